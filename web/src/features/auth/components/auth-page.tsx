import { PageContainer, PageHeader } from "../../../components/ui/page.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";

export default function AuthPage() {
  const { t } = useI18n();
  return (
    <PageContainer>
      <PageHeader title={t.auth.title} description={t.auth.subtitle} />
    </PageContainer>
  );
}
