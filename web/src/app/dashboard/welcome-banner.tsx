import { CalendarClock, FileText } from "lucide-react";
import type { PublicUser } from "../../../../common/api/auth.ts";
import { LIMITS } from "../../../../common/vocabulary.ts";
import { format, useI18n } from "../../i18n/i18n.tsx";

const DAY_MS = 86_400_000;

/** Whole days left until the trial expires (a partial day counts as one), never negative. */
export function trialDaysRemaining(trialExpiresAt: string | null, now = Date.now()): number | null {
  if (!trialExpiresAt) return null;
  const at = new Date(trialExpiresAt).getTime();
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / DAY_MS));
}

export function WelcomeBanner({ user }: { user: PublicUser }) {
  const { t } = useI18n();
  const isTrial = user.subscriptionTier === "trial";
  const days = trialDaysRemaining(user.trialExpiresAt);
  const daysText =
    days === null
      ? null
      : days === 0
        ? t.dashboard.trialEnded
        : days === 1
          ? t.dashboard.trialDayRemaining
          : format(t.dashboard.trialDaysRemaining, { count: days });
  return (
    <section
      className="flex flex-col gap-4 rounded-xl bg-navy-800 p-6 text-white shadow-sm md:flex-row md:items-center md:justify-between"
      aria-labelledby="welcome-title"
      data-testid="welcome-banner"
    >
      <div>
        <h1 id="welcome-title" className="font-serif text-2xl font-semibold sm:text-3xl">
          {format(t.dashboard.welcome, { name: user.firstName })}
        </h1>
        <p className="mt-1 text-navy-100">{t.dashboard.welcomeSubtitle}</p>
      </div>
      {isTrial && (
        <div className="rounded-lg bg-white/10 px-4 py-3 text-sm" data-testid="trial-box">
          <p className="font-semibold text-gold-300">{t.dashboard.trialTitle}</p>
          {daysText && (
            <p className="mt-1 flex items-center gap-2">
              <CalendarClock className="h-4 w-4" aria-hidden />
              {daysText}
            </p>
          )}
          <p className="mt-1 flex items-center gap-2">
            <FileText className="h-4 w-4" aria-hidden />
            {format(t.dashboard.trialDocumentsRemaining, {
              count: Math.max(0, user.trialDocumentsRemaining),
              total: LIMITS.trialDocuments,
            })}
          </p>
        </div>
      )}
    </section>
  );
}
