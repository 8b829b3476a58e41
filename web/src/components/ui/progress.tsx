import { Progress as P } from "radix-ui";
import { cn } from "../../lib/cn.ts";

/** `value` is a percentage; `valueText`, when given, is what a screen reader says instead of it ("page 3 of 20"). */
export function Progress({
  value,
  label,
  valueText,
  className,
}: {
  value: number;
  label: string;
  valueText?: string;
  className?: string;
}) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <P.Root
      value={clamped}
      aria-label={label}
      getValueLabel={valueText === undefined ? undefined : () => valueText}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-slate-200", className)}
    >
      <P.Indicator className="h-full bg-navy-600 transition-all" style={{ width: `${clamped}%` }} />
    </P.Root>
  );
}
