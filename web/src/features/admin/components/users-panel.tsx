import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import type { AdminUserDto } from "../../../../../common/api/admin.ts";
import { ADMIN_SETTABLE_TIERS, type AdminSettableTier } from "../../../../../common/vocabulary.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Input, Label } from "../../../components/ui/input.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { type UserFilters, useAdminUsers } from "../api/use-admin.ts";
import { AdminSelect } from "./admin-select.tsx";
import { DeleteUserDialog } from "./delete-user-dialog.tsx";
import { EditUserDialog } from "./edit-user-dialog.tsx";
import { UserDetailDialog } from "./user-detail-dialog.tsx";
import { UsersTable } from "./users-table.tsx";

const SEARCH_DELAY_MS = 300;

/** The user list with search, the tier and verification filters, paging, and the view / edit / delete dialogs. */
export function UsersPanel({ currentUserId }: { currentUserId: string }) {
  const { t } = useI18n();
  const [searchText, setSearchText] = useState("");
  const [filters, setFilters] = useState<UserFilters>({ page: 1 });
  const [viewing, setViewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<AdminUserDto | null>(null);
  const [deleting, setDeleting] = useState<AdminUserDto | null>(null);
  const { data, error, isLoading, isValidating } = useAdminUsers(true, filters);

  // Typing waits a moment before asking, so each keystroke is not a request.
  useEffect(() => {
    const timer = setTimeout(() => {
      const search = searchText.trim() || undefined;
      setFilters((f) => (f.search === search ? f : { ...f, search, page: 1 }));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const page = data?.page ?? filters.page ?? 1;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Card aria-labelledby="admin-users-title">
      <CardHeader>
        <CardTitle id="admin-users-title">{t.admin.usersTitle}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-3 md:grid-cols-[1fr_12rem_12rem]">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="admin-search">{t.admin.searchLabel}</Label>
            <div className="relative">
              <Search className="pointer-events-none absolute left-3 top-3 h-4 w-4 text-slate-400" aria-hidden />
              <Input
                id="admin-search"
                type="search"
                className="pl-9"
                placeholder={t.admin.searchPlaceholder}
                value={searchText}
                onChange={(e) => setSearchText(e.target.value)}
              />
            </div>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="admin-tier-filter">{t.admin.tierFilter}</Label>
            <AdminSelect
              id="admin-tier-filter"
              value={filters.tier ?? ""}
              onChange={(e) =>
                setFilters((f) => ({
                  ...f,
                  tier: (e.target.value || undefined) as AdminSettableTier | undefined,
                  page: 1,
                }))
              }
            >
              <option value="">{t.admin.allTiers}</option>
              {ADMIN_SETTABLE_TIERS.map((tier) => (
                <option key={tier} value={tier}>
                  {t.values.tier[tier]}
                </option>
              ))}
            </AdminSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="admin-verified-filter">{t.admin.verifiedFilter}</Label>
            <AdminSelect
              id="admin-verified-filter"
              value={filters.verified === undefined ? "" : String(filters.verified)}
              onChange={(e) =>
                setFilters((f) => ({
                  ...f,
                  verified: e.target.value === "" ? undefined : e.target.value === "true",
                  page: 1,
                }))
              }
            >
              <option value="">{t.admin.allVerification}</option>
              <option value="true">{t.admin.verifiedOnly}</option>
              <option value="false">{t.admin.unverifiedOnly}</option>
            </AdminSelect>
          </div>
        </div>

        {error && !data ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            {t.admin.fetchUsersFailed}
          </p>
        ) : isLoading && !data ? (
          <Spinner label={t.common.loading} />
        ) : !data || data.users.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600" data-testid="users-empty">
            {t.admin.noUsers}
          </p>
        ) : (
          <div aria-busy={isValidating} className={isValidating ? "opacity-70 transition-opacity" : undefined}>
            <UsersTable
              users={data.users}
              actions={{
                currentUserId,
                onView: (u) => setViewing(u.id),
                onEdit: setEditing,
                onDelete: setDeleting,
              }}
            />
          </div>
        )}

        {data && data.total > 0 && (
          <nav className="flex flex-wrap items-center justify-between gap-3 text-sm" aria-label={t.admin.usersTitle}>
            <p className="text-slate-600" data-testid="users-total">
              {data.total === 1 ? t.admin.totalUsersOne : format(t.admin.totalUsers, { count: data.total })} ·{" "}
              {format(t.admin.pageOf, { page, pages })}
            </p>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={page <= 1}
                onClick={() => setFilters((f) => ({ ...f, page: page - 1 }))}
              >
                {t.admin.previous}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= pages}
                onClick={() => setFilters((f) => ({ ...f, page: page + 1 }))}
              >
                {t.admin.next}
              </Button>
            </div>
          </nav>
        )}
      </CardContent>
      <UserDetailDialog userId={viewing} onClose={() => setViewing(null)} />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}
