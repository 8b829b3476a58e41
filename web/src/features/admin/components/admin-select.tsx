import type { SelectHTMLAttributes } from "react";
import { cn } from "../../../lib/cn.ts";

/**
 * A native select styled like the inputs (private to the admin console until the shared select.tsx lands; the
 * native control keeps keyboard and screen-reader behaviour for free).
 */
export function AdminSelect({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      className={cn(
        "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-ink",
        "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-navy-600",
        className,
      )}
      {...props}
    />
  );
}
