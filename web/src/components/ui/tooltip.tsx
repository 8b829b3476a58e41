import { Tooltip as T } from "radix-ui";
import type { ReactNode } from "react";

/** docs/requirements.md §9: tooltips open after 700 ms. */
const TOOLTIP_DELAY_MS = 700;

export function TooltipProvider({ children }: { children: ReactNode }) {
  return <T.Provider delayDuration={TOOLTIP_DELAY_MS}>{children}</T.Provider>;
}

export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <T.Root>
      <T.Trigger asChild>{children}</T.Trigger>
      <T.Portal>
        <T.Content sideOffset={6} className="z-50 rounded-md bg-navy-900 px-2.5 py-1.5 text-xs text-white shadow">
          {content}
          <T.Arrow className="fill-navy-900" />
        </T.Content>
      </T.Portal>
    </T.Root>
  );
}
