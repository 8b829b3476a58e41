import { Check, Star } from "lucide-react";
import { useNavigate } from "react-router";
import type { PublicUser } from "../../../../../common/api/auth.ts";
import { isConfiguredPriceId, type Plan, planOfTier } from "../../../../../common/plans.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";
import { paths } from "../../../lib/paths.ts";
import { usePlans } from "../api/use-plans.ts";

/** docs/requirements.md §2 pricing: three plans and the click rules, in the order the specification lists them. */
export function PricingSection({ user }: { user: Pick<PublicUser, "subscriptionTier"> | null }) {
  const { t, locale } = useI18n();
  const { toast } = useToast();
  const navigate = useNavigate();
  const { plans, isLoading } = usePlans();
  const currentPlan = user ? planOfTier(user.subscriptionTier) : null;
  const price = (value: number) =>
    new Intl.NumberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(value);

  const choose = (plan: Plan) => {
    const name = t.pricing.names[plan.id];
    if (!user) {
      window.location.assign(paths.loginEndpoint);
      return;
    }
    if (plan.id === "trial" || plan.id === currentPlan) {
      toast({ title: t.pricing.alreadyOnPlanTitle, description: format(t.pricing.alreadyOnPlan, { plan: name }) });
      return;
    }
    if (plan.id === "enterprise") {
      toast({ title: t.pricing.contactSalesTitle, description: t.pricing.contactSalesBody });
      return;
    }
    if (!isConfiguredPriceId(plan.stripePriceId)) {
      toast({ title: t.pricing.setupRequired, description: t.pricing.setupRequiredBody, variant: "destructive" });
      return;
    }
    const query = new URLSearchParams({ tier: plan.tier, priceId: plan.stripePriceId });
    navigate(`${paths.checkout}?${query.toString()}`);
  };

  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-24 space-y-6" data-testid="pricing">
      <div className="text-center">
        <h2 id="pricing-title" className="font-serif text-2xl font-semibold text-navy-900">
          {t.pricing.title}
        </h2>
        <p className="mt-1 text-slate-600">{t.pricing.description}</p>
      </div>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {plans.map((plan) => {
          const name = t.pricing.names[plan.id];
          const isCurrent = plan.id === currentPlan;
          return (
            <li
              key={plan.id}
              className={cn(
                "relative flex flex-col rounded-xl border bg-white p-6 shadow-sm",
                plan.isPopular ? "border-navy-600 ring-2 ring-navy-600" : "border-slate-200",
              )}
              data-testid={`plan-${plan.id}`}
            >
              {plan.isPopular && (
                <Badge tone="warning" className="absolute -top-3 left-1/2 -translate-x-1/2 bg-gold-300 text-navy-900">
                  <Star className="h-3 w-3" aria-hidden />
                  {t.pricing.popular}
                </Badge>
              )}
              <h3 className="font-serif text-xl font-semibold text-navy-900">{name}</h3>
              <p className="mt-3">
                <span className="font-serif text-4xl font-semibold text-navy-900">{price(plan.price)}</span>{" "}
                <span className="text-sm text-slate-600">{t.pricing.perPeriod[plan.period]}</span>
              </p>
              <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
                {plan.features.map((f) => (
                  <li key={f} className="flex items-start gap-2">
                    <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
                    {(t.pricing.features as Record<string, string>)[f] ?? f}
                  </li>
                ))}
              </ul>
              <Button
                className="mt-6 w-full"
                variant={plan.isPopular ? "primary" : "secondary"}
                disabled={isLoading && plan.id !== "trial"}
                onClick={() => choose(plan)}
              >
                {isCurrent
                  ? t.pricing.current
                  : plan.id === "enterprise"
                    ? t.pricing.contactSales
                    : format(t.pricing.choose, { plan: name })}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
