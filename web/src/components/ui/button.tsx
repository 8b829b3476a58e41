import { Slot } from "radix-ui";
import type { ButtonHTMLAttributes } from "react";
import { cn } from "../../lib/cn.ts";

const variants = {
  primary: "bg-navy-700 text-white hover:bg-navy-800 disabled:bg-navy-700/50",
  secondary: "bg-white text-navy-800 border border-slate-300 hover:bg-slate-50 disabled:text-slate-400",
  ghost: "text-navy-800 hover:bg-navy-50 disabled:text-slate-400",
  destructive: "bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/50",
  link: "text-navy-700 underline-offset-4 hover:underline p-0 h-auto",
} as const;

const sizes = { sm: "h-8 px-3 text-sm", md: "h-10 px-4 text-sm", lg: "h-11 px-6 text-base", icon: "h-9 w-9" } as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  asChild?: boolean;
}

export function Button({ variant = "primary", size = "md", asChild, className, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      type={asChild ? undefined : (type ?? "button")}
      className={cn(
        "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600 disabled:cursor-not-allowed",
        variants[variant],
        variant === "link" ? "" : sizes[size],
        className,
      )}
      {...props}
    />
  );
}
