import { env } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import type { ReminderSettingsDto } from "../../../common/api/cases.ts";
import { createDeps } from "../../lib/deps.ts";
import { httpEmailProvider } from "../../providers/email/email.ts";
import { outboxFor, signedInUser } from "../../test/helpers.ts";
import { offsetFor, sendDeadlineReminders } from "./reminders.service.ts";
import { body, createCustomDeadline, dayFromToday, runCron } from "./test-support.ts";

const isReminder = (subject: string) => /^(Prazo|Deadline|\d+ (prazos|deadlines))/.test(subject);

async function reminders(email: string) {
  return (await outboxFor(email)).filter((m) => isReminder(m.subject));
}

describe("offsetFor", () => {
  it("picks the nearest reminder offset not below the days left, none when past or beyond a week", () => {
    expect([8, 7, 6, 5, 4, 3, 2, 1, 0, -1].map(offsetFor)).toEqual([null, 7, 7, 7, 7, 3, 3, 1, 0, null]);
  });
});

describe("the daily cron's deadline reminders", () => {
  it("e-mails a reminder once per deadline and offset, in the user's language, and a second run sends none", async () => {
    const { client: c, email } = await signedInUser({ language: "pt" });
    await c.request("/api/reminder-settings", { method: "PATCH", json: { language: "pt" } });
    const now = new Date();
    for (const offset of [7, 3, 1, 0, 5, 10]) {
      await createCustomDeadline(c, dayFromToday(offset, "America/Sao_Paulo", now), {
        title: `Prazo em ${offset}`,
        court: "TJSP",
      });
    }
    await runCron(now);
    const first = await reminders(email);
    expect(first.length).toBe(1);
    expect(first[0]?.subject).toBe("5 prazos se aproximam");
    for (const offset of [0, 1, 3, 5, 7]) expect(first[0]?.text).toContain(`Prazo em ${offset} — `);
    expect(first[0]?.text).not.toContain("Prazo em 10");
    expect(first[0]?.text).toContain("vence hoje");

    await runCron(now);
    expect((await reminders(email)).length).toBe(1);

    // Two days later: 3 → 1 day left (offset 1) and 5 → 3 days left (offset 3) are new; 7 → 5 days left already had
    // its 7-day reminder.
    const later = new Date(now.getTime() + 2 * 86_400_000);
    await runCron(later);
    await runCron(later);
    const second = await reminders(email);
    expect(second.length).toBe(2);
    expect(second[0]?.subject).toBe("2 prazos se aproximam");
    expect(second[0]?.text).toContain("Prazo em 3 — ");
    expect(second[0]?.text).toContain("Prazo em 5 — ");
  });

  it("sends nothing to a user who turned reminders off, or for a deadline marked done", async () => {
    const off = await signedInUser();
    const settings = await body<ReminderSettingsDto>(
      await off.client.request("/api/reminder-settings", { method: "PATCH", json: { remindersEnabled: false } }),
    );
    expect(settings).toEqual({ remindersEnabled: false, language: "en", offsets: [7, 3, 1, 0] });
    await createCustomDeadline(off.client, dayFromToday(1));

    const on = await signedInUser();
    const done = await createCustomDeadline(on.client, dayFromToday(1));
    await on.client.request(`/api/deadlines/${done.id}`, { method: "PATCH", json: { status: "done" } });

    await runCron(new Date());
    expect(await reminders(off.email)).toEqual([]);
    expect(await reminders(on.email)).toEqual([]);
  });

  it("writes a single reminder in English with the case, the rule and the day", async () => {
    const { client: c, email } = await signedInUser({ language: "en" });
    const due = dayFromToday(3, "America/New_York");
    await createCustomDeadline(c, due, { title: "Answer to complaint", court: "federal" });
    await runCron(new Date());
    const [mail] = await reminders(email);
    expect(mail?.subject).toBe("Deadline due in 3 days: Answer to complaint");
    expect(mail?.links).toContain("http://localhost/cases");
  });
});

describe("reminders through the HTTP e-mail API", () => {
  it("give their claim back when the API fails, so the next run sends them, once", async () => {
    const api = inject("emailApiUrl");
    const { client: c, email } = await signedInUser();
    await createCustomDeadline(c, dayFromToday(1), { title: "Retry me" });
    const through = (apiKey: string) => ({
      ...createDeps(env, { appUrl: "https://causa.example" }),
      email: () => httpEmailProvider({ apiUrl: `${api}/emails`, apiKey, from: "Causa <no-reply@causa.test>" }),
    });
    const sentTo = async () => {
      const sent = (await (await fetch(`${api}/sent`)).json()) as { body: { to: string[]; subject: string } }[];
      return sent.filter((m) => m.body.to.includes(email)).map((m) => m.body.subject);
    };

    expect((await sendDeadlineReminders(through("fail-key"))).reminders).toBe(0);
    expect(await sentTo()).toEqual([]);
    await sendDeadlineReminders(through("good-key"));
    expect(await sentTo()).toEqual(["Deadline due tomorrow: Retry me"]);
    await sendDeadlineReminders(through("good-key"));
    expect(await sentTo()).toEqual(["Deadline due tomorrow: Retry me"]);
  });
});
