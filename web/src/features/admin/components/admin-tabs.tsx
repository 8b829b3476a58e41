import { Tabs as T } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "../../../lib/cn.ts";

/** Tabs for the admin console (private until the shared tabs.tsx lands): arrow keys move between tabs. */
export function AdminTabs({
  tabs,
  defaultValue,
  label,
}: {
  tabs: { value: string; label: string; content: ReactNode }[];
  defaultValue: string;
  label: string;
}) {
  return (
    <T.Root defaultValue={defaultValue} className="space-y-4">
      <T.List
        aria-label={label}
        className="inline-flex max-w-full flex-wrap rounded-lg border border-slate-200 bg-white p-1 shadow-sm"
      >
        {tabs.map((tab) => (
          <T.Trigger
            key={tab.value}
            value={tab.value}
            className={cn(
              "rounded-md px-4 py-1.5 text-sm font-medium text-slate-600 transition-colors hover:text-navy-800",
              "data-[state=active]:bg-navy-700 data-[state=active]:text-white",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600",
            )}
          >
            {tab.label}
          </T.Trigger>
        ))}
      </T.List>
      {tabs.map((tab) => (
        <T.Content key={tab.value} value={tab.value} className="focus-visible:outline-none">
          {tab.content}
        </T.Content>
      ))}
    </T.Root>
  );
}
