import type { AdminUserDto } from "../../../../../common/api/admin.ts";

/** "Ana Souza", or the e-mail when the account has no name. */
export function displayName(user: Pick<AdminUserDto, "firstName" | "lastName" | "email">): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name || user.email;
}

export function formatDate(iso: string | null, locale: string): string {
  if (!iso) return "—";
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(iso));
}

export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "short" }).format(new Date(iso));
}

/** Share of a total as a whole percent (0 when there is no total). */
export function percent(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}
