import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CalendarFeedDto } from "../../../common/api/cases.ts";
import { signedInUser, uploadForm, waitForDocument } from "../../test/helpers.ts";
import { SENTENCA_PT } from "../../test/texts.ts";
import { body, createCase, createCustomDeadline, dayFromToday, runCron } from "./test-support.ts";

/** Rows of the cases area that point at the user, directly or through one of the user's deadlines. */
async function casesRowsOf(userId: string, deadlineIds: string[]): Promise<Record<string, number>> {
  const count = async (sql: string, ...binds: string[]) =>
    (
      await env.DB.prepare(sql)
        .bind(...binds)
        .first<{ n: number }>()
    )?.n ?? 0;
  const marks = deadlineIds.map(() => "?").join(", ");
  return {
    cases: await count("SELECT count(*) AS n FROM cases WHERE user_id = ?", userId),
    case_documents: await count("SELECT count(*) AS n FROM case_documents WHERE user_id = ?", userId),
    deadlines: await count("SELECT count(*) AS n FROM deadlines WHERE user_id = ?", userId),
    deadline_settings: await count("SELECT count(*) AS n FROM deadline_settings WHERE user_id = ?", userId),
    deadline_reminders: await count(
      `SELECT count(*) AS n FROM deadline_reminders WHERE deadline_id IN (${marks})`,
      ...deadlineIds,
    ),
    court_closed_days: await count("SELECT count(*) AS n FROM court_closed_days WHERE user_id = ?", userId),
  };
}

describe("an account deleted by an admin", () => {
  it("takes its cases, attached documents, deadlines, reminder claims, settings and closed days with it; its feed answers 404", async () => {
    const lawyer = await signedInUser();
    const c = lawyer.client;
    const userId =
      (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(lawyer.email).first<{ id: string }>())?.id ??
      "";
    const upload = await c.request("/api/documents/upload", {
      method: "POST",
      body: uploadForm([{ name: "sentenca.txt", content: SENTENCA_PT }]),
    });
    const { id: documentId } = (await upload.json()) as { id: string };
    await waitForDocument(c, documentId);
    const matter = await createCase(c, { title: "Silva v. Souza" });
    await c.request(`/api/cases/${matter.id}/documents/${documentId}`, { method: "PUT" });
    const due = await createCustomDeadline(c, dayFromToday(1), { title: "Contestação", court: "TJSP" });
    await c.request("/api/court-closed-days", {
      method: "POST",
      json: { court: "TJSP", date: dayFromToday(20), reason: "Portaria 9/2026" },
    });
    const feed = await body<CalendarFeedDto>(await c.request("/api/calendar"));
    await runCron(new Date());
    const deadlineIds = (
      await env.DB.prepare("SELECT id FROM deadlines WHERE user_id = ?").bind(userId).all<{ id: string }>()
    ).results.map((r) => r.id);
    expect(deadlineIds).toContain(due.id);

    const before = await casesRowsOf(userId, deadlineIds);
    for (const table of Object.keys(before)) expect(before[table], table).toBeGreaterThan(0);

    const admin = await signedInUser();
    await env.DB.prepare("UPDATE users SET is_admin = 1 WHERE email = ?").bind(admin.email).run();
    const removed = await admin.client.request(`/api/admin/users/${userId}`, { method: "DELETE" });
    expect(removed.status).toBe(200);

    const after = await casesRowsOf(userId, deadlineIds);
    expect(after).toEqual(Object.fromEntries(Object.keys(before).map((table) => [table, 0])));
    const feedPath = new URL(feed.url).pathname;
    expect((await SELF.fetch(`http://causa.test${feedPath}`)).status).toBe(404);
  });
});
