import type { TextareaHTMLAttributes } from "react";
import { cn } from "../../lib/cn.ts";
import { fieldClass } from "./input.tsx";

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(fieldClass, "min-h-24 py-2", className)} {...props} />;
}
