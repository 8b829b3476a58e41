import type { ReactNode } from "react";

/** An excerpt whose «marked» words (the full-text index's snippet markers) are shown highlighted. */
export function Excerpt({ text, className }: { text: string; className?: string }) {
  const parts: ReactNode[] = [];
  const re = /«([^»]*)»/g;
  let at = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > at) parts.push(text.slice(at, m.index));
    parts.push(
      <mark key={m.index} className="rounded bg-gold-300/60 px-0.5 text-ink">
        {m[1]}
      </mark>,
    );
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <p className={className}>{parts}</p>;
}
