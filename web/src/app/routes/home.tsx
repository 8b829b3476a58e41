import { lazy, Suspense } from "react";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useUser } from "../../hooks/use-user.ts";
import { useI18n } from "../../i18n/i18n.tsx";

const AuthPage = lazy(() => import("../../features/auth/components/auth-page.tsx"));
const DashboardPage = lazy(() => import("../dashboard/dashboard-page.tsx"));

/** "/" shows the login/landing page while the session loads or when signed out, else the dashboard. */
export default function HomeRoute() {
  const { user, isLoading } = useUser();
  const { t } = useI18n();
  return (
    <Suspense fallback={<Spinner label={t.common.loading} className="m-12" />}>
      {user && !isLoading ? <DashboardPage /> : <AuthPage />}
    </Suspense>
  );
}
