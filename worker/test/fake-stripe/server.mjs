// A loopback fake of the parts of Stripe's HTTP API that Causa uses, written from Stripe's API reference for API
// version 2026-10-28 (the one stripe-node 23 pins): form-encoded requests, JSON objects shaped as Stripe documents
// them, Stripe's error envelope. The real SDK talks to it through STRIPE_API_BASE; it is never a stub of our code.
//
// Stripe API: POST/GET /v1/customers(/:id), GET /v1/customers/search, POST /v1/subscriptions, GET
// /v1/subscriptions/:id (expand latest_invoice.confirmation_secret), POST /v1/subscriptions/:id (items[0][price]), POST /v1/billing_portal/sessions, POST /v1/payment_intents/:id/confirm (what
// Stripe.js calls with the publishable key and the client secret; payment_method pm_card_chargeDeclined declines).
// Test controls (not Stripe): POST /__subscriptions/:id/{pay,renew,fail-renewal,cancel-at-period-end,end} move a
// subscription as Stripe's billing engine would and emit the events Stripe sends; GET /__events?customer= lists
// them; GET /__portal-sessions?customer= lists portal sessions. With `webhook` set, every event is also POSTed,
// signed with Stripe's scheme (t=…,v1=HMAC-SHA256(secret, "t.payload")), to the app's webhook URL, and
// GET /__deliveries?customer= (or ?email=) lists the app's answers.
import { createHmac, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { decodeForm } from "./form.mjs";

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
const id = (prefix) => `${prefix}_${randomBytes(12).toString("hex")}`;

/**
 * @param {{ secretKey: string, publishableKey: string, prices: Record<string, { unit_amount: number, currency: string }>,
 *   port?: number, webhook?: { url: string, secret: string } }} options
 */
export async function startFakeStripe(options) {
  /** @type {Map<string, any>} */ const customers = new Map();
  /** @type {Map<string, any>} */ const subscriptions = new Map();
  /** @type {Map<string, any>} */ const invoices = new Map();
  /** @type {Map<string, any>} */ const intents = new Map();
  /** @type {any[]} */ const events = [];
  /** @type {any[]} */ const portalSessions = [];
  /** @type {{ customer: string, id: string, type: string, status: number }[]} */ const deliveries = [];
  /** @type {Map<string, { status: number, body: string }>} */ const idempotent = new Map();
  let base = "";

  const priceObject = (priceId) => ({
    id: priceId,
    object: "price",
    active: true,
    currency: options.prices[priceId].currency,
    unit_amount: options.prices[priceId].unit_amount,
    recurring: { interval: "month", interval_count: 1, usage_type: "licensed" },
    type: "recurring",
    livemode: false,
  });

  function newInvoice(sub, reason, start, end) {
    const price = sub.items.data[0].price;
    const intent = { id: id("pi"), object: "payment_intent", amount: price.unit_amount, currency: price.currency };
    intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString("hex")}`;
    intent.status = "requires_payment_method";
    const invoice = {
      id: id("in"),
      object: "invoice",
      customer: sub.customer,
      status: "open",
      amount_due: price.unit_amount,
      amount_paid: 0,
      amount_remaining: price.unit_amount,
      attempt_count: 0,
      attempted: false,
      billing_reason: reason,
      collection_method: "charge_automatically",
      created: now(),
      currency: price.currency,
      livemode: false,
      period_start: start,
      period_end: end,
      parent: {
        type: "subscription_details",
        quote_details: null,
        subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } },
      },
      status_transitions: { finalized_at: now(), paid_at: null, voided_at: null },
      // Includable: shown only when the request expands it (see expandInvoice).
      confirmation_secret: { client_secret: intent.client_secret, type: "payment_intent" },
    };
    intent.invoice = invoice.id;
    intents.set(intent.id, intent);
    invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    return invoice;
  }

  function invoiceView(invoice, expandSecret) {
    const { confirmation_secret, ...rest } = invoice;
    return expandSecret
      ? { ...rest, confirmation_secret: invoice.status === "open" ? confirmation_secret : null }
      : rest;
  }

  function subscriptionView(sub, expand = []) {
    const list = Array.isArray(expand) ? expand : [expand];
    const wantsInvoice = list.some((e) => e === "latest_invoice" || e.startsWith("latest_invoice."));
    const invoice = invoices.get(sub.latest_invoice);
    return {
      ...structuredClone(sub),
      latest_invoice:
        wantsInvoice && invoice
          ? invoiceView(invoice, list.includes("latest_invoice.confirmation_secret"))
          : sub.latest_invoice,
    };
  }

  function emit(type, object, customer, previous) {
    const event = {
      id: id("evt"),
      object: "event",
      api_version: "2026-10-28.endive",
      created: now(),
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: options.webhook ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
      customer,
    };
    events.push(event);
    if (options.webhook) deliver(event).catch(() => undefined);
  }

  async function deliver(event) {
    const { customer: _customer, ...body } = event;
    const payload = JSON.stringify(body);
    const t = now();
    const v1 = createHmac("sha256", options.webhook.secret).update(`${t}.${payload}`).digest("hex");
    const response = await fetch(options.webhook.url, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": `t=${t},v1=${v1}` },
      body: payload,
    });
    deliveries.push({ customer: event.customer, id: event.id, type: event.type, status: response.status });
  }

  function pay(sub, invoice) {
    invoice.status = "paid";
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.attempted = true;
    invoice.attempt_count += 1;
    invoice.status_transitions.paid_at = now();
    const intent = [...intents.values()].find((i) => i.invoice === invoice.id);
    if (intent) intent.status = "succeeded";
    const previous = { status: sub.status };
    sub.status = "active";
    emit("invoice.paid", invoiceView(invoice, false), sub.customer);
    emit("customer.subscription.updated", subscriptionView(sub), sub.customer, previous);
  }

  function advancePeriod(sub) {
    const item = sub.items.data[0];
    item.current_period_start = item.current_period_end;
    item.current_period_end = item.current_period_start + 30 * DAY;
    return newInvoice(sub, "subscription_cycle", item.current_period_start, item.current_period_end);
  }

  const stripeError = (status, type, message, extra = {}) => ({ status, body: { error: { type, message, ...extra } } });
  const missing = (what, value) =>
    stripeError(404, "invalid_request_error", `No such ${what}: '${value}'`, { code: "resource_missing" });

  /** @returns {{ status: number, body: unknown }} */
  function route(method, path, params, auth) {
    const [, v1, resource, rid, action] = path.split("/");
    if (v1 === "__subscriptions" && method === "POST") {
      const sub = subscriptions.get(resource);
      if (!sub) return missing("subscription", resource);
      const previous = { status: sub.status };
      if (rid === "pay") pay(sub, invoices.get(sub.latest_invoice));
      else if (rid === "renew") pay(sub, advancePeriod(sub));
      else if (rid === "fail-renewal") {
        const invoice = advancePeriod(sub);
        invoice.attempted = true;
        invoice.attempt_count = 1;
        sub.status = "past_due";
        emit("invoice.payment_failed", invoiceView(invoice, false), sub.customer);
        emit("customer.subscription.updated", subscriptionView(sub), sub.customer, previous);
      } else if (rid === "cancel-at-period-end") {
        sub.cancel_at_period_end = true;
        sub.cancel_at = sub.items.data[0].current_period_end;
        emit("customer.subscription.updated", subscriptionView(sub), sub.customer, { cancel_at_period_end: false });
      } else if (rid === "end") {
        sub.status = "canceled";
        sub.ended_at = now();
        sub.canceled_at = sub.canceled_at ?? now();
        emit("customer.subscription.deleted", subscriptionView(sub), sub.customer, previous);
      } else return stripeError(404, "invalid_request_error", "Unknown test action");
      return { status: 200, body: subscriptionView(sub) };
    }
    if (v1 === "__events") return { status: 200, body: events.filter((e) => e.customer === params.customer) };
    if (v1 === "__deliveries") {
      const mine = (d) => d.customer === params.customer || customers.get(d.customer)?.email === params.email;
      return { status: 200, body: deliveries.filter(mine) };
    }
    if (v1 === "__portal-sessions") {
      return { status: 200, body: portalSessions.filter((s) => s.customer === params.customer) };
    }
    if (v1 !== "v1") return stripeError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path})`);

    // Stripe.js confirms with the publishable key; everything else needs the secret key.
    if (resource === "payment_intents" && action === "confirm" && method === "POST") {
      if (auth !== options.publishableKey) return stripeError(401, "invalid_request_error", "Invalid API Key provided");
      const intent = intents.get(rid);
      if (!intent || params.client_secret !== intent.client_secret) return missing("payment_intent", rid);
      if (params.payment_method === "pm_card_chargeDeclined") {
        intent.status = "requires_payment_method";
        return stripeError(402, "card_error", "Your card was declined.", {
          code: "card_declined",
          decline_code: "generic_decline",
        });
      }
      const invoice = invoices.get(intent.invoice);
      const sub = subscriptions.get(invoice.parent.subscription_details.subscription);
      pay(sub, invoice);
      return { status: 200, body: { ...intent, status: "succeeded" } };
    }
    if (auth !== options.secretKey) {
      return stripeError(401, "invalid_request_error", `Invalid API Key provided: ${String(auth).slice(0, 8)}***`);
    }

    if (resource === "customers") {
      if (method === "POST" && !rid) {
        const customer = {
          id: id("cus"),
          object: "customer",
          created: now(),
          email: params.email ?? null,
          name: params.name ?? null,
          metadata: params.metadata ?? {},
          livemode: false,
          invoice_settings: { default_payment_method: null },
        };
        customers.set(customer.id, customer);
        return { status: 200, body: customer };
      }
      if (method === "GET" && rid === "search") {
        const match = /^(?:metadata\['(\w+)'\]|(email)):'([^']*)'$/.exec(String(params.query ?? "").trim());
        if (!match) return stripeError(400, "invalid_request_error", "Unsupported search query");
        const data = [...customers.values()].filter((c) =>
          match[1] ? c.metadata[match[1]] === match[3] : c.email === match[3],
        );
        return {
          status: 200,
          body: { object: "search_result", data, has_more: false, next_page: null, url: "/v1/customers/search" },
        };
      }
      if (method === "GET" && rid) {
        const customer = customers.get(rid);
        return customer ? { status: 200, body: customer } : missing("customer", rid);
      }
    }

    if (resource === "subscriptions") {
      if (method === "POST" && !rid) {
        const customer = customers.get(params.customer);
        if (!customer) return missing("customer", params.customer);
        const priceId = params.items?.[0]?.price;
        if (!options.prices[priceId]) {
          return stripeError(400, "invalid_request_error", `No such price: '${priceId}'`, {
            code: "resource_missing",
            param: "items[0][price]",
          });
        }
        const start = now();
        const sub = {
          id: id("sub"),
          object: "subscription",
          customer: customer.id,
          status: params.payment_behavior === "default_incomplete" ? "incomplete" : "active",
          created: start,
          start_date: start,
          billing_cycle_anchor: start,
          cancel_at: null,
          cancel_at_period_end: false,
          canceled_at: null,
          ended_at: null,
          collection_method: "charge_automatically",
          currency: options.prices[priceId].currency,
          default_payment_method: null,
          livemode: false,
          metadata: params.metadata ?? {},
          payment_settings: {
            payment_method_options: null,
            payment_method_types: null,
            save_default_payment_method: params.payment_settings?.save_default_payment_method ?? "off",
          },
          items: { object: "list", data: [], has_more: false, url: "/v1/subscription_items" },
          latest_invoice: null,
        };
        sub.items.data.push({
          id: id("si"),
          object: "subscription_item",
          created: start,
          price: priceObject(priceId),
          quantity: 1,
          subscription: sub.id,
          current_period_start: start,
          current_period_end: start + 30 * DAY,
        });
        subscriptions.set(sub.id, sub);
        newInvoice(sub, "subscription_create", start, start + 30 * DAY);
        emit("customer.subscription.created", subscriptionView(sub), sub.customer);
        return { status: 200, body: subscriptionView(sub, params.expand) };
      }
      const sub = subscriptions.get(rid);
      if (!sub) return missing("subscription", rid);
      if (method === "GET") return { status: 200, body: subscriptionView(sub, params.expand) };
      // Update with items[0][price]: what the customer portal does when the customer switches plans.
      const newPrice = params.items?.[0]?.price;
      if (method === "POST" && newPrice) {
        if (!options.prices[newPrice]) return stripeError(400, "invalid_request_error", `No such price: '${newPrice}'`);
        const previous = { items: structuredClone(sub.items) };
        sub.items.data[0].price = priceObject(newPrice);
        emit("customer.subscription.updated", subscriptionView(sub), sub.customer, previous);
        return { status: 200, body: subscriptionView(sub, params.expand) };
      }
    }

    if (resource === "billing_portal" && rid === "sessions" && method === "POST") {
      if (!customers.has(params.customer)) return missing("customer", params.customer);
      const session = {
        id: id("bps"),
        object: "billing_portal.session",
        created: now(),
        customer: params.customer,
        livemode: false,
        return_url: params.return_url ?? null,
        url: `${base}/p/session/${id("test")}`,
      };
      portalSessions.push(session);
      return { status: 200, body: session };
    }
    return stripeError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path})`);
  }

  const server = createServer((req, res) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const body = Buffer.concat(chunks).toString("utf8");
      const params = decodeForm(req.method === "GET" || req.method === "DELETE" ? url.search.slice(1) : body);
      const auth = (req.headers.authorization ?? "").replace(/^Bearer\s+/i, "") || params.key;
      const key = req.method === "POST" ? req.headers["idempotency-key"] : undefined;
      const cached = typeof key === "string" ? idempotent.get(`${auth} ${key}`) : undefined;
      let answer;
      if (cached) answer = cached;
      else {
        const result = route(req.method ?? "GET", url.pathname, params, auth);
        answer = { status: result.status, body: JSON.stringify(result.body) };
        if (typeof key === "string" && result.status < 500) idempotent.set(`${auth} ${key}`, answer);
      }
      res.writeHead(answer.status, {
        "content-type": "application/json",
        "request-id": id("req"),
        "access-control-allow-origin": "*",
      });
      res.end(answer.body);
    });
  });
  await new Promise((resolve) => server.listen(options.port ?? 0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    url: base,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
