import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deadlines } from "../../db/schema/cases.ts";
import { users } from "../../db/schema/users.ts";
import worker from "../../index.ts";
import { createDb } from "../../lib/deps.ts";

describe("the daily cron job", () => {
  it("raises the priority of a pending deadline as its date nears and leaves done ones alone", async () => {
    const db = createDb(env);
    const userId = `usr_cron${Date.now()}`;
    await db.insert(users).values({
      id: userId,
      email: `${userId}@firm.test`,
      passwordHash: "x",
      firstName: "Cron",
      lastName: "Test",
    });
    const now = new Date("2025-06-02T06:00:00Z");
    await db.insert(deadlines).values([
      { id: `${userId}a`, userId, title: "Contestação", priority: "low", deadlineDate: "2025-06-03" },
      { id: `${userId}b`, userId, title: "Réplica", priority: "low", deadlineDate: "2025-06-08" },
      { id: `${userId}c`, userId, title: "Feita", priority: "low", deadlineDate: "2025-06-03", status: "done" },
      { id: `${userId}d`, userId, title: "Sem data", priority: "medium", deadlineDate: null, needsStartDate: true },
    ]);
    const controller = createScheduledController({ scheduledTime: now, cron: "0 6 * * *" });
    const ctx = createExecutionContext();
    await worker.scheduled(controller, env, ctx);
    await waitOnExecutionContext(ctx);
    const rows = await db.select().from(deadlines).where(eq(deadlines.userId, userId));
    const byTitle = Object.fromEntries(rows.map((r) => [r.title, r.priority]));
    expect(byTitle).toEqual({ Contestação: "critical", Réplica: "high", Feita: "low", "Sem data": "medium" });
  });
});
