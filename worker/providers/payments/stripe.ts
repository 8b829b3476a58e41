import Stripe from "stripe";
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "../../../common/vocabulary.ts";
import { AppError } from "../../lib/errors.ts";
import type { CreatedSubscription, PaymentsConfig, PaymentsProvider, SubscriptionState } from "./payments.ts";

/** Requests to Stripe answer within seconds; a hung connection must not hold a Worker invocation. */
const TIMEOUT_MS = 15_000;
/** Stripe's default tolerance for a signed webhook's timestamp (replays older than this are refused). */
const SIGNATURE_TOLERANCE_S = 300;

/** The SDK's host/port/protocol options for a loopback Stripe (STRIPE_API_BASE, tests only). */
function endpointOptions(apiBase: string | null): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

const seconds = (value: number | null | undefined) => (typeof value === "number" ? new Date(value * 1000) : null);
const idOf = (value: unknown): string | null =>
  typeof value === "string" ? value : value && typeof value === "object" && "id" in value ? String(value.id) : null;

/** Stripe's status word; one added by a later API version counts as incomplete: it neither grants nor ends a plan. */
function statusOf(subscription: Stripe.Subscription): SubscriptionStatus {
  return SUBSCRIPTION_STATUSES.find((s) => s === subscription.status) ?? "incomplete";
}

function stateOf(subscription: Stripe.Subscription): SubscriptionState {
  // Since API 2025-03-31 the billing period lives on each subscription item; Causa sells one item per subscription.
  const item = subscription.items.data[0];
  const invoice = typeof subscription.latest_invoice === "object" ? subscription.latest_invoice : null;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? "",
    status: statusOf(subscription),
    priceId: item?.price?.id ?? null,
    metadataTier: subscription.metadata?.tier ?? null,
    currentPeriodStart: seconds(item?.current_period_start),
    currentPeriodEnd: seconds(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    latestInvoicePaid: invoice?.status === "paid",
  };
}

function created(subscription: Stripe.Subscription): CreatedSubscription {
  const invoice = typeof subscription.latest_invoice === "object" ? subscription.latest_invoice : null;
  return {
    state: stateOf(subscription),
    clientSecret: invoice?.confirmation_secret?.client_secret ?? null,
    amountDue: invoice?.amount_due ?? null,
    currency: invoice?.currency ?? null,
  };
}

/** Stripe's own message for what the user can fix (a card error); anything else is a provider failure. */
function providerError(err: unknown): never {
  if (err instanceof Stripe.errors.StripeError) {
    console.error(`Stripe ${err.type} ${err.statusCode ?? ""} ${err.code ?? ""}: ${err.message}`);
    throw new AppError("PROVIDER_ERROR", {
      en: "The payment provider could not complete the request. Please try again.",
      pt: "O provedor de pagamentos não conseguiu concluir a solicitação. Tente novamente.",
    });
  }
  throw err;
}

/** Production adapter: the official SDK over fetch and Web Crypto (the Workers runtime has no Node http). */
export function stripePaymentsProvider(config: PaymentsConfig): PaymentsProvider {
  const stripe = new Stripe(config.secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    timeout: TIMEOUT_MS,
    maxNetworkRetries: 2,
    telemetry: false,
    ...endpointOptions(config.apiBase),
  });
  const crypto = Stripe.createSubtleCryptoProvider();
  const expandInvoice = ["latest_invoice.confirmation_secret"];

  return {
    async findCustomer(customerId) {
      try {
        const customer = await stripe.customers.retrieve(customerId);
        return customer.deleted ? null : customer.id;
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
        return providerError(err);
      }
    },
    async createCustomer({ userId, email, name }) {
      try {
        // The idempotency key makes two concurrent checkouts of one user create one customer, not two.
        const customer = await stripe.customers.create(
          { email, name, metadata: { userId } },
          { idempotencyKey: `causa-customer-${userId}` },
        );
        return customer.id;
      } catch (err) {
        return providerError(err);
      }
    },
    async createSubscription({ customerId, priceId, userId, tier }) {
      try {
        const subscription = await stripe.subscriptions.create({
          customer: customerId,
          items: [{ price: priceId }],
          // The first invoice waits for the Payment Element; the card is kept for the renewals.
          payment_behavior: "default_incomplete",
          payment_settings: { save_default_payment_method: "on_subscription" },
          metadata: { userId, tier },
          expand: expandInvoice,
        });
        return created(subscription);
      } catch (err) {
        return providerError(err);
      }
    },
    async retrieveSubscription(id) {
      try {
        return created(await stripe.subscriptions.retrieve(id, { expand: expandInvoice }));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) {
          throw new AppError("NO_SUBSCRIPTION");
        }
        return providerError(err);
      }
    },
    async createPortalSession({ customerId, returnUrl }) {
      try {
        const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
        return session.url;
      } catch (err) {
        return providerError(err);
      }
    },
    async verifyEvent(rawBody, signature) {
      if (!config.webhookSecret) throw new AppError("PAYMENTS_NOT_CONFIGURED");
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          config.webhookSecret,
          SIGNATURE_TOLERANCE_S,
          crypto,
        );
      } catch {
        throw new AppError("INVALID_SIGNATURE");
      }
      const object = event.data.object as unknown as Record<string, unknown>;
      const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
      return {
        id: event.id,
        type: event.type,
        created: event.created,
        object: {
          id: String(object.id),
          object: String(object.object),
          subscription: idOf(parent?.subscription_details?.subscription),
          amountPaid: typeof object.amount_paid === "number" ? object.amount_paid : undefined,
          amountDue: typeof object.amount_due === "number" ? object.amount_due : undefined,
          currency: typeof object.currency === "string" ? object.currency : undefined,
        },
      };
    },
  };
}
