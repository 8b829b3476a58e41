import type { SelectHTMLAttributes } from "react";
import { Label } from "../../../components/ui/label.tsx";
import { cn } from "../../../lib/cn.ts";

/**
 * A native select styled like the inputs (private to the admin console until the shared select.tsx lands; the
 * native control keeps keyboard and screen-reader behaviour for free).
 */
export function AdminSelect({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      className={cn(
        "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-ink",
        "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-navy-600",
        className,
      )}
      {...props}
    />
  );
}

/** A labelled filter over one vocabulary: the empty choice ('all …') clears it. */
export function EnumFilter<T extends string>(props: {
  id: string;
  label: string;
  allLabel: string;
  options: readonly T[];
  optionLabel: (option: T) => string;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      <AdminSelect
        id={props.id}
        value={props.value ?? ""}
        onChange={(e) => props.onChange(props.options.find((option) => option === e.target.value))}
      >
        <option value="">{props.allLabel}</option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {props.optionLabel(option)}
          </option>
        ))}
      </AdminSelect>
    </div>
  );
}
