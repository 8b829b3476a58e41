import { PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { type FormEvent, useState } from "react";
import type { PaidTier } from "../../../../../common/vocabulary.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { paths } from "../../../lib/paths.ts";

/**
 * Stripe's Payment Element and the subscribe button. Stripe confirms the first invoice's payment and sends the
 * browser to /payment-success?tier={tier}; a refusal stays here with Stripe's own message.
 */
export function PaymentForm({ tier, planName }: { tier: PaidTier; planName: string }) {
  const { t } = useI18n();
  const { toast } = useToast();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    const returnUrl = new URL(paths.paymentSuccess, window.location.origin);
    returnUrl.searchParams.set("tier", tier);
    try {
      const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl.toString() } });
      // Only reached on failure: success leaves the page for return_url.
      toast({
        title: t.billing.paymentFailed,
        description: error?.message || t.billing.unexpectedError,
        variant: "destructive",
      });
    } catch {
      toast({ title: t.billing.paymentFailed, description: t.billing.unexpectedError, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-5" data-testid="payment-form">
      <PaymentElement onReady={() => setReady(true)} options={{ layout: "tabs" }} />
      {!ready && <Spinner label={t.billing.loadingPayment} className="py-6" />}
      <Button type="submit" size="lg" className="w-full" disabled={!stripe || !ready || busy} data-testid="subscribe">
        {busy ? t.billing.processing : format(t.billing.subscribe, { plan: planName })}
      </Button>
    </form>
  );
}
