import { AlertCircle, CheckCircle2, MailCheck } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { paths } from "../../../lib/paths.ts";
import { type AuthFailure, useLogin, useRegister, useResendVerification } from "../api/use-auth-actions.ts";
import { ForgotPasswordDialog } from "./forgot-password-dialog.tsx";
import { emailError, type FieldErrors, hasErrors, newPasswordError, requiredError } from "./form-validation.ts";

export type AuthMode = "login" | "register";
type View = AuthMode | "verify";

const emptyForm = { firstName: "", lastName: "", email: "", password: "" };
type FormKey = keyof typeof emptyForm;

/**
 * The login / register card of docs/requirements.md §2 and its states (§4): login and register switch with a link;
 * a registration, or a login answered EMAIL_NOT_VERIFIED, leads to the verification panel.
 */
export function AuthCard({ mode, onModeChange }: { mode: AuthMode; onModeChange: (mode: AuthMode) => void }) {
  const { t, language } = useI18n();
  const { toast } = useToast();
  const login = useLogin();
  const register = useRegister();
  const [view, setView] = useState<View>(mode);
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<FieldErrors<FormKey>>({});
  const [formError, setFormError] = useState<string>();
  const [pendingEmail, setPendingEmail] = useState("");
  const [justRegistered, setJustRegistered] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownView = useRef<View>(mode);

  // The page's calls to action change the mode from outside the card.
  useEffect(() => setView(mode), [mode]);
  // Move focus to the new heading when the view changes, so keyboard and screen-reader users follow along.
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    heading.current?.focus();
  });

  function switchTo(next: AuthMode) {
    setErrors({});
    setFormError(undefined);
    setView(next);
    onModeChange(next);
  }

  function update(key: FormKey, value: string) {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  }

  function showVerification(email: string, registered: boolean) {
    setPendingEmail(email);
    setJustRegistered(registered);
    setForm((f) => ({ ...f, password: "" }));
    setView("verify");
  }

  function failureText(failure: AuthFailure, fallback: string): string {
    return failure.kind === "network" ? t.common.networkError : failure.message || fallback;
  }

  async function submitLogin(event: FormEvent) {
    event.preventDefault();
    const found = { email: emailError(t, form.email), password: requiredError(t, form.password) };
    setErrors(found);
    setFormError(undefined);
    if (hasErrors(found)) return;
    const result = await login.run({ email: form.email.trim(), password: form.password });
    if (result.ok) {
      toast({ title: t.auth.loginSuccess, variant: "success" });
      // docs/requirements.md §4: login success navigates to / and reloads the page.
      window.location.assign(paths.home);
      return;
    }
    const { failure } = result;
    if (failure.kind === "api" && failure.code === "EMAIL_NOT_VERIFIED") {
      toast({ title: t.auth.verificationRequired, description: t.auth.verificationRequiredBody });
      showVerification(failure.email ?? form.email.trim(), false);
      return;
    }
    const message = failureText(failure, t.auth.invalidCredentials);
    setFormError(message);
    toast({ title: t.auth.loginFailed, description: message, variant: "destructive" });
  }

  async function submitRegister(event: FormEvent) {
    event.preventDefault();
    const found = {
      firstName: requiredError(t, form.firstName),
      lastName: requiredError(t, form.lastName),
      email: emailError(t, form.email),
      password: newPasswordError(t, form.password),
    };
    setErrors(found);
    setFormError(undefined);
    if (hasErrors(found)) return;
    const result = await register.run({
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      email: form.email.trim(),
      password: form.password,
      language,
    });
    if (result.ok) {
      toast({ title: t.auth.registrationSuccessful, description: t.auth.checkEmail, variant: "success" });
      showVerification(result.data.email, true);
      return;
    }
    const message = failureText(result.failure, t.auth.emailExists);
    setFormError(message);
    toast({ title: t.auth.registerFailed, description: message, variant: "destructive" });
  }

  function backToLogin() {
    // docs/requirements.md §4: 'Back to Login' clears the e-mail and the form and returns to the login form.
    setPendingEmail("");
    setJustRegistered(false);
    setForm(emptyForm);
    switchTo("login");
  }

  const fieldProps = (key: FormKey) => ({
    id: `auth-${key}`,
    name: key,
    value: form[key],
    required: true,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => update(key, e.target.value),
    "aria-invalid": errors[key] ? true : undefined,
    "aria-describedby": errors[key] ? `auth-${key}-error` : key === "password" ? "auth-password-hint" : undefined,
  });

  if (view === "verify") {
    return (
      <Card className="p-6 sm:p-8" aria-labelledby="auth-heading" data-testid="verification-panel">
        <div className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-gold-300/30 text-navy-700">
          <MailCheck className="h-6 w-6" aria-hidden />
        </div>
        <h2 id="auth-heading" ref={heading} tabIndex={-1} className="font-serif text-2xl font-semibold text-navy-900">
          {t.auth.verificationRequired}
        </h2>
        {justRegistered && (
          <p role="status" className="mt-3 flex items-center gap-2 text-sm font-medium text-emerald-800">
            <CheckCircle2 className="h-4 w-4" aria-hidden />
            {t.auth.accountCreated}
          </p>
        )}
        <p className="mt-3 text-sm text-slate-700">{t.auth.verificationSentTo}</p>
        <p className="mt-1 break-all font-medium text-navy-900" data-testid="pending-email">
          {pendingEmail}
        </p>
        <p className="mt-3 text-sm text-slate-600">
          {justRegistered ? t.auth.checkEmail : t.auth.verificationRequiredBody}
        </p>
        <div className="mt-6 flex flex-col gap-2">
          <ResendButton email={pendingEmail} />
          <Button variant="secondary" onClick={backToLogin}>
            {t.auth.backToLogin}
          </Button>
        </div>
      </Card>
    );
  }

  const isLogin = view === "login";
  const pending = isLogin ? login.pending : register.pending;
  return (
    <Card className="p-6 sm:p-8" aria-labelledby="auth-heading">
      <h2 id="auth-heading" ref={heading} tabIndex={-1} className="font-serif text-2xl font-semibold text-navy-900">
        {isLogin ? t.auth.loginTitle : t.auth.registerTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{isLogin ? t.auth.loginSubtitle : t.auth.registerSubtitle}</p>
      <form
        onSubmit={isLogin ? submitLogin : submitRegister}
        noValidate
        className="mt-6 space-y-4"
        aria-label={isLogin ? t.auth.loginTitle : t.auth.registerTitle}
      >
        {!isLogin && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="auth-firstName" label={t.auth.firstName} error={errors.firstName}>
              <Input {...fieldProps("firstName")} autoComplete="given-name" />
            </Field>
            <Field id="auth-lastName" label={t.auth.lastName} error={errors.lastName}>
              <Input {...fieldProps("lastName")} autoComplete="family-name" />
            </Field>
          </div>
        )}
        <Field id="auth-email" label={t.auth.email} error={errors.email}>
          <Input {...fieldProps("email")} type="email" autoComplete="email" inputMode="email" />
        </Field>
        <Field
          id="auth-password"
          label={t.auth.password}
          hint={isLogin ? undefined : t.auth.passwordHint}
          error={errors.password}
        >
          <Input
            {...fieldProps("password")}
            type="password"
            autoComplete={isLogin ? "current-password" : "new-password"}
            aria-describedby={errors.password ? "auth-password-error" : isLogin ? undefined : "auth-password-hint"}
          />
        </Field>
        {isLogin && (
          <div className="-mt-1 flex justify-end">
            <Button variant="link" className="text-sm" onClick={() => setForgotOpen(true)}>
              {t.auth.forgotPassword}
            </Button>
          </div>
        )}
        {formError && (
          <p role="alert" className="flex items-start gap-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {formError}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {isLogin ? (pending ? t.auth.loggingIn : t.auth.login) : pending ? t.auth.registering : t.auth.register}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Button variant="link" className="text-sm" onClick={() => switchTo(isLogin ? "register" : "login")}>
          {isLogin ? t.auth.noAccount : t.auth.haveAccount}
        </Button>
      </p>
      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
    </Card>
  );
}

function ResendButton({ email }: { email: string }) {
  const { t } = useI18n();
  const { toast } = useToast();
  const { run, pending } = useResendVerification();
  async function resend() {
    const result = await run({ email });
    if (result.ok) {
      toast({ title: t.auth.verificationEmailSent, description: t.auth.verificationEmailSentBody, variant: "success" });
    } else if (result.failure.kind === "network") {
      toast({ title: t.auth.failedToSendEmail, description: t.auth.failedToSendVerification, variant: "destructive" });
    } else {
      toast({ title: t.auth.failedToSendEmail, description: t.auth.pleaseTryLater, variant: "destructive" });
    }
  }
  return (
    <Button onClick={resend} disabled={pending || !email}>
      {pending ? t.auth.resending : t.auth.resend}
    </Button>
  );
}
