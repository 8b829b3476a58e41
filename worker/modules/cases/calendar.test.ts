import { SELF } from "cloudflare:test";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { CalendarFeedDto } from "../../../common/api/cases.ts";
import { signedInUser } from "../../test/helpers.ts";
import { body, createCase, createComputedDeadline, createCustomDeadline } from "./test-support.ts";

/** Fetches a feed URL as a calendar app would: no cookie, no Origin. */
function subscribe(url: string): Promise<Response> {
  const { pathname } = new URL(url);
  return SELF.fetch(`http://causa.test${pathname}`);
}

describe("GET /api/calendar/:token.ics", () => {
  it("serves an RFC 5545 calendar of pending deadlines as all-day events with stable UIDs, the rule and the case", async () => {
    const { client: c } = await signedInUser({ language: "pt" });
    const matter = await createCase(c, { title: "Silva v. Souza" });
    const computed = await createComputedDeadline(c, undefined, { caseId: matter.id });
    const custom = await createCustomDeadline(c, "2030-06-03", { title: "Audiência" });
    const done = await createCustomDeadline(c, "2030-06-04", { title: "Feito" });
    await c.request(`/api/deadlines/${done.id}`, { method: "PATCH", json: { status: "done" } });

    const { url } = await body<CalendarFeedDto>(await c.request("/api/calendar"));
    expect(url).toMatch(/^http:\/\/causa\.test\/api\/calendar\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.ics$/);
    expect((await body<CalendarFeedDto>(await c.request("/api/calendar"))).url).toBe(url);

    const res = await subscribe(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/calendar");
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.uid).sort()).toEqual([`${computed.id}@causa.test`, `${custom.id}@causa.test`].sort());
    const appeal = events.find((e) => e.uid.startsWith(computed.id));
    expect(appeal?.startDate.isDate).toBe(true);
    expect(appeal?.startDate.toString()).toBe("2025-04-01");
    expect(appeal?.endDate.toString()).toBe("2025-04-02");
    expect(appeal?.description).toContain(`Regra: ${computed.ruleName}`);
    expect(appeal?.description).toContain("Processo: Silva v. Souza");

    // The same deadline keeps its UID when the feed is fetched again.
    const again = new ICAL.Component(ICAL.parse(await (await subscribe(url)).text()));
    expect(again.getAllSubcomponents("vevent").map((v) => v.getFirstPropertyValue("uid"))).toEqual(
      calendar.getAllSubcomponents("vevent").map((v) => v.getFirstPropertyValue("uid")),
    );
  });

  it("rotates the secret: the old URL answers 404, the new one works", async () => {
    const { client: c } = await signedInUser();
    const old = (await body<CalendarFeedDto>(await c.request("/api/calendar"))).url;
    const rotated = await body<CalendarFeedDto>(await c.request("/api/calendar/rotate", { method: "POST" }));
    expect(rotated.url).not.toBe(old);
    expect((await subscribe(old)).status).toBe(404);
    expect((await subscribe(rotated.url)).status).toBe(200);
    expect((await body<CalendarFeedDto>(await c.request("/api/calendar"))).url).toBe(rotated.url);
  });

  it("answers 404 to an unknown or forged token", async () => {
    const { client: c } = await signedInUser();
    const { url } = await body<CalendarFeedDto>(await c.request("/api/calendar"));
    const [feedId] = new URL(url).pathname.replace("/api/calendar/", "").split(".");
    expect((await subscribe(`http://x/api/calendar/${feedId}.AAAA.ics`)).status).toBe(404);
    expect((await subscribe(`http://x/api/calendar/${feedId}.ics`)).status).toBe(404);
    expect((await subscribe("http://x/api/calendar/nothing.here.ics")).status).toBe(404);
  });
});
