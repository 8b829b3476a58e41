import { lt } from "drizzle-orm";
import { retainedPayments } from "../../db/schema/admin.ts";
import type { Deps } from "../../lib/deps.ts";

/**
 * Accounting retention of a deleted account's payments, counted from the end of the year of payment: Brazil's tax
 * authority may assess for five years from the first day of the following year (CTN art. 173 I), longer than the US
 * federal default of three (26 U.S.C. §6501(a)). Decision 019.
 */
export const RETENTION_YEARS = 5;

/** Removes retained payments whose retention period has ended (run by the daily job); returns how many. */
export async function purgeExpiredPayments(deps: Deps, now: Date): Promise<number> {
  const gone = await deps.db
    .delete(retainedPayments)
    .where(lt(retainedPayments.retainUntil, now))
    .returning({ id: retainedPayments.id });
  return gone.length;
}
