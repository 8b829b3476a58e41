import { CreditCard } from "lucide-react";
import type { PublicUser } from "../../../../../common/api/auth.ts";
import { LIMITS } from "../../../../../common/vocabulary.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Progress } from "../../../components/ui/progress.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";

/** docs/requirements.md §2 subscription card: the plan (default 'Trial'); for trial the documents left and used of 10. */
export function SubscriptionCard({ user }: { user: Pick<PublicUser, "subscriptionTier" | "trialDocumentsRemaining"> }) {
  const { t } = useI18n();
  const tier = user.subscriptionTier ?? "trial";
  const isTrial = tier === "trial";
  const total = LIMITS.trialDocuments;
  const remaining = Math.max(0, Math.min(total, user.trialDocumentsRemaining));
  const used = total - remaining;
  return (
    <Card aria-labelledby="subscription-title" data-testid="subscription-card">
      <CardHeader>
        <CardTitle id="subscription-title" className="flex items-center gap-2">
          <CreditCard className="h-5 w-5 text-navy-700" aria-hidden />
          {t.subscription.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex items-baseline justify-between gap-2">
          <span className="text-sm text-slate-600">{t.subscription.currentPlan}</span>
          <span className="font-semibold text-navy-900" data-testid="current-plan">
            {t.values.tier[tier] ?? t.subscription.trial}
          </span>
        </div>
        {isTrial ? (
          <>
            <p className="text-sm text-slate-700" data-testid="subscription-remaining">
              {format(t.subscription.documentsRemaining, { count: remaining, total })}
            </p>
            <Progress
              value={(used / total) * 100}
              label={format(t.subscription.processedProgress, { count: used, total })}
            />
            <p className="text-xs text-slate-500">{format(t.subscription.processedProgress, { count: used, total })}</p>
          </>
        ) : (
          <p className="text-sm text-slate-700">
            {tier === "enterprise"
              ? t.subscription.unlimited
              : format(t.subscription.monthly, { count: LIMITS.professionalDocumentsPerMonth })}
          </p>
        )}
        {tier !== "enterprise" && (
          <Button asChild variant="secondary" className="w-full">
            <a href="#pricing">{t.subscription.upgrade}</a>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
