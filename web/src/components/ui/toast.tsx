import { X } from "lucide-react";
import { Toast as T } from "radix-ui";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { cn } from "../../lib/cn.ts";

/** docs/requirements.md §9: one toast at a time, 5000 ms by default. */
export const TOAST_DURATION_MS = 5000;

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: "default" | "destructive" | "success";
  duration?: number;
}

interface ToastState extends ToastOptions {
  id: number;
}

const ToastContext = createContext<((options: ToastOptions) => void) | null>(null);

export function ToastProvider({ children, closeLabel }: { children: ReactNode; closeLabel: string }) {
  const [current, setCurrent] = useState<ToastState | null>(null);
  const toast = useCallback((options: ToastOptions) => setCurrent({ ...options, id: Date.now() + Math.random() }), []);
  const value = useMemo(() => toast, [toast]);
  return (
    <ToastContext.Provider value={value}>
      <T.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
        {children}
        {current && (
          <T.Root
            key={current.id}
            duration={current.duration ?? TOAST_DURATION_MS}
            onOpenChange={(open) => !open && setCurrent(null)}
            data-testid="toast"
            className={cn(
              "flex items-start gap-3 rounded-lg border p-4 shadow-lg",
              current.variant === "destructive" && "border-red-200 bg-red-50 text-red-900",
              current.variant === "success" && "border-emerald-200 bg-emerald-50 text-emerald-900",
              (!current.variant || current.variant === "default") && "border-slate-200 bg-white text-ink",
            )}
          >
            <div className="flex-1">
              <T.Title className="text-sm font-semibold">{current.title}</T.Title>
              {current.description && <T.Description className="mt-1 text-sm">{current.description}</T.Description>}
            </div>
            <T.Close aria-label={closeLabel} className="rounded p-0.5 opacity-70 hover:opacity-100">
              <X className="h-4 w-4" aria-hidden />
            </T.Close>
          </T.Root>
        )}
        <T.Viewport className="fixed bottom-4 right-4 z-[100] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none" />
      </T.Provider>
    </ToastContext.Provider>
  );
}

export function useToast() {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error("useToast outside ToastProvider");
  return { toast };
}
