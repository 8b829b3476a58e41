import { PageContainer, PageHeader } from "../../../components/ui/page.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { useUser } from "../../auth/api/use-user.ts";

export default function DashboardPage() {
  const { t } = useI18n();
  const { user } = useUser();
  return (
    <PageContainer>
      <PageHeader title={`${t.nav.dashboard} — ${user?.firstName ?? ""}`} />
    </PageContainer>
  );
}
