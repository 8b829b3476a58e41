import { useEffect, useState } from "react";
import type { AdminAuditEntryDto } from "../../../../../common/api/admin.ts";
import { ADMIN_AUDIT_ACTIONS, ADMIN_AUDITED_FIELDS } from "../../../../../common/vocabulary.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { PagerButtons } from "../../../components/ui/pager.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table.tsx";
import type { Dictionary } from "../../../i18n/en.ts";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { type AuditFilters, useAuditLog } from "../api/use-admin.ts";
import { EnumFilter } from "./admin-select.tsx";
import { formatDateTime } from "./present.ts";

const FILTER_DELAY_MS = 300;

function showValue(value: unknown, t: Dictionary): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "boolean") return value ? t.common.yes : t.common.no;
  if (typeof value === "string" && value in t.values.tier)
    return t.values.tier[value as keyof Dictionary["values"]["tier"]];
  return String(value);
}

/** "Subscription: Trial → Professional", one line per field; a password only as "password changed". */
function ChangeList({ entry }: { entry: AdminAuditEntryDto }) {
  const { t } = useI18n();
  const lines = ADMIN_AUDITED_FIELDS.flatMap((field) => {
    if (field === "password")
      return entry.changes.password ? [`${t.admin.fields.password}: ${t.admin.passwordChanged}`] : [];
    const change = entry.changes[field];
    return change ? [`${t.admin.fields[field]}: ${showValue(change.from, t)} → ${showValue(change.to, t)}`] : [];
  });
  if (lines.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <ul className="space-y-0.5">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** The admin audit log: read-only, filtered by admin, user, action and dates, newest first. */
export function AuditLogPanel() {
  const { t, locale } = useI18n();
  const [text, setText] = useState({ admin: "", target: "" });
  const [filters, setFilters] = useState<AuditFilters>({ page: 1 });
  const { data, error, isLoading } = useAuditLog(true, filters);

  useEffect(() => {
    const timer = setTimeout(() => {
      const admin = text.admin.trim() || undefined;
      const target = text.target.trim() || undefined;
      setFilters((f) => (f.admin === admin && f.target === target ? f : { ...f, admin, target, page: 1 }));
    }, FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const page = data?.page ?? 1;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Card aria-labelledby="admin-audit-title">
      <CardHeader>
        <CardTitle id="admin-audit-title">{t.admin.auditTitle}</CardTitle>
        <CardDescription>{t.admin.auditDescription}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="audit-admin">{t.admin.auditAdmin}</Label>
            <Input
              id="audit-admin"
              value={text.admin}
              onChange={(e) => setText((v) => ({ ...v, admin: e.target.value }))}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="audit-target">{t.admin.auditTarget}</Label>
            <Input
              id="audit-target"
              value={text.target}
              onChange={(e) => setText((v) => ({ ...v, target: e.target.value }))}
            />
          </div>
          <EnumFilter
            id="audit-action"
            label={t.admin.auditAction}
            allLabel={t.admin.allActions}
            options={ADMIN_AUDIT_ACTIONS}
            optionLabel={(action) => t.admin.actions[action]}
            value={filters.action}
            onChange={(action) => setFilters((f) => ({ ...f, action, page: 1 }))}
          />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="audit-from">{t.admin.auditFrom}</Label>
            <Input
              id="audit-from"
              type="date"
              value={filters.from ?? ""}
              onChange={(e) => setFilters((f) => ({ ...f, from: e.target.value || undefined, page: 1 }))}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="audit-to">{t.admin.auditTo}</Label>
            <Input
              id="audit-to"
              type="date"
              value={filters.to ?? ""}
              onChange={(e) => setFilters((f) => ({ ...f, to: e.target.value || undefined, page: 1 }))}
            />
          </div>
        </div>

        {error && !data ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            {t.admin.fetchAuditFailed}
          </p>
        ) : isLoading && !data ? (
          <Spinner label={t.common.loading} />
        ) : !data || data.entries.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">{t.admin.noAudit}</p>
        ) : (
          <Table aria-label={t.admin.auditTitle} className="min-w-[48rem]">
            <TableHeader>
              <tr>
                <TableHead>{t.admin.auditWhen}</TableHead>
                <TableHead>{t.admin.auditWho}</TableHead>
                <TableHead>{t.admin.auditWhom}</TableHead>
                <TableHead>{t.admin.auditAction}</TableHead>
                <TableHead>{t.admin.auditChanges}</TableHead>
                <TableHead>{t.admin.auditRequest}</TableHead>
              </tr>
            </TableHeader>
            <TableBody>
              {data.entries.map((entry) => (
                <TableRow key={entry.id} data-testid="audit-row" className="align-top">
                  <TableCell className="whitespace-nowrap text-slate-600">
                    {formatDateTime(entry.createdAt, locale)}
                  </TableCell>
                  <TableCell className="break-all">{entry.adminEmail}</TableCell>
                  <TableCell className="break-all">{entry.targetEmail}</TableCell>
                  <TableCell className="whitespace-nowrap">{t.admin.actions[entry.action]}</TableCell>
                  <TableCell className="text-xs">
                    <ChangeList entry={entry} />
                  </TableCell>
                  <TableCell className="font-mono text-xs text-slate-500" title={entry.requestId}>
                    {entry.requestId.slice(0, 8)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}

        {data && data.total > data.pageSize && (
          <nav className="flex items-center justify-between gap-3 text-sm" aria-label={t.admin.auditTitle}>
            <p className="text-slate-600">{format(t.admin.pageOf, { page, pages })}</p>
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
    </Card>
  );
}
