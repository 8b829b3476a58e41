import { useCallback } from "react";
import { useToast } from "../../../components/ui/toast.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { ApiError } from "../../../lib/api.ts";

type Success = { title: string; description?: string };

/**
 * Runs a change and reports it with one toast: the success title given, or 'The change was not saved' with the
 * server's message (in the UI language). Rethrows, so a dialog stays open on failure.
 */
export function useAction() {
  const { toast } = useToast();
  const { t } = useI18n();
  return useCallback(
    async <T>(work: () => Promise<T>, success?: Success | ((result: T) => Success)): Promise<T> => {
      try {
        const result = await work();
        if (success) toast({ ...(typeof success === "function" ? success(result) : success), variant: "success" });
        return result;
      } catch (err) {
        toast({
          title: t.cases.actionFailed,
          description: err instanceof ApiError ? err.message : t.common.tryAgain,
          variant: "destructive",
        });
        throw err;
      }
    },
    [toast, t],
  );
}
