import { AlertDialog as A } from "radix-ui";
import { type ReactNode, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { Button } from "./button.tsx";

/**
 * Asks before an action that cannot be undone (Radix AlertDialog: focus starts on Cancel, Escape cancels). The
 * confirm button stays disabled while `onConfirm` runs; the dialog closes when it resolves and stays open if it
 * throws, so the caller can show the error.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive = true,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => Promise<void> | void;
  destructive?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The caller reports the failure (a toast); the dialog stays so the user can retry or cancel.
    } finally {
      setBusy(false);
    }
  };
  return (
    <A.Root open={open} onOpenChange={onOpenChange}>
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <A.Content
          className={cn(
            "fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2",
            "rounded-xl bg-white p-6 shadow-xl focus:outline-none",
          )}
        >
          <A.Title className="font-serif text-lg font-semibold text-navy-900">{title}</A.Title>
          <A.Description className="mt-2 text-sm text-slate-700">{description}</A.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <A.Cancel asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </A.Cancel>
            <Button variant={destructive ? "destructive" : "primary"} onClick={confirm} disabled={busy}>
              {confirmLabel}
            </Button>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}
