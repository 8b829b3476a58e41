import type { PaymentStatus } from "../../../common/vocabulary.ts";
import type { Deps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";
import type { PaymentEvent } from "../../providers/payments/payments.ts";
import { eventSeen, insertEvent } from "./billing.repo.ts";
import { paymentsOf } from "./billing.service.ts";
import { type SyncOptions, syncSubscription } from "./sync.ts";

export type WebhookOutcome = "applied" | "duplicate" | "ignored";

const SUBSCRIPTION_EVENTS = new Set([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
]);
const INVOICE_EVENTS: Record<string, PaymentStatus> = {
  "invoice.paid": "paid",
  "invoice.payment_failed": "failed",
};

/** The subscription an event is about: the object itself, or the subscription an invoice bills. */
function subscriptionOf(event: PaymentEvent): string | null {
  if (SUBSCRIPTION_EVENTS.has(event.type)) return event.object.id;
  if (event.type in INVOICE_EVENTS) return event.object.subscription ?? null;
  return null;
}

/**
 * POST /api/webhooks/stripe after its signature was verified. The event only says which subscription changed: its
 * state is retrieved from Stripe now, so late, repeated or out-of-order deliveries all end in Stripe's current state.
 * The event id is stored in the same D1 batch as the change, so each event is applied once.
 */
export async function handleStripeEvent(deps: Deps, rawBody: string, signature: string): Promise<WebhookOutcome> {
  const payments = paymentsOf(deps);
  const event = await payments.provider.verifyEvent(rawBody, signature);
  if (await eventSeen(deps.db, event.id)) return "duplicate";
  const record = { id: event.id, type: event.type };
  const subscriptionId = subscriptionOf(event);
  try {
    if (!subscriptionId) {
      await deps.db.batch([insertEvent(deps.db, record)]);
      return "ignored";
    }
    const current = await payments.provider.retrieveSubscription(subscriptionId).catch((err: unknown) => {
      // Retrying cannot make a subscription Stripe does not have appear: record the event and move on.
      if (err instanceof AppError && err.code === "NO_SUBSCRIPTION") return null;
      throw err;
    });
    if (!current) {
      await deps.db.batch([insertEvent(deps.db, record)]);
      return "ignored";
    }
    const { state } = current;
    const status = INVOICE_EVENTS[event.type];
    const options: SyncOptions = { event: record };
    if (status) {
      options.invoice = {
        id: event.object.id,
        amount: (status === "paid" ? event.object.amountPaid : event.object.amountDue) ?? 0,
        currency: event.object.currency ?? "usd",
        status,
      };
    }
    // No account owns the subscription (deleted, or never ours): the event is recorded and nothing else changes.
    const { userId } = await syncSubscription(deps, payments.config, state, options);
    return userId ? "applied" : "ignored";
  } catch (err) {
    // A concurrent delivery of the same event committed first (our insert hit its id): its batch carried the change.
    if (await eventSeen(deps.db, event.id)) return "duplicate";
    throw err;
  }
}
