import { Tabs as T } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

/** Radix tabs: arrow keys move between triggers, Tab moves into the panel; styled once for every page. */
export const Tabs = T.Root;

/** The row of triggers; it scrolls sideways on a phone rather than wrapping into a second row. */
export function TabsList({ className, ...props }: ComponentProps<typeof T.List>) {
  return (
    <T.List
      className={cn("flex w-full gap-1 overflow-x-auto rounded-lg border border-slate-200 bg-slate-100 p-1", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof T.Trigger>) {
  return (
    <T.Trigger
      className={cn(
        "inline-flex h-9 shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md px-3 text-sm",
        "font-medium text-slate-600 transition-colors hover:text-navy-800",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600",
        "data-[state=active]:bg-white data-[state=active]:text-navy-900 data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof T.Content>) {
  return (
    <T.Content
      className={cn(
        "mt-4 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600",
        className,
      )}
      {...props}
    />
  );
}
