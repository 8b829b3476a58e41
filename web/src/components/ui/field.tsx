import type { ReactNode } from "react";
import { Label } from "./label.tsx";

/** The ids a field's control points at with aria-describedby: its hint, or its error when there is one. */
export function describedBy(id: string, { hint, error }: { hint?: string; error?: string }): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

/**
 * A labelled field with an optional hint and error. The control inside gets `id`, and
 * `aria-describedby={describedBy(id, …)}` plus `aria-invalid` when there is an error.
 */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
