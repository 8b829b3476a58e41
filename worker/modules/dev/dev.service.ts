import { desc, eq } from "drizzle-orm";
import { outbox } from "../../db/schema/system.ts";
import type { Deps } from "../../lib/deps.ts";

/** The last 50 e-mails the outbox provider kept for one address, newest first. */
export async function listOutbox(deps: Deps, to: string) {
  const rows = await deps.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt)).limit(50);
  return rows.map((r) => ({
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    links: r.links,
    createdAt: r.createdAt,
  }));
}
