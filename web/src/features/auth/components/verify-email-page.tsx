import { CheckCircle2, XCircle } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { paths } from "../../../lib/paths.ts";

/** /verify-email?status=success|invalid — where GET /api/auth/verify-email sends the e-mailed link. */
export default function VerifyEmailPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const ok = params.get("status") === "success";
  const Icon = ok ? CheckCircle2 : XCircle;
  return (
    <div className="mx-auto flex max-w-lg px-4 py-12 sm:py-20">
      <Card
        className="w-full p-8 text-center"
        data-testid="verify-email-result"
        data-status={ok ? "success" : "invalid"}
      >
        <span
          className={
            ok
              ? "mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700"
              : "mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-red-50 text-red-700"
          }
        >
          <Icon className="h-7 w-7" aria-hidden />
        </span>
        <h1 className="mt-4 font-serif text-2xl font-semibold text-navy-900">
          {ok ? t.auth.verifiedTitle : t.auth.verifyFailedTitle}
        </h1>
        <p role={ok ? "status" : "alert"} className="mt-2 text-slate-600">
          {ok ? t.auth.verifiedBody : t.auth.verifyFailedBody}
        </p>
        <Button asChild size="lg" className="mt-6">
          <Link to={paths.auth}>{t.auth.goToLogin}</Link>
        </Button>
      </Card>
    </div>
  );
}
