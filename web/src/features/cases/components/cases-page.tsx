import { CalendarOff, CalendarPlus, FolderPlus, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { PageContainer, PageHeader } from "../../../components/ui/page.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { useCases } from "../api/use-cases.ts";
import { useDeadlineActions, useDeadlines } from "../api/use-deadlines.ts";
import { CaseDialog } from "./case-dialog.tsx";
import { CaseList } from "./case-list.tsx";
import { ClosedDaysDialog } from "./closed-days-dialog.tsx";
import { CountersRow } from "./counters-row.tsx";
import { DeadlineDialog } from "./deadline-dialog.tsx";
import { RecentDeadlines } from "./recent-deadlines.tsx";
import { SettingsCard } from "./settings-card.tsx";
import { ToConfirmSection } from "./to-confirm-section.tsx";
import { UrgentBanner } from "./urgent-banner.tsx";

type OpenDialog = "case" | "deadline" | "closedDays" | null;

/** /cases (docs/requirements.md §2): the lawyer's daily screen of cases and deadlines. */
export default function CasesPage() {
  const { t } = useI18n();
  const { toast } = useToast();
  const cases = useCases();
  const deadlines = useDeadlines();
  const deadlineActions = useDeadlineActions();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      const result = await deadlineActions.refreshAll();
      toast({
        title: t.cases.refreshed,
        description: format(t.cases.refreshedBody, { recomputed: result.recomputed, changed: result.changed.length }),
        variant: "success",
      });
    } catch {
      toast({ title: t.cases.refreshFailed, variant: "destructive" });
    } finally {
      setRefreshing(false);
    }
  };
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };

  return (
    <PageContainer>
      <PageHeader
        title={t.nav.cases}
        description={t.cases.description}
        actions={
          <>
            <Button onClick={() => setDialog("case")}>
              <FolderPlus className="h-4 w-4" aria-hidden />
              {t.cases.newCase}
            </Button>
            <Button onClick={() => setDialog("deadline")}>
              <CalendarPlus className="h-4 w-4" aria-hidden />
              {t.cases.newDeadline}
            </Button>
            <Button variant="secondary" onClick={refresh} disabled={refreshing}>
              <RefreshCw className={refreshing ? "h-4 w-4 animate-spin" : "h-4 w-4"} aria-hidden />
              {refreshing ? t.cases.updating : t.cases.updateDeadlines}
            </Button>
            <Button variant="ghost" onClick={() => setDialog("closedDays")}>
              <CalendarOff className="h-4 w-4" aria-hidden />
              {t.cases.closedDaysButton}
            </Button>
          </>
        }
      />
      {deadlines.data && <UrgentBanner deadlines={deadlines.data} />}
      <CountersRow cases={cases.data} deadlines={deadlines.data} />
      {deadlines.data && <ToConfirmSection deadlines={deadlines.data} />}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <RecentDeadlines deadlines={deadlines.data} failed={Boolean(deadlines.error)} />
        </div>
        <div className="lg:col-span-2">
          <CaseList cases={cases.data} failed={Boolean(cases.error)} />
        </div>
      </div>
      <SettingsCard />
      {dialog === "case" && <CaseDialog open onOpenChange={close} />}
      {dialog === "deadline" && <DeadlineDialog open onOpenChange={close} cases={cases.data ?? []} />}
      {dialog === "closedDays" && <ClosedDaysDialog open onOpenChange={close} />}
    </PageContainer>
  );
}
