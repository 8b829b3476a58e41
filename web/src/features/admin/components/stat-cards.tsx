import { BadgeCheck, CreditCard, FileText, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../../../components/ui/card.tsx";
import { Progress } from "../../../components/ui/progress.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { useAdminAnalytics } from "../api/use-admin.ts";
import { percent } from "./present.ts";

function StatCard({
  icon,
  label,
  value,
  testId,
  children,
}: {
  icon: ReactNode;
  label: string;
  value: number | string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-2 p-4 sm:p-5" data-testid={testId}>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium leading-tight text-slate-600">{label}</p>
        <span className="text-navy-600" aria-hidden>
          {icon}
        </span>
      </div>
      <p className="font-serif text-2xl font-semibold text-navy-900 sm:text-3xl" data-testid={`${testId}-value`}>
        {value}
      </p>
      {children}
    </Card>
  );
}

/** The four figures at the top of the console: users (and this week's), documents, paid and verified users. */
export function StatCards() {
  const { t, locale } = useI18n();
  const { data, error, isLoading } = useAdminAnalytics(true);
  if (error && !data) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        {t.admin.fetchAnalyticsFailed}
      </p>
    );
  }
  const n = (value: number | undefined) => (isLoading || value === undefined ? "…" : value.toLocaleString(locale));
  const total = data?.totalUsers ?? 0;
  const paidShare = percent(data?.paidUsers ?? 0, total);
  const verifiedShare = percent(data?.verifiedUsers ?? 0, total);
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-busy={isLoading}>
      <StatCard
        icon={<Users className="h-5 w-5" />}
        label={t.admin.statTotalUsers}
        value={n(data?.totalUsers)}
        testId="stat-users"
      >
        <p className="text-xs text-slate-500">{format(t.admin.statRecentUsers, { count: n(data?.recentUsers) })}</p>
      </StatCard>
      <StatCard
        icon={<FileText className="h-5 w-5" />}
        label={t.admin.statDocuments}
        value={n(data?.totalDocumentsProcessed)}
        testId="stat-documents"
      >
        <p className="text-xs text-slate-500">{t.admin.statDocumentsHint}</p>
      </StatCard>
      <StatCard
        icon={<CreditCard className="h-5 w-5" />}
        label={t.admin.statPaid}
        value={n(data?.paidUsers)}
        testId="stat-paid"
      >
        <Progress value={paidShare} label={format(t.admin.statShare, { percent: paidShare })} />
        <p className="text-xs text-slate-500">{format(t.admin.statShare, { percent: paidShare })}</p>
      </StatCard>
      <StatCard
        icon={<BadgeCheck className="h-5 w-5" />}
        label={t.admin.statVerified}
        value={n(data?.verifiedUsers)}
        testId="stat-verified"
      >
        <Progress value={verifiedShare} label={format(t.admin.statShare, { percent: verifiedShare })} />
        <p className="text-xs text-slate-500">{format(t.admin.statShare, { percent: verifiedShare })}</p>
      </StatCard>
    </div>
  );
}
