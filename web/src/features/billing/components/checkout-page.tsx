import { Elements } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { Check, Lock } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { CreateSubscriptionDto } from "../../../../../common/api/billing.ts";
import { PLAN_DEFINITIONS } from "../../../../../common/plans.ts";
import { PAID_TIERS, type PaidTier } from "../../../../../common/vocabulary.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { PageContainer, PageHeader } from "../../../components/ui/page.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { paths } from "../../../lib/paths.ts";
import { createSubscription, getBillingConfig } from "../api/billing-api.ts";
import { PaymentForm } from "./payment-form.tsx";

/** docs/requirements.md §2/§4: any failure to start the subscription goes back to the dashboard with this flag. */
const CREATION_FAILED = `${paths.home}?error=subscription_failed`;

interface Ready {
  stripe: Stripe;
  subscription: CreateSubscriptionDto;
}

const isPaidTier = (value: string | null): value is PaidTier => PAID_TIERS.some((t) => t === value);

/**
 * /checkout?tier&priceId — creates the subscription first, then shows Stripe's Payment Element for its first
 * invoice. Stripe.js is loaded here only (this route is lazy), from the publishable key the server names.
 */
export default function CheckoutPage() {
  const { t, locale, language } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tier = params.get("tier");
  const priceId = params.get("priceId");
  const [ready, setReady] = useState<Ready | null>(null);
  const started = useRef(false);

  // Arriving from the pricing section further down the dashboard: start at the top of the page.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  useEffect(() => {
    // One subscription per visit: React's development double effect must not create two.
    if (started.current) return;
    started.current = true;
    (async () => {
      if (!isPaidTier(tier) || !priceId) throw new Error("missing tier or price");
      const [subscription, config] = await Promise.all([createSubscription({ tier, priceId }), getBillingConfig()]);
      if (!config.publishableKey) throw new Error("payments not configured");
      const stripe = await loadStripe(config.publishableKey);
      if (!stripe) throw new Error("Stripe.js did not load");
      setReady({ stripe, subscription });
    })().catch(() => navigate(CREATION_FAILED, { replace: true }));
  }, [tier, priceId, navigate]);

  const plan = PLAN_DEFINITIONS.find((p) => p.id === tier);
  const planName = isPaidTier(tier) ? t.pricing.names[tier] : "";
  const amount =
    ready?.subscription.amountDue != null && ready.subscription.currency
      ? new Intl.NumberFormat(locale, {
          style: "currency",
          currency: ready.subscription.currency.toUpperCase(),
        }).format(ready.subscription.amountDue / 100)
      : null;

  return (
    <PageContainer>
      <PageHeader
        title={format(t.billing.checkoutTitle, { plan: planName })}
        description={t.billing.checkoutDescription}
      />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-5">
        <Card className="md:col-span-2" aria-labelledby="checkout-summary">
          <CardHeader>
            <CardTitle id="checkout-summary">{format(t.billing.summary, { plan: planName })}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            {amount && (
              <p className="font-serif text-3xl font-semibold text-navy-900" data-testid="checkout-amount">
                {format(t.billing.perMonth, { price: amount })}
              </p>
            )}
            <ul className="space-y-2 text-sm text-slate-700">
              {plan?.features.map((f) => (
                <li key={f} className="flex items-start gap-2">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
                  {(t.pricing.features as Record<string, string>)[f] ?? f}
                </li>
              ))}
            </ul>
            <p className="text-xs text-slate-500">{t.billing.billedMonthly}</p>
            <Link
              to={`${paths.home}#pricing`}
              className="inline-block text-sm text-navy-700 underline-offset-4 hover:underline"
            >
              {t.billing.backToPlans}
            </Link>
          </CardContent>
        </Card>
        <Card className="md:col-span-3" aria-label={t.billing.paymentDetails}>
          <CardContent className="space-y-4 py-6">
            {ready ? (
              <Elements
                stripe={ready.stripe}
                options={{
                  clientSecret: ready.subscription.clientSecret,
                  locale: language === "pt" ? "pt-BR" : "en",
                  appearance: { theme: "stripe", variables: { colorPrimary: "#1f3a5f", borderRadius: "6px" } },
                }}
              >
                <PaymentForm tier={tier as PaidTier} planName={planName} />
              </Elements>
            ) : (
              <Spinner label={t.billing.preparing} className="py-12" />
            )}
            <p className="flex items-center gap-1.5 text-xs text-slate-500">
              <Lock className="h-3.5 w-3.5" aria-hidden />
              {t.billing.securedByStripe}
            </p>
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}
