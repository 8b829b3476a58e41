import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { ToastProvider } from "../components/ui/toast.tsx";
import { TooltipProvider } from "../components/ui/tooltip.tsx";
import { I18nProvider, useI18n } from "../i18n/i18n.tsx";
import { getJson } from "../lib/api.ts";

function Localised({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return <ToastProvider closeLabel={t.common.close}>{children}</ToastProvider>;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider>
      <SWRConfig value={{ fetcher: getJson }}>
        <TooltipProvider>
          <Localised>{children}</Localised>
        </TooltipProvider>
      </SWRConfig>
    </I18nProvider>
  );
}
