import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import type { CaseDto } from "../../../../../common/api/cases.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { useCaseActions } from "../api/use-cases.ts";
import { CaseDialog } from "./case-dialog.tsx";
import { useAction } from "./use-action.ts";

const STATUS_TONE = { active: "success", suspended: "warning", closed: "neutral", archived: "neutral" } as const;

function CaseItem({ item }: { item: CaseDto }) {
  const { t } = useI18n();
  const actions = useCaseActions();
  const run = useAction();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // docs/requirements.md §2: a case without a status reads 'Active'.
  const status = item.status ?? "active";
  return (
    <li className="space-y-1 py-3" data-testid="case-item">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 font-medium text-navy-900">{item.title}</p>
        <Badge tone={STATUS_TONE[status]}>{t.cases.status[status]}</Badge>
      </div>
      <p className="text-sm text-slate-600">{item.description || t.cases.noDescription}</p>
      <p className="flex flex-wrap gap-x-3 text-xs text-slate-500">
        {item.caseNumber && <span className="tabular-nums">{item.caseNumber}</span>}
        {item.courtName && <span>{item.courtName}</span>}
        {item.client && <span>{item.client}</span>}
        <span>
          {item.documentCount === 1
            ? t.cases.documentsOne
            : format(t.cases.documentsCount, { count: item.documentCount })}
        </span>
        <span data-testid="case-deadline-count">
          {item.deadlineCount === 1
            ? t.cases.deadlinesOne
            : format(t.cases.deadlinesCount, { count: item.deadlineCount })}
        </span>
      </p>
      <div className="flex justify-end gap-1">
        <Button
          size="sm"
          variant="ghost"
          aria-label={format(t.cases.editCaseOf, { title: item.title })}
          onClick={() => setEditing(true)}
        >
          <Pencil className="h-4 w-4" aria-hidden />
          {t.cases.edit}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700 hover:bg-red-50"
          aria-label={format(t.cases.deleteCaseOf, { title: item.title })}
          onClick={() => setConfirmDelete(true)}
        >
          <Trash2 className="h-4 w-4" aria-hidden />
          {t.common.delete}
        </Button>
      </div>
      {editing && <CaseDialog open={editing} onOpenChange={setEditing} existing={item} />}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t.cases.deleteCaseTitle}
        description={format(t.cases.deleteCaseConfirm, { title: item.title })}
        confirmLabel={t.common.delete}
        cancelLabel={t.common.cancel}
        onConfirm={() => run(() => actions.remove(item.id), { title: t.cases.caseDeleted })}
      />
    </li>
  );
}

export function CaseList({ cases, failed }: { cases?: CaseDto[]; failed: boolean }) {
  const { t } = useI18n();
  return (
    <Card aria-labelledby="cases-title" data-testid="case-list">
      <CardHeader>
        <CardTitle id="cases-title">{t.cases.casesTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        {failed && !cases ? (
          <p role="alert" className="text-sm text-red-700">
            {t.cases.casesFailed}
          </p>
        ) : !cases ? (
          <Spinner label={t.common.loading} />
        ) : cases.length === 0 ? (
          <div className="py-6 text-center" data-testid="cases-empty">
            <p className="font-medium text-slate-800">{t.cases.noCases}</p>
            <p className="text-sm text-slate-600">{t.cases.noCasesHint}</p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {cases.map((c) => (
              <CaseItem key={c.id} item={c} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
