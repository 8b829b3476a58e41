import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { useForgotPassword } from "../api/use-auth-actions.ts";
import { emailError } from "./form-validation.ts";

/** docs/requirements.md §2/§4: a dialog with an email field, 'Send Reset Link' and Cancel; closes and clears on success or Cancel. */
export function ForgotPasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useI18n();
  const { toast } = useToast();
  const { run, pending } = useForgotPassword();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();

  function close() {
    setEmail("");
    setError(undefined);
    onOpenChange(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = emailError(t, email);
    setError(invalid);
    if (invalid) return;
    const result = await run({ email: email.trim() });
    if (result.ok) {
      toast({ title: t.auth.resetEmailSent, description: t.auth.resetEmailSentBody, variant: "success" });
      close();
      return;
    }
    const message = result.failure.kind === "api" ? result.failure.message : t.auth.resetEmailFailed;
    setError(message);
    toast({ title: t.common.error, description: message || t.auth.resetEmailFailed, variant: "destructive" });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent title={t.auth.resetTitle} description={t.auth.resetDescription} closeLabel={t.common.close}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field id="reset-email" label={t.auth.email} error={error}>
            <Input
              id="reset-email"
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "reset-email-error" : undefined}
            />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              {t.common.cancel}
            </Button>
            <Button type="submit" disabled={pending}>
              {t.auth.sendResetLink}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
