import { lazy, type ReactNode, Suspense } from "react";
import { createBrowserRouter, Navigate, Outlet } from "react-router";
import { Spinner } from "../components/ui/spinner.tsx";
import { useUser } from "../hooks/use-user.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { paths } from "../lib/paths.ts";
import { Footer } from "./layout/footer.tsx";
import { Header } from "./layout/header.tsx";
import { RequireAuth } from "./require-auth.tsx";
import HomeRoute from "./routes/home.tsx";
import NotFoundRoute from "./routes/not-found.tsx";

const AuthPage = lazy(() => import("../features/auth/components/auth-page.tsx"));
const VerifyEmailPage = lazy(() => import("../features/auth/components/verify-email-page.tsx"));
const ResetPasswordPage = lazy(() => import("../features/auth/components/reset-password-page.tsx"));
const DashboardPage = lazy(() => import("./dashboard/dashboard-page.tsx"));
const CasesPage = lazy(() => import("../features/cases/components/cases-page.tsx"));
const AdminPage = lazy(() => import("../features/admin/components/admin-page.tsx"));
const LegalAiPage = lazy(() => import("../features/legal-ai/components/legal-ai-page.tsx"));
const CheckoutPage = lazy(() => import("../features/billing/components/checkout-page.tsx"));
const PaymentSuccessPage = lazy(() => import("../features/billing/components/payment-success-page.tsx"));

function Layout() {
  const { t } = useI18n();
  return (
    <div className="flex min-h-screen flex-col" id="top">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t.common.skipToContent}
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Suspense fallback={<Spinner label={t.common.loading} className="m-12" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}

function Protected({ children }: { children: ReactNode }) {
  return <RequireAuth>{children}</RequireAuth>;
}

/** /auth is for signed-out visitors; a signed-in one goes to the dashboard. */
function AuthRoute() {
  const { user } = useUser();
  return user ? <Navigate to={paths.home} replace /> : <AuthPage />;
}

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: paths.home, element: <HomeRoute /> },
      { path: paths.auth, element: <AuthRoute /> },
      { path: paths.verifyEmail, element: <VerifyEmailPage /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      {
        path: paths.documents,
        element: (
          <Protected>
            <DashboardPage />
          </Protected>
        ),
      },
      {
        path: paths.analytics,
        element: (
          <Protected>
            <DashboardPage />
          </Protected>
        ),
      },
      {
        path: paths.pricing,
        element: (
          <Protected>
            <DashboardPage />
          </Protected>
        ),
      },
      {
        path: paths.cases,
        element: (
          <Protected>
            <CasesPage />
          </Protected>
        ),
      },
      {
        path: paths.admin,
        element: (
          <Protected>
            <AdminPage />
          </Protected>
        ),
      },
      {
        path: paths.legalAi,
        element: (
          <Protected>
            <LegalAiPage />
          </Protected>
        ),
      },
      { path: paths.checkout, element: <CheckoutPage /> },
      { path: paths.paymentSuccess, element: <PaymentSuccessPage /> },
      { path: "*", element: <NotFoundRoute /> },
    ],
  },
]);
