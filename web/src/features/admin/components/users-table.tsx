import { Eye, Pencil, Trash2 } from "lucide-react";
import type { AdminUserDto } from "../../../../../common/api/admin.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { displayName, formatDate } from "./present.ts";

export interface UserActions {
  currentUserId: string;
  onView: (user: AdminUserDto) => void;
  onEdit: (user: AdminUserDto) => void;
  onDelete: (user: AdminUserDto) => void;
}

/** The plan badge: "basic" is presented as professional (older records). */
export function TierBadge({ tier }: { tier: AdminUserDto["subscriptionTier"] }) {
  const { t } = useI18n();
  const tone = tier === "trial" ? "neutral" : tier === "enterprise" ? "success" : "info";
  return (
    <Badge tone={tone} data-testid="tier-badge">
      {t.values.tier[tier]}
    </Badge>
  );
}

function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useI18n();
  return <Badge tone={verified ? "success" : "warning"}>{verified ? t.admin.verified : t.admin.unverified}</Badge>;
}

function NameCell({ user, isSelf }: { user: AdminUserDto; isSelf: boolean }) {
  const { t } = useI18n();
  const name = displayName(user);
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-1.5 font-medium text-navy-900">
        <span className="truncate">{name}</span>
        {isSelf && <span className="text-xs font-normal text-slate-500">({t.admin.you})</span>}
        {user.isAdmin && <Badge tone="info">{t.admin.adminBadge}</Badge>}
        {user.deleting && <Badge tone="danger">{t.admin.deletingBadge}</Badge>}
      </p>
      {name !== user.email && <p className="truncate text-xs text-slate-500">{user.email}</p>}
    </div>
  );
}

function RowActions({ user, actions }: { user: AdminUserDto; actions: UserActions }) {
  const { t } = useI18n();
  const isSelf = user.id === actions.currentUserId;
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={format(t.admin.view, { email: user.email })}
        onClick={() => actions.onView(user)}
      >
        <Eye className="h-4 w-4" aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={format(t.admin.edit, { email: user.email })}
        onClick={() => actions.onEdit(user)}
      >
        <Pencil className="h-4 w-4" aria-hidden />
      </Button>
      {!isSelf && (
        <Button
          variant="ghost"
          size="icon"
          className="text-red-700 hover:bg-red-50"
          aria-label={format(t.admin.delete, { email: user.email })}
          onClick={() => actions.onDelete(user)}
        >
          <Trash2 className="h-4 w-4" aria-hidden />
        </Button>
      )}
    </div>
  );
}

/** The user list: a table from the md breakpoint up, one card per user on a phone. */
export function UsersTable({ users, actions }: { users: AdminUserDto[]; actions: UserActions }) {
  const { t, locale } = useI18n();
  return (
    <>
      <div className="hidden md:block">
        <Table aria-label={t.admin.usersTitle}>
          <TableHeader>
            <tr>
              <TableHead>{t.admin.colUser}</TableHead>
              <TableHead>{t.admin.colSubscription}</TableHead>
              <TableHead className="text-right">{t.admin.colTrialLeft}</TableHead>
              <TableHead className="text-right">{t.admin.colDocuments}</TableHead>
              <TableHead>{t.admin.colVerified}</TableHead>
              <TableHead>{t.admin.colCreated}</TableHead>
              <TableHead>
                <span className="sr-only">{t.admin.colActions}</span>
              </TableHead>
            </tr>
          </TableHeader>
          <TableBody>
            {users.map((user) => (
              <TableRow key={user.id} data-testid="user-row" data-email={user.email}>
                <TableCell className="max-w-72">
                  <NameCell user={user} isSelf={user.id === actions.currentUserId} />
                </TableCell>
                <TableCell>
                  <TierBadge tier={user.subscriptionTier} />
                </TableCell>
                <TableCell className="text-right tabular-nums" data-testid="trial-left">
                  {user.trialDocumentsRemaining}
                </TableCell>
                <TableCell className="text-right tabular-nums">{user.documentCount}</TableCell>
                <TableCell>
                  <VerifiedBadge verified={user.emailVerified} />
                </TableCell>
                <TableCell className="whitespace-nowrap text-slate-600">{formatDate(user.createdAt, locale)}</TableCell>
                <TableCell>
                  <RowActions user={user} actions={actions} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label={t.admin.usersTitle}>
        {users.map((user) => (
          <li
            key={user.id}
            className="rounded-lg border border-slate-200 p-3"
            data-testid="user-card"
            data-email={user.email}
          >
            <div className="flex items-start justify-between gap-2">
              <NameCell user={user} isSelf={user.id === actions.currentUserId} />
              <TierBadge tier={user.subscriptionTier} />
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
              <dt className="text-slate-500">{t.admin.colTrialLeft}</dt>
              <dd className="text-right tabular-nums">{user.trialDocumentsRemaining}</dd>
              <dt className="text-slate-500">{t.admin.colDocuments}</dt>
              <dd className="text-right tabular-nums">{user.documentCount}</dd>
              <dt className="text-slate-500">{t.admin.colCreated}</dt>
              <dd className="text-right">{formatDate(user.createdAt, locale)}</dd>
            </dl>
            <div className="mt-2 flex items-center justify-between">
              <VerifiedBadge verified={user.emailVerified} />
              <RowActions user={user} actions={actions} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
