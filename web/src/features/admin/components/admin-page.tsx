import { ShieldAlert } from "lucide-react";
import { Card } from "../../../components/ui/card.tsx";
import { PageContainer, PageHeader } from "../../../components/ui/page.tsx";
import { useUser } from "../../../hooks/use-user.ts";
import { useI18n } from "../../../i18n/i18n.tsx";
import { AdminTabs } from "./admin-tabs.tsx";
import { AuditLogPanel } from "./audit-log-panel.tsx";
import { CourtCalendarPanel } from "./court-calendar-panel.tsx";
import { StatCards } from "./stat-cards.tsx";
import { UsersPanel } from "./users-panel.tsx";

function AccessDenied() {
  const { t } = useI18n();
  return (
    <PageContainer>
      <Card className="mx-auto flex max-w-md flex-col items-center gap-3 p-8 text-center" data-testid="access-denied">
        <ShieldAlert className="h-10 w-10 text-red-700" aria-hidden />
        <h1 className="font-serif text-2xl font-semibold text-navy-900">{t.admin.accessDenied}</h1>
        <p className="text-slate-600">{t.admin.accessDeniedBody}</p>
      </Card>
    </PageContainer>
  );
}

/**
 * /admin: admins see the figures, the users, the audit log and the court calendar; anyone else sees 'Access Denied' and none of the
 * admin queries is ever sent (the components that send them are not mounted). The server checks again on every call.
 */
export default function AdminPage() {
  const { t } = useI18n();
  const { user } = useUser();
  if (!user?.isAdmin) return <AccessDenied />;
  return (
    <PageContainer>
      <PageHeader title={t.admin.title} description={t.admin.description} />
      <StatCards />
      <AdminTabs
        label={t.admin.title}
        defaultValue="users"
        tabs={[
          { value: "users", label: t.admin.tabUsers, content: <UsersPanel currentUserId={user.id} /> },
          { value: "audit", label: t.admin.tabAudit, content: <AuditLogPanel /> },
          { value: "calendar", label: t.courtCalendar.tab, content: <CourtCalendarPanel /> },
        ]}
      />
    </PageContainer>
  );
}
