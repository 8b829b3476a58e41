import { Check, ChevronDown } from "lucide-react";
import { Select as S } from "radix-ui";
import { cn } from "../../lib/cn.ts";
import { fieldClass } from "./input.tsx";

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A single-choice list (Radix Select): keyboard and screen-reader friendly, styled like the text inputs. Radix
 * reserves the empty string for "no value", so options need non-empty values and `value=""` shows the placeholder.
 */
export function Select({
  id,
  value,
  onValueChange,
  options,
  placeholder,
  disabled,
  className,
  "aria-describedby": describedBy,
  "aria-invalid": invalid,
  "aria-label": ariaLabel,
}: {
  id?: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
  "aria-label"?: string;
}) {
  return (
    <S.Root value={value === "" ? undefined : value} onValueChange={onValueChange} disabled={disabled}>
      <S.Trigger
        id={id}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        aria-label={ariaLabel}
        className={cn(
          fieldClass,
          "flex min-h-10 items-center justify-between gap-2 py-2 text-left data-[placeholder]:text-slate-400",
          className,
        )}
      >
        <S.Value placeholder={placeholder} />
        <S.Icon asChild>
          <ChevronDown className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
        </S.Icon>
      </S.Trigger>
      <S.Portal>
        <S.Content
          position="popper"
          sideOffset={4}
          className={cn(
            "z-[60] max-h-[min(20rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)]",
            "overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg",
          )}
        >
          <S.Viewport className="p-1">
            {options.map((option) => (
              <S.Item
                key={option.value}
                value={option.value}
                className={cn(
                  "relative flex cursor-default select-none items-center rounded py-1.5 pl-7 pr-2 text-sm text-ink",
                  "outline-none data-[highlighted]:bg-navy-50 data-[highlighted]:text-navy-900",
                  "data-[disabled]:text-slate-400",
                )}
              >
                <S.ItemIndicator className="absolute left-2 inline-flex">
                  <Check className="h-4 w-4 text-navy-700" aria-hidden />
                </S.ItemIndicator>
                <S.ItemText>{option.label}</S.ItemText>
              </S.Item>
            ))}
          </S.Viewport>
        </S.Content>
      </S.Portal>
    </S.Root>
  );
}
