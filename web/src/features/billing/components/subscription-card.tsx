import { CreditCard, ExternalLink } from "lucide-react";
import { useState } from "react";
import type { PublicUser } from "../../../../../common/api/auth.ts";
import type { SubscriptionDto } from "../../../../../common/api/billing.ts";
import { LIMITS } from "../../../../../common/vocabulary.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Progress } from "../../../components/ui/progress.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { ApiError } from "../../../lib/api.ts";
import { formatDate } from "../../../lib/format.ts";
import { openBillingPortal, useSubscription } from "../api/billing-api.ts";

type Props = { user: Pick<PublicUser, "subscriptionTier" | "trialDocumentsRemaining"> };

/**
 * docs/requirements.md §2 subscription card: the plan (default 'Trial'); for trial the documents left and used of 10;
 * for a paid plan Stripe's status, the period end and the period's usage, and 'Manage billing' (Stripe's portal).
 */
export function SubscriptionCard({ user }: Props) {
  const { t, locale } = useI18n();
  const { data: subscription } = useSubscription(true);
  const tier = user.subscriptionTier ?? "trial";
  const isTrial = tier === "trial";
  const total = LIMITS.trialDocuments;
  const remaining = Math.max(0, Math.min(total, user.trialDocumentsRemaining));
  const used = total - remaining;
  const status = subscription?.status;
  // An abandoned checkout is not a subscription the user needs to hear about or manage.
  const started = status && status !== "incomplete" && status !== "incomplete_expired";
  const showStatus = started || (status && !isTrial);
  return (
    <Card aria-labelledby="subscription-title" data-testid="subscription-card">
      <CardHeader>
        <CardTitle id="subscription-title" className="flex items-center gap-2">
          <CreditCard className="h-5 w-5 text-navy-700" aria-hidden />
          {t.subscription.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <span className="text-sm text-slate-600">{t.subscription.currentPlan}</span>
          <span className="flex items-center gap-2">
            {showStatus && (
              <Badge
                tone={status === "active" || status === "trialing" ? "success" : "warning"}
                data-testid="plan-status"
              >
                {t.billing.status[status]}
              </Badge>
            )}
            <span className="font-semibold text-navy-900" data-testid="current-plan">
              {t.values.tier[tier] ?? t.subscription.trial}
            </span>
          </span>
        </div>
        {isTrial ? (
          <>
            <p className="text-sm text-slate-700" data-testid="subscription-remaining">
              {format(t.subscription.documentsRemaining, { count: remaining, total })}
            </p>
            <Progress
              value={(used / total) * 100}
              label={format(t.subscription.processedProgress, { count: used, total })}
            />
            <p className="text-xs text-slate-500">{format(t.subscription.processedProgress, { count: used, total })}</p>
          </>
        ) : (
          <PaidDetails subscription={subscription} tier={tier} locale={locale} />
        )}
        {subscription?.canManageBilling && started && <ManageBillingButton />}
        {tier !== "enterprise" && (
          <Button asChild variant="secondary" className="w-full">
            <a href="#pricing">{t.subscription.upgrade}</a>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function PaidDetails({
  subscription,
  tier,
  locale,
}: {
  subscription: SubscriptionDto | undefined;
  tier: string;
  locale: string;
}) {
  const { t } = useI18n();
  if (!subscription) {
    return (
      <p className="text-sm text-slate-700">
        {tier === "enterprise"
          ? t.subscription.unlimited
          : format(t.subscription.monthly, { count: LIMITS.professionalDocumentsPerMonth })}
      </p>
    );
  }
  const { usage, currentPeriodEnd, cancelAtPeriodEnd, graceEndsAt } = subscription;
  const date = (iso: string) => formatDate(iso, locale);
  return (
    <div className="space-y-2" data-testid="subscription-details">
      {usage.limit === null ? (
        <p className="text-sm text-slate-700" data-testid="subscription-usage">
          {format(t.billing.unlimitedUsage, { used: usage.used })}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700" data-testid="subscription-usage">
            {format(t.billing.periodUsage, { used: usage.used, limit: usage.limit })}
          </p>
          <Progress
            value={Math.min(100, (usage.used / usage.limit) * 100)}
            label={format(t.billing.periodUsage, { used: usage.used, limit: usage.limit })}
          />
        </>
      )}
      {graceEndsAt ? (
        <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-900" role="status">
          {/* Past the grace period the server refuses uploads (PAYMENT_OVERDUE) until Stripe is paid. */}
          {Date.parse(graceEndsAt) > Date.now()
            ? format(t.billing.graceUntil, { date: date(graceEndsAt) })
            : t.billing.overdue}
        </p>
      ) : (
        currentPeriodEnd && (
          <p className="text-xs text-slate-500" data-testid="subscription-period">
            {format(cancelAtPeriodEnd ? t.billing.endsOn : t.billing.renewsOn, { date: date(currentPeriodEnd) })}
          </p>
        )
      )}
    </div>
  );
}

/** Opens Stripe's customer portal (cards, invoices, cancellation) in this tab; it returns to the dashboard. */
function ManageBillingButton() {
  const { t } = useI18n();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const { url } = await openBillingPortal();
      window.location.assign(url);
    } catch (err) {
      toast({
        title: t.billing.portalFailed,
        description: err instanceof ApiError ? err.message : t.billing.unexpectedError,
        variant: "destructive",
      });
      setBusy(false);
    }
  };
  return (
    <Button variant="primary" className="w-full" onClick={open} disabled={busy} data-testid="manage-billing">
      <ExternalLink className="h-4 w-4" aria-hidden />
      {busy ? t.billing.openingPortal : t.billing.manageBilling}
    </Button>
  );
}
