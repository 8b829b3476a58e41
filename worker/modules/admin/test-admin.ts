import { env } from "cloudflare:test";
import { signedInUser } from "../../test/helpers.ts";

/** A signed-in user made admin directly in D1 (ADMIN_EMAILS holds one address; a test file needs several). */
export async function signedInAdmin(options: { language?: "en" | "pt"; firstName?: string } = {}) {
  const admin = await signedInUser(options);
  await env.DB.prepare("UPDATE users SET is_admin = 1 WHERE email = ?").bind(admin.email).run();
  return { ...admin, id: await userId(admin.email) };
}

export async function userId(email: string): Promise<string> {
  const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>();
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** Only this file's admins count as admins: the last-admin guard counts every admin in the database. */
export async function onlyTheseAdmins(ids: string[]) {
  const placeholders = ids.map(() => "?").join(", ");
  await env.DB.prepare(`UPDATE users SET is_admin = CASE WHEN id IN (${placeholders}) THEN 1 ELSE 0 END`)
    .bind(...ids)
    .run();
}
