import useSWR, { useSWRConfig } from "swr";
import type { AdminAuditQuery, AdminUpdateUserInput, AdminUsersQuery } from "../../../../../common/api/admin.ts";
import { api, call } from "../../../lib/api.ts";

/** Filters as the screen holds them (every value optional; the API fills in the defaults). */
export type UserFilters = Partial<Pick<AdminUsersQuery, "search" | "tier" | "verified" | "page">>;
export type AuditFilters = Partial<Pick<AdminAuditQuery, "admin" | "target" | "action" | "from" | "to" | "page">>;

/** SWR keys of the admin console; every key is null unless `enabled`, so a non-admin's browser sends nothing. */
export const adminKeys = {
  all: (key: unknown) => Array.isArray(key) && key[0] === "admin",
  analytics: (enabled: boolean) => (enabled ? (["admin", "analytics"] as const) : null),
  users: (enabled: boolean, filters: UserFilters) => (enabled ? (["admin", "users", filters] as const) : null),
  user: (id: string | null) => (id ? (["admin", "user", id] as const) : null),
  audit: (enabled: boolean, filters: AuditFilters) => (enabled ? (["admin", "audit", filters] as const) : null),
};

/** Query strings: the typed client sends strings; empty values are left out. */
function query<T extends Record<string, unknown>>(values: T): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== "") out[key] = String(value);
  }
  return out;
}

export function useAdminAnalytics(enabled: boolean) {
  return useSWR(adminKeys.analytics(enabled), () => call(api.api.admin.analytics.$get()));
}

export function useAdminUsers(enabled: boolean, filters: UserFilters) {
  return useSWR(adminKeys.users(enabled, filters), () => call(api.api.admin.users.$get({ query: query(filters) })), {
    keepPreviousData: true,
  });
}

export function useAdminUser(id: string | null) {
  return useSWR(adminKeys.user(id), ([, , userId]) => call(api.api.admin.users[":id"].$get({ param: { id: userId } })));
}

export function useAuditLog(enabled: boolean, filters: AuditFilters) {
  return useSWR(
    adminKeys.audit(enabled, filters),
    () => call(api.api.admin["audit-log"].$get({ query: query(filters) })),
    { keepPreviousData: true },
  );
}

/** PATCH and DELETE, each refreshing every admin query afterwards (lists, figures, the audit log). */
export function useAdminMutations() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(adminKeys.all);
  return {
    async updateUser(id: string, input: AdminUpdateUserInput) {
      const updated = await call(api.api.admin.users[":id"].$patch({ param: { id }, json: input }));
      await refresh();
      return updated;
    },
    async deleteUser(id: string) {
      const result = await call(api.api.admin.users[":id"].$delete({ param: { id } }));
      await refresh();
      return result;
    },
  };
}
