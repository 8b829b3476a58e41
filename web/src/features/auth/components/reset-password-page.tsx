import { CheckCircle2, KeyRound } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useSWRConfig } from "swr";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { authKeys } from "../../../hooks/use-user.ts";
import { useI18n } from "../../../i18n/i18n.tsx";
import { paths } from "../../../lib/paths.ts";
import { useResetPassword } from "../api/use-auth-actions.ts";
import { hasErrors, newPasswordError } from "./form-validation.ts";

/** /reset-password?token=… — the e-mailed link: choose a new password (the token is valid 1 h, once). */
export default function ResetPasswordPage() {
  const { t } = useI18n();
  const { toast } = useToast();
  const { mutate } = useSWRConfig();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { run, pending } = useResetPassword();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [formError, setFormError] = useState<string>();
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      password: newPasswordError(t, password),
      confirm: password && confirm !== password ? t.auth.passwordsDiffer : undefined,
    };
    setErrors(found);
    setFormError(undefined);
    if (hasErrors(found)) return;
    const result = await run({ token, password });
    if (result.ok) {
      // The reset revoked every session of the account, this browser's included.
      await mutate(authKeys.user, null, { revalidate: false });
      toast({ title: t.auth.passwordChanged, description: t.auth.passwordChangedBody, variant: "success" });
      setDone(true);
      return;
    }
    const { failure } = result;
    const message =
      failure.kind === "network"
        ? t.common.networkError
        : failure.code === "INVALID_TOKEN"
          ? t.auth.invalidLink
          : failure.message || t.common.tryAgain;
    setFormError(message);
    toast({ title: t.common.error, description: message, variant: "destructive" });
  }

  let body: React.ReactNode;
  if (done) {
    body = (
      <div className="text-center">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
          <CheckCircle2 className="h-7 w-7" aria-hidden />
        </span>
        <h1 className="mt-4 font-serif text-2xl font-semibold text-navy-900">{t.auth.passwordChanged}</h1>
        <p role="status" className="mt-2 text-slate-600">
          {t.auth.passwordChangedBody}
        </p>
        <Button asChild size="lg" className="mt-6">
          <Link to={paths.auth}>{t.auth.goToLogin}</Link>
        </Button>
      </div>
    );
  } else if (!token) {
    body = (
      <div className="text-center">
        <h1 className="font-serif text-2xl font-semibold text-navy-900">{t.auth.newPasswordTitle}</h1>
        <p role="alert" className="mt-2 text-red-800">
          {t.auth.invalidLink}
        </p>
        <Button asChild size="lg" className="mt-6">
          <Link to={paths.auth}>{t.auth.goToLogin}</Link>
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-navy-50 text-navy-700">
          <KeyRound className="h-6 w-6" aria-hidden />
        </span>
        <h1 className="mt-4 font-serif text-2xl font-semibold text-navy-900">{t.auth.newPasswordTitle}</h1>
        <p className="mt-1 text-sm text-slate-600">{t.auth.newPasswordDescription}</p>
        <form onSubmit={submit} noValidate className="mt-6 space-y-4" aria-label={t.auth.newPasswordTitle}>
          <Field id="new-password" label={t.auth.newPassword} hint={t.auth.passwordHint} error={errors.password}>
            <Input
              id="new-password"
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? "new-password-error" : "new-password-hint"}
            />
          </Field>
          <Field id="confirm-password" label={t.auth.confirmPassword} error={errors.confirm}>
            <Input
              id="confirm-password"
              type="password"
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              aria-invalid={errors.confirm ? true : undefined}
              aria-describedby={errors.confirm ? "confirm-password-error" : undefined}
            />
          </Field>
          {formError && (
            <div role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {formError}{" "}
              {formError === t.auth.invalidLink && (
                <Link to={paths.auth} className="font-medium underline">
                  {t.auth.goToLogin}
                </Link>
              )}
            </div>
          )}
          <Button type="submit" size="lg" className="w-full" disabled={pending}>
            {t.auth.savePassword}
          </Button>
        </form>
      </>
    );
  }

  return (
    <div className="mx-auto flex max-w-md px-4 py-12 sm:py-20">
      <Card className="w-full p-6 sm:p-8">{body}</Card>
    </div>
  );
}
