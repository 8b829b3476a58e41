import { Progress as P } from "radix-ui";
import { cn } from "../../lib/cn.ts";

export function Progress({ value, label, className }: { value: number; label: string; className?: string }) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <P.Root
      value={clamped}
      aria-label={label}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-slate-200", className)}
    >
      <P.Indicator className="h-full bg-navy-600 transition-all" style={{ width: `${clamped}%` }} />
    </P.Root>
  );
}
