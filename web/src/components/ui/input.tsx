import type { InputHTMLAttributes } from "react";
import { cn } from "../../lib/cn.ts";

/** The look shared by every text control (input, textarea, select trigger). */
export const fieldClass =
  "w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-ink placeholder:text-slate-400 " +
  "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-navy-600 disabled:bg-slate-100 " +
  "aria-[invalid=true]:border-red-600";

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(fieldClass, "h-10", className)} {...props} />;
}
