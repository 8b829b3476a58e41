import { CalendarClock, FileSearch, Gift, Languages, Lock, Scale, ScanText, Search, Users } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { AuthCard, type AuthMode } from "./auth-card.tsx";

/**
 * / (signed out) and /auth: docs/requirements.md §2's auth page (marketing panel beside the login/register card) followed by
 * §1's landing content (features, the two jurisdictions, a call to action).
 */
export default function AuthPage() {
  const { t } = useI18n();
  const [mode, setMode] = useState<AuthMode>("login");
  const cardRef = useRef<HTMLDivElement>(null);

  function goTo(next: AuthMode) {
    setMode(next);
    cardRef.current?.scrollIntoView({ behavior: "smooth", block: "center" });
    // Let the card render the chosen form, then put the caret in its first field.
    setTimeout(() => cardRef.current?.querySelector<HTMLInputElement>("input")?.focus({ preventScroll: true }), 50);
  }

  const bullets = [
    { icon: ScanText, text: t.auth.featureProcessing },
    { icon: Languages, text: t.auth.featureMultilingual },
    { icon: Users, text: t.auth.featureEntities },
    { icon: Lock, text: t.auth.featureSecure },
  ];
  const features = [
    { icon: FileSearch, title: t.landing.feature1Title, body: t.landing.feature1Body },
    { icon: CalendarClock, title: t.landing.feature2Title, body: t.landing.feature2Body },
    { icon: Search, title: t.landing.feature3Title, body: t.landing.feature3Body },
    { icon: Scale, title: t.landing.feature4Title, body: t.landing.feature4Body },
  ];

  return (
    <div>
      <section className="bg-gradient-to-br from-navy-900 via-navy-800 to-navy-700 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:py-20">
          <div data-testid="marketing-panel">
            <p className="text-sm font-semibold uppercase tracking-wider text-gold-300">{t.auth.subtitle}</p>
            <h1 className="mt-3 font-serif text-3xl font-semibold leading-tight sm:text-4xl lg:text-5xl">
              {t.auth.title}
            </h1>
            <p className="mt-4 max-w-xl text-base leading-relaxed text-slate-200 sm:text-lg">{t.auth.description}</p>
            <ul className="mt-6 space-y-3">
              {bullets.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-start gap-3 text-slate-100">
                  <span className="mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-md bg-white/10 text-gold-300">
                    <Icon className="h-4 w-4" aria-hidden />
                  </span>
                  <span className="text-sm leading-relaxed sm:text-base">{text}</span>
                </li>
              ))}
            </ul>
            <p className="mt-6 inline-flex items-center gap-2 rounded-full border border-gold-300/40 bg-gold-300/10 px-4 py-2 text-sm font-medium text-gold-300">
              <Gift className="h-4 w-4" aria-hidden />
              {t.auth.trialOffer}
            </p>
          </div>
          <div ref={cardRef} className="text-ink">
            <AuthCard mode={mode} onModeChange={setMode} />
          </div>
        </div>
      </section>

      <section aria-labelledby="landing-hero" className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <div className="max-w-3xl">
            <p className="text-sm font-semibold uppercase tracking-wider text-gold-700">{t.landing.featuresTitle}</p>
            <h2 id="landing-hero" className="mt-2 font-serif text-2xl font-semibold text-navy-900 sm:text-3xl">
              {t.landing.heroTitle}
            </h2>
            <p className="mt-3 text-slate-600 sm:text-lg">{t.landing.heroSubtitle}</p>
          </div>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {features.map(({ icon: Icon, title, body }) => (
              <li key={title} className="rounded-xl border border-slate-200 bg-slate-50/60 p-5">
                <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-navy-700 text-gold-300">
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
                <h3 className="mt-4 font-serif text-lg font-semibold text-navy-900">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="landing-jurisdictions">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <h2 id="landing-jurisdictions" className="font-serif text-2xl font-semibold text-navy-900 sm:text-3xl">
            {t.landing.jurisdictionsTitle}
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            {[
              { code: "US", name: t.landing.usa, body: t.landing.usaBody },
              { code: "BR", name: t.landing.brazil, body: t.landing.brazilBody },
            ].map((j) => (
              <article key={j.code} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden
                    className="flex h-10 w-10 items-center justify-center rounded-full border-2 border-gold-500 font-serif text-sm font-semibold text-navy-800"
                  >
                    {j.code}
                  </span>
                  <h3 className="font-serif text-xl font-semibold text-navy-900">{j.name}</h3>
                </div>
                <p className="mt-3 text-sm leading-relaxed text-slate-600">{j.body}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="landing-cta" className="bg-navy-50">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="landing-cta" className="font-serif text-2xl font-semibold text-navy-900">
              {t.landing.ctaTitle}
            </h2>
            <p className="mt-1 text-slate-600">{t.landing.ctaBody}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button size="lg" onClick={() => goTo("register")}>
              {t.landing.cta}
            </Button>
            <Button size="lg" variant="secondary" onClick={() => goTo("login")}>
              {t.landing.ctaSecondary}
            </Button>
          </div>
        </div>
      </section>
    </div>
  );
}
