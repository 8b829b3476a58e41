import type { SelectHTMLAttributes } from "react";
import { cn } from "../../../lib/cn.ts";

// A native select styled like the inputs: on a phone it opens the system picker, and forms read it like any input.
// The shared Radix select arrives with the cases branch; the lead may swap this one for it at merge.

export function LegalAiSelect({ className, children, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      className={cn(
        "h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-ink",
        "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-navy-600",
        "aria-[invalid=true]:border-red-600 disabled:bg-slate-100",
        className,
      )}
      {...props}
    >
      {children}
    </select>
  );
}
