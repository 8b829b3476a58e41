import { Switch as S } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

/** An on/off switch (a checkbox with role="switch"); label it with <Label htmlFor> or aria-label. */
export function Switch({ className, ...props }: ComponentProps<typeof S.Root>) {
  return (
    <S.Root
      className={cn(
        "peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors",
        "bg-slate-300 data-[state=checked]:bg-navy-700 disabled:cursor-not-allowed disabled:opacity-50",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600",
        className,
      )}
      {...props}
    >
      <S.Thumb className="pointer-events-none block h-5 w-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
    </S.Root>
  );
}
