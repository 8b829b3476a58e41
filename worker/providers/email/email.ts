import { drizzle } from "drizzle-orm/d1";
import { outbox } from "../../db/schema/system.ts";
import { AppError } from "../../lib/errors.ts";
import { newId } from "../../lib/ids.ts";
import { outboxEnabled, setting } from "../../lib/settings.ts";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface EmailProvider {
  readonly name: "outbox" | "http";
  send(message: EmailMessage): Promise<void>;
}

const LINK_PATTERN = /https?:\/\/[^\s"'<>]+/g;

/** Local default: messages are stored in D1 and listed at GET /api/dev/outbox. Nothing leaves the machine. */
export function outboxEmailProvider(db: D1Database): EmailProvider {
  return {
    name: "outbox",
    async send(message) {
      const links = [...new Set(message.text.match(LINK_PATTERN) ?? [])];
      await drizzle(db)
        .insert(outbox)
        .values({ id: newId("mail"), ...message, to: message.to.toLowerCase(), links });
    },
  };
}

/**
 * Production: any HTTP e-mail API that takes a Resend-style JSON body
 * ({ from, to: [..], subject, text, html }) with a bearer key.
 */
export function httpEmailProvider(options: {
  apiUrl: string;
  apiKey: string;
  from: string;
  fetcher?: typeof fetch;
}): EmailProvider {
  const fetcher = options.fetcher ?? fetch;
  return {
    name: "http",
    async send(message) {
      const response = await fetcher(options.apiUrl, {
        method: "POST",
        headers: { authorization: `Bearer ${options.apiKey}`, "content-type": "application/json" },
        body: JSON.stringify({
          from: options.from,
          to: [message.to],
          subject: message.subject,
          text: message.text,
          html: message.html,
        }),
      });
      if (!response.ok) {
        // The provider's body may contain account details: log the status only.
        console.error("email provider answered", response.status);
        throw new AppError("PROVIDER_ERROR");
      }
    },
  };
}

export function emailProviderFromEnv(env: Env): EmailProvider {
  if (setting(env, "EMAIL_PROVIDER") === "http") {
    const apiUrl = setting(env, "EMAIL_API_URL") ?? "https://api.resend.com/emails";
    const apiKey = setting(env, "EMAIL_API_KEY");
    if (!apiKey) throw new Error("EMAIL_PROVIDER=http needs EMAIL_API_KEY");
    return httpEmailProvider({ apiUrl, apiKey, from: setting(env, "EMAIL_FROM") ?? "Causa <no-reply@causa.app>" });
  }
  if (outboxEnabled(env)) return outboxEmailProvider(env.DB);
  throw new Error("EMAIL_PROVIDER must be 'http' (with EMAIL_API_KEY) in staging and production, or 'outbox' locally");
}
