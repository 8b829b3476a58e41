import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import type { AdminUserDto } from "../../../../../common/api/admin.ts";
import { ADMIN_SETTABLE_TIERS } from "../../../../../common/vocabulary.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { PagerButtons } from "../../../components/ui/pager.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { type UserFilters, useAdminUsers } from "../api/use-admin.ts";
import { AdminSelect, EnumFilter } from "./admin-select.tsx";
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
          <EnumFilter
            id="admin-tier-filter"
            label={t.admin.tierFilter}
            allLabel={t.admin.allTiers}
            options={ADMIN_SETTABLE_TIERS}
            optionLabel={(tier) => t.values.tier[tier]}
            value={filters.tier}
            onChange={(tier) => setFilters((f) => ({ ...f, tier, page: 1 }))}
          />
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
            <PagerButtons
              page={page}
              pages={pages}
              onPage={(next) => setFilters((f) => ({ ...f, page: next }))}
              previousLabel={t.admin.previous}
              nextLabel={t.admin.next}
            />
          </nav>
        )}
      </CardContent>
      <UserDetailDialog userId={viewing} onClose={() => setViewing(null)} />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}
