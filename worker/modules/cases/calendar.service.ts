import ICAL from "ical.js";
import type { CalendarFeedDto } from "../../../common/api/cases.ts";
import type { Language } from "../../../common/vocabulary.ts";
import type { User } from "../../db/schema/users.ts";
import type { Deps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";
import { base64Url } from "../../lib/ids.ts";
import { formatDay } from "./cases.emails.ts";
import { toDeadlineDto } from "./deadlines.dto.ts";
import { type DeadlineRow, listDeadlineRows } from "./deadlines.repo.ts";
import { claimFeedId, userIdByFeedId, userLanguage, writeSettings } from "./settings.repo.ts";

/**
 * The feed URL is <feed id>.<HMAC of it>: the id (random, stored) finds the user, the HMAC (keyed with
 * SESSION_SECRET, never stored) proves the URL was issued by us. A leaked database does not reveal working URLs;
 * rotation replaces the id, so the old URL finds no one.
 */
async function signature(env: Env, feedId: string): Promise<Uint8Array> {
  const secret = env.SESSION_SECRET?.trim();
  if (!secret) throw new Error("SESSION_SECRET must be set");
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`calendar-feed:${feedId}`));
  return new Uint8Array(mac);
}

async function urlFor(deps: Deps, feedId: string): Promise<CalendarFeedDto> {
  const token = `${feedId}.${base64Url(await signature(deps.env, feedId))}`;
  return { url: `${deps.appUrl}/api/calendar/${token}.ics` };
}

function newFeedId(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(18)));
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const bin = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
}

/** The user's feed URL, created on first request. */
export async function feedUrl(deps: Deps, actor: User): Promise<CalendarFeedDto> {
  return urlFor(deps, await claimFeedId(deps.db, actor.id, newFeedId()));
}

/** A new secret URL; the previous one answers 404 from now on. */
export async function rotateFeed(deps: Deps, actor: User): Promise<CalendarFeedDto> {
  const feedId = newFeedId();
  await writeSettings(deps.db, actor.id, { calendarFeedId: feedId });
  return urlFor(deps, feedId);
}

/** The owner of a feed token, or 404 NOT_FOUND (unknown, rotated or forged: indistinguishable). */
async function feedOwner(deps: Deps, token: string): Promise<string> {
  const [feedId, mac, ...rest] = token.split(".");
  const given = mac ? fromBase64Url(mac) : null;
  if (!feedId || !given || rest.length > 0) throw new AppError("NOT_FOUND");
  const expected = await signature(deps.env, feedId);
  if (given.byteLength !== expected.byteLength || !crypto.subtle.timingSafeEqual(given, expected)) {
    throw new AppError("NOT_FOUND");
  }
  const userId = await userIdByFeedId(deps.db, feedId);
  if (!userId) throw new AppError("NOT_FOUND");
  return userId;
}

const LABELS = {
  en: {
    calendar: "Causa — deadlines",
    toConfirm: "to confirm",
    rule: "Rule",
    case: "Case",
    document: "Document",
    open: "Open in Causa",
    due: "Due",
  },
  pt: {
    calendar: "Causa — prazos",
    toConfirm: "a confirmar",
    rule: "Regra",
    case: "Processo",
    document: "Documento",
    open: "Abrir no Causa",
    due: "Vencimento",
  },
} as const;

function eventFor(
  row: DeadlineRow,
  language: Language,
  host: string,
  appUrl: string,
  now: Date,
): ICAL.Component | null {
  const d = toDeadlineDto(row, language, now);
  if (!d.deadlineDate) return null;
  const t = LABELS[language];
  const event = new ICAL.Component("vevent");
  event.updatePropertyWithValue("uid", `${d.id}@${host}`);
  event.updatePropertyWithValue("dtstamp", ICAL.Time.fromJSDate(now, true));
  event.updatePropertyWithValue("last-modified", ICAL.Time.fromJSDate(new Date(d.updatedAt), true));
  // All-day (DTSTART;VALUE=DATE): a deadline is a court day, the same day in every viewer's time zone.
  const start = ICAL.Time.fromDateString(d.deadlineDate);
  const end = start.clone();
  end.adjust(1, 0, 0, 0);
  event.updatePropertyWithValue("dtstart", start);
  event.updatePropertyWithValue("dtend", end);
  const pending = d.confirmation === "to_confirm" ? ` (${t.toConfirm})` : "";
  event.updatePropertyWithValue("summary", `${d.title}${pending}`);
  const lines = [
    `${t.due}: ${formatDay(d.deadlineDate, language)}`,
    d.ruleName ? `${t.rule}: ${d.ruleName}${d.basis ? ` (${d.basis})` : ""}` : null,
    d.case ? `${t.case}: ${d.case.title}` : null,
    d.document ? `${t.document}: ${d.document.fileName}` : null,
    d.description,
    `${t.open}: ${appUrl}/cases`,
  ].filter((l): l is string => Boolean(l));
  event.updatePropertyWithValue("description", lines.join("\n"));
  event.updatePropertyWithValue("status", d.confirmation === "to_confirm" ? "TENTATIVE" : "CONFIRMED");
  event.updatePropertyWithValue("transp", "TRANSPARENT");
  event.updatePropertyWithValue("url", `${appUrl}/cases`);
  return event;
}

/** The RFC 5545 feed of a token's owner: every pending, dated deadline as an all-day event. */
export async function calendarFeed(deps: Deps, token: string): Promise<string> {
  const userId = await feedOwner(deps, token);
  const language = await userLanguage(deps.db, userId);
  if (!language) throw new AppError("NOT_FOUND");
  const now = deps.now();
  const host = new URL(deps.appUrl).hostname;
  const calendar = new ICAL.Component(["vcalendar", [], []]);
  calendar.updatePropertyWithValue("prodid", "-//Causa//Deadlines//EN");
  calendar.updatePropertyWithValue("version", "2.0");
  calendar.updatePropertyWithValue("calscale", "GREGORIAN");
  calendar.updatePropertyWithValue("method", "PUBLISH");
  calendar.updatePropertyWithValue("x-wr-calname", LABELS[language].calendar);
  for (const row of await listDeadlineRows(deps.db, userId, { status: "pending" })) {
    const event = eventFor(row, language, host, deps.appUrl, now);
    if (event) calendar.addSubcomponent(event);
  }
  return calendar.toString();
}
