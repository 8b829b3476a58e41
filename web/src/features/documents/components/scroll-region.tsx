import type { HTMLAttributes } from "react";

/** A scrollable region reachable by keyboard (axe scrollable-region-focusable): focusable and named. */
export function ScrollRegion(props: HTMLAttributes<HTMLElement> & { "aria-label": string }) {
  // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll this region
  return <section tabIndex={0} {...props} />;
}
