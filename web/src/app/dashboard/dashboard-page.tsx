import { useCallback, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { useSWRConfig } from "swr";
import { PageContainer } from "../../components/ui/page.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import { analyticsKeys } from "../../features/analytics/api/use-analytics.ts";
import { AnalyticsCard } from "../../features/analytics/components/analytics-card.tsx";
import { PricingSection } from "../../features/billing/components/pricing-section.tsx";
import { SubscriptionCard } from "../../features/billing/components/subscription-card.tsx";
import { documentKeys } from "../../features/documents/api/documents-api.ts";
import { DocumentsCard } from "../../features/documents/components/documents-card.tsx";
import { UploadCard } from "../../features/documents/components/upload-card.tsx";
import { feedbackKeys } from "../../features/feedback/api/feedback-api.ts";
import { FeedbackCard } from "../../features/feedback/components/feedback-card.tsx";
import { SearchCard } from "../../features/search/components/search-card.tsx";
import { useUser } from "../../hooks/use-user.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { WelcomeBanner } from "./welcome-banner.tsx";

/**
 * The dashboard (docs/requirements.md §2), shown at /, /documents, /analytics and /pricing. It composes the feature cards
 * (which never import each other) and owns the cross-card refreshes: an upload or a finished analysis changes
 * the list, the analytics, the feedback sample and the user's trial count.
 */
export default function DashboardPage() {
  const { t } = useI18n();
  const { toast } = useToast();
  const { user, mutate: mutateUser } = useUser();
  const { mutate } = useSWRConfig();
  const [params, setParams] = useSearchParams();
  const told = useRef(false);

  const refreshAll = useCallback(() => {
    void mutate(documentKeys.analyses);
    void mutate(analyticsKeys.analytics);
    void mutate(feedbackKeys.sample);
    void mutateUser();
  }, [mutate, mutateUser]);

  const refreshAnalytics = useCallback(() => {
    void mutate(analyticsKeys.analytics);
  }, [mutate]);

  // docs/requirements.md §2: ?error=subscription_failed → a destructive toast, then the parameter is removed.
  useEffect(() => {
    if (params.get("error") !== "subscription_failed" || told.current) return;
    told.current = true;
    toast({
      title: t.dashboard.subscriptionFailedTitle,
      description: t.dashboard.subscriptionFailed,
      variant: "destructive",
    });
    const next = new URLSearchParams(params);
    next.delete("error");
    setParams(next, { replace: true });
  }, [params, setParams, toast, t]);

  // /pricing (and a #pricing link) lands on the pricing section.
  useEffect(() => {
    if (window.location.pathname === "/pricing" || window.location.hash === "#pricing") {
      document.getElementById("pricing")?.scrollIntoView();
    }
  }, []);

  if (!user) return null;
  const isTrial = user.subscriptionTier === "trial";
  return (
    <PageContainer>
      <WelcomeBanner user={user} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <UploadCard isTrial={isTrial} trialDocumentsRemaining={user.trialDocumentsRemaining} onChange={refreshAll} />
          <DocumentsCard onChange={refreshAll} />
          <SearchCard />
        </div>
        <div className="space-y-6">
          <AnalyticsCard />
          <FeedbackCard onSubmitted={refreshAnalytics} />
          <SubscriptionCard user={user} />
        </div>
      </div>
      <PricingSection user={user} />
    </PageContainer>
  );
}
