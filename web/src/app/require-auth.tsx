import { type ReactNode, useEffect, useRef } from "react";
import { Spinner } from "../components/ui/spinner.tsx";
import { useToast } from "../components/ui/toast.tsx";
import { useUser } from "../hooks/use-user.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { paths } from "../lib/paths.ts";

/** docs/requirements.md §8: a signed-out visitor is told so and sent to the login endpoint after 500 ms. */
export const LOGGED_OUT_REDIRECT_MS = 500;

export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  const { t } = useI18n();
  const { toast } = useToast();
  const told = useRef(false);
  useEffect(() => {
    if (isLoading || user || told.current) return;
    told.current = true;
    toast({ title: t.session.loggedOutTitle, description: t.session.loggedOut, variant: "destructive" });
    const timer = setTimeout(() => window.location.assign(paths.loginEndpoint), LOGGED_OUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isLoading, user, toast, t]);
  if (!user) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label={t.common.loading} />
      </div>
    );
  }
  return <>{children}</>;
}
