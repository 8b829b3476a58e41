import { PageContainer, PageHeader } from "../../../components/ui/page.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";

export default function CheckoutPage() {
  const { t } = useI18n();
  return (
    <PageContainer>
      <PageHeader title={t.nav.pricing} />
    </PageContainer>
  );
}
