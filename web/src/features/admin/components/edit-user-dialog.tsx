import { type FormEvent, useState } from "react";
import type { AdminUpdateUserInput, AdminUserDto } from "../../../../../common/api/admin.ts";
import {
  ADMIN_LIMITS,
  ADMIN_SETTABLE_TIERS,
  type AdminSettableTier,
  LIMITS,
} from "../../../../../common/vocabulary.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { Switch } from "../../../components/ui/switch.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { ApiError } from "../../../lib/api.ts";
import { useAdminMutations } from "../api/use-admin.ts";
import { AdminSelect } from "./admin-select.tsx";

/** The form's starting tier: older "basic" records are shown (and kept) as professional. */
function settableTier(tier: AdminUserDto["subscriptionTier"]): AdminSettableTier {
  return tier === "basic" ? "professional" : tier;
}

/** docs/requirements.md §5: the trial documents input is parsed as an integer, 0 when empty. */
export function parseTrialDocuments(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return 0;
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number.parseInt(trimmed, 10);
  return value <= ADMIN_LIMITS.maxTrialDocuments ? value : null;
}

/** Only what the admin changed is sent, so the audit log records real changes. */
export function changedFields(
  user: AdminUserDto,
  form: { tier: AdminSettableTier; trial: number; verified: boolean; admin: boolean; password: string },
): AdminUpdateUserInput {
  const input: AdminUpdateUserInput = {};
  if (form.tier !== settableTier(user.subscriptionTier)) input.subscriptionTier = form.tier;
  if (form.trial !== user.trialDocumentsRemaining) input.trialDocumentsRemaining = form.trial;
  if (form.verified !== user.emailVerified) input.emailVerified = form.verified;
  if (form.admin !== user.isAdmin) input.isAdmin = form.admin;
  if (form.password !== "") input.newPassword = form.password;
  return input;
}

function EditForm({ user, onDone }: { user: AdminUserDto; onDone: () => void }) {
  const { t } = useI18n();
  const { toast } = useToast();
  const { updateUser } = useAdminMutations();
  const [tier, setTier] = useState<AdminSettableTier>(settableTier(user.subscriptionTier));
  const [trialText, setTrialText] = useState(String(user.trialDocumentsRemaining));
  const [verified, setVerified] = useState(user.emailVerified);
  const [admin, setAdmin] = useState(user.isAdmin);
  const [password, setPassword] = useState("");
  const [saving, setSaving] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const trial = parseTrialDocuments(trialText);
  const passwordShort = password !== "" && password.length < LIMITS.passwordMin;
  const trialError =
    submitted && trial === null ? format(t.admin.trialInvalid, { max: ADMIN_LIMITS.maxTrialDocuments }) : undefined;
  const passwordError =
    submitted && passwordShort ? format(t.admin.passwordTooShort, { min: LIMITS.passwordMin }) : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (trial === null || passwordShort) return;
    const input = changedFields(user, { tier, trial, verified, admin, password });
    if (Object.keys(input).length === 0) return onDone();
    setSaving(true);
    try {
      await updateUser(user.id, input);
      toast({ title: t.admin.updated, description: user.email, variant: "success" });
      onDone();
    } catch (err) {
      toast({
        title: t.admin.updateFailed,
        description: err instanceof ApiError ? err.message : t.common.networkError,
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4" aria-label={t.admin.editTitle} noValidate>
      <p className="truncate text-sm font-medium text-slate-800">{user.email}</p>
      <Field id="admin-tier" label={t.admin.tierLabel}>
        <AdminSelect id="admin-tier" value={tier} onChange={(e) => setTier(e.target.value as AdminSettableTier)}>
          {ADMIN_SETTABLE_TIERS.map((value) => (
            <option key={value} value={value}>
              {t.values.tier[value]}
            </option>
          ))}
        </AdminSelect>
      </Field>
      <Field id="admin-trial" label={t.admin.trialLabel} error={trialError}>
        <Input
          id="admin-trial"
          inputMode="numeric"
          value={trialText}
          onChange={(e) => setTrialText(e.target.value)}
          aria-invalid={trialError ? true : undefined}
          aria-describedby={trialError ? "admin-trial-error" : undefined}
        />
      </Field>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor="admin-verified">{t.admin.verifiedLabel}</Label>
        <Switch id="admin-verified" checked={verified} onCheckedChange={setVerified} />
      </div>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor="admin-admin">{t.admin.adminLabel}</Label>
        <Switch id="admin-admin" checked={admin} onCheckedChange={setAdmin} />
      </div>
      <Field
        id="admin-password"
        label={t.admin.passwordLabel}
        hint={format(t.admin.passwordHint, { min: LIMITS.passwordMin })}
        error={passwordError}
      >
        <Input
          id="admin-password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={passwordError ? "admin-password-error" : "admin-password-hint"}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={saving}>
          {t.common.cancel}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t.admin.saving : t.common.save}
        </Button>
      </div>
    </form>
  );
}

/** The edit dialog: tier, trial documents, verified and admin switches, an optional new password. */
export function EditUserDialog({ user, onClose }: { user: AdminUserDto | null; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t.admin.editTitle} description={t.admin.editDescription} closeLabel={t.common.close}>
        {user && <EditForm key={user.id} user={user} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
