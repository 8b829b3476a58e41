import { Check } from "lucide-react";
import { Checkbox as C } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

/** A Radix checkbox (a button with role="checkbox": Space toggles it); pair it with a Label's htmlFor. */
export function Checkbox({ className, ...props }: ComponentProps<typeof C.Root>) {
  return (
    <C.Root
      className={cn(
        "inline-flex h-5 w-5 shrink-0 items-center justify-center rounded border border-slate-400 bg-white",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600",
        "data-[state=checked]:border-navy-700 data-[state=checked]:bg-navy-700 data-[state=checked]:text-white",
        "disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    >
      <C.Indicator>
        <Check className="h-3.5 w-3.5" aria-hidden strokeWidth={3} />
      </C.Indicator>
    </C.Root>
  );
}
