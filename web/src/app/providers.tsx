import type { ReactNode } from "react";
import { ToastProvider } from "../components/ui/toast.tsx";
import { TooltipProvider } from "../components/ui/tooltip.tsx";
import { I18nProvider, useI18n } from "../i18n/i18n.tsx";

function Localised({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return <ToastProvider closeLabel={t.common.close}>{children}</ToastProvider>;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider>
      <TooltipProvider>
        <Localised>{children}</Localised>
      </TooltipProvider>
    </I18nProvider>
  );
}
