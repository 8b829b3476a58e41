import { CheckCircle2, XCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useSWRConfig } from "swr";
import type { PlanId } from "../../../../../common/plans.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent } from "../../../components/ui/card.tsx";
import { PageContainer } from "../../../components/ui/page.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { paths } from "../../../lib/paths.ts";
import { billingApiKeys, confirmSubscription } from "../api/billing-api.ts";

/** Card payments usually settle before Stripe redirects; a few short retries cover the ones that settle just after. */
const ATTEMPTS = 4;
const RETRY_MS = 1500;

type Outcome = "checking" | "upgraded" | "pending";

/**
 * Stripe adds redirect_status to the return address. After a bank's own authentication (3-D Secure) the browser comes
 * back here even when the bank refused: that is a failed payment, not a success to confirm.
 */
function PaymentRefused() {
  const { t } = useI18n();
  return (
    <PageContainer>
      <Card className="mx-auto max-w-lg text-center" data-testid="payment-refused">
        <CardContent className="space-y-4 px-6 py-10">
          <XCircle className="mx-auto h-14 w-14 text-red-600" aria-hidden />
          <h1 className="font-serif text-2xl font-semibold text-navy-900 sm:text-3xl">{t.billing.paymentFailed}</h1>
          <p className="text-slate-700" role="alert">
            {t.billing.refusedNote}
          </p>
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link to={`${paths.home}#pricing`}>{t.billing.backToPlans}</Link>
          </Button>
        </CardContent>
      </Card>
    </PageContainer>
  );
}

/**
 * /payment-success?tier — Stripe returns here after confirming. The page reports the tier, and the server asks
 * Stripe for the subscription's real state; only that upgrades the account (docs/decisions/017-stripe-billing.md).
 */
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  return params.get("redirect_status") === "failed" ? <PaymentRefused /> : <PaymentConfirmation />;
}

/** Asks the server, which asks Stripe, whether the subscription is paid; retries briefly for late settlements. */
function PaymentConfirmation() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const { mutate } = useSWRConfig();
  const tier = params.get("tier") ?? "";
  const [outcome, setOutcome] = useState<Outcome>("checking");
  const [plan, setPlan] = useState<PlanId | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (async () => {
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        const answer = await confirmSubscription(tier).catch(() => null);
        if (answer?.upgraded) {
          setPlan(answer.subscription.plan);
          setOutcome("upgraded");
          break;
        }
        if (attempt === ATTEMPTS || !answer) {
          setOutcome("pending");
          break;
        }
        await new Promise((r) => setTimeout(r, RETRY_MS));
      }
      // The header, the dashboard and the subscription card read the new plan.
      await mutate(
        (key) => typeof key === "string" && (key.startsWith("/api/auth/user") || key === billingApiKeys.subscription),
      );
    })();
  }, [tier, mutate]);

  const planName = plan ? t.pricing.names[plan] : "";
  return (
    <PageContainer>
      <Card className="mx-auto max-w-lg text-center" data-testid="payment-success">
        <CardContent className="space-y-4 px-6 py-10">
          <CheckCircle2 className="mx-auto h-14 w-14 text-emerald-600" aria-hidden />
          <h1 className="font-serif text-2xl font-semibold text-navy-900 sm:text-3xl">{t.billing.successTitle}</h1>
          <p className="text-slate-700" role="status" aria-live="polite" data-testid="payment-success-note">
            {outcome === "checking"
              ? t.billing.successChecking
              : outcome === "upgraded"
                ? format(t.billing.successNote, { plan: planName })
                : t.billing.successPending}
          </p>
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link to={paths.home}>{t.billing.continue}</Link>
          </Button>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
