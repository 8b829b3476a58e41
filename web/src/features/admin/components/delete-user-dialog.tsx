import { useState } from "react";
import type { AdminUserDto } from "../../../../../common/api/admin.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { ApiError } from "../../../lib/api.ts";
import { useAdminMutations } from "../api/use-admin.ts";

/** 'Delete user {email}? This action cannot be undone.' — a failed deletion can be confirmed again to resume it. */
export function DeleteUserDialog({ user, onClose }: { user: AdminUserDto | null; onClose: () => void }) {
  const { t } = useI18n();
  const { toast } = useToast();
  const { deleteUser } = useAdminMutations();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!user) return;
    setBusy(true);
    try {
      await deleteUser(user.id);
      toast({ title: t.admin.deleted, description: user.email, variant: "success" });
      onClose();
    } catch (err) {
      toast({
        title: t.admin.deleteFailed,
        description: err instanceof ApiError ? err.message : t.common.networkError,
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent title={t.admin.deleteTitle} closeLabel={t.common.close}>
        <p className="text-sm text-slate-700" data-testid="delete-confirm">
          {user ? format(t.admin.deleteConfirm, { email: user.email }) : null}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t.common.cancel}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={busy}>
            {busy ? t.admin.deleting : t.common.delete}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
