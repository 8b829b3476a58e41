import { sql } from "drizzle-orm";
import type { AuditChanges } from "../../../common/api/admin.ts";
import type { AdminAuditAction } from "../../../common/vocabulary.ts";
import { adminAuditLog } from "../../db/schema/admin.ts";
import type { User } from "../../db/schema/users.ts";
import type { Db } from "../../lib/deps.ts";
import { newId } from "../../lib/ids.ts";

/** Who acts, and the request that carries the action (its id goes into the audit row). */
export interface AdminActor {
  user: User;
  requestId: string;
}

export interface AuditEntry {
  action: AdminAuditAction;
  target: Pick<User, "id" | "email">;
  changes: AuditChanges;
}

/**
 * The INSERT of one audit row, to be sent in the same D1 batch as the change it records. It is written only when
 * the batch's previous statement changed exactly one row (SQLite's changes()), so a change refused by its own
 * guard (last admin, edited meanwhile) leaves no audit row, and an audit row never exists without its change.
 */
export function auditAfterChange(db: Db, actor: AdminActor, entry: AuditEntry, now: Date) {
  const id = newId("aud");
  const at = now.getTime();
  // Values in the table's column order (drizzle's INSERT … SELECT names every column).
  const statement = db.insert(adminAuditLog).select(sql`
    SELECT ${id}, ${actor.user.id}, ${actor.user.email}, ${entry.target.id}, ${entry.target.email}, ${entry.action},
           ${JSON.stringify(entry.changes)}, ${actor.requestId}, ${at}, ${at}
    WHERE changes() = 1`);
  return { id, statement };
}

/** True when the audit row `id` was written (its batch's guarded change went through). */
export function auditWritten(id: string): ReturnType<typeof sql> {
  return sql`EXISTS (SELECT 1 FROM admin_audit_log WHERE id = ${id})`;
}
