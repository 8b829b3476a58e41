import { Copy, RefreshCw } from "lucide-react";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { caseKeys } from "../api/keys.ts";
import {
  rotateCalendarFeed,
  updateReminderSettings,
  useCalendarFeed,
  useReminderSettings,
} from "../api/use-settings.ts";
import { useAction } from "./use-action.ts";

/** Reminder e-mails on or off, and the secret calendar feed address with copy and rotate. */
export function SettingsCard() {
  const { t, locale } = useI18n();
  const { toast } = useToast();
  const { mutate } = useSWRConfig();
  const reminders = useReminderSettings();
  const feed = useCalendarFeed();
  const run = useAction();
  const [confirmRotate, setConfirmRotate] = useState(false);

  const offsets = (reminders.data?.offsets ?? []).filter((o) => o > 0);
  const offsetList = new Intl.ListFormat(locale, { type: "conjunction" }).format(offsets.map(String));
  // Optimistic: the box follows the click at once and goes back if the server refuses.
  const toggle = (enabled: boolean) => {
    const current = reminders.data;
    if (!current) return;
    void run(
      () =>
        reminders.mutate(updateReminderSettings({ remindersEnabled: enabled }), {
          optimisticData: { ...current, remindersEnabled: enabled },
          rollbackOnError: true,
          revalidate: false,
        }),
      { title: t.cases.remindersSaved },
    ).catch(() => {});
  };
  const copy = async () => {
    if (!feed.data) return;
    try {
      await navigator.clipboard.writeText(feed.data.url);
      toast({ title: t.cases.copied, variant: "success" });
    } catch {
      toast({ title: t.cases.copyFailed, variant: "destructive" });
    }
  };

  return (
    <Card aria-labelledby="settings-title" data-testid="cases-settings">
      <CardHeader>
        <CardTitle id="settings-title">{t.cases.settingsTitle}</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <div className="space-y-1">
          {reminders.error && !reminders.data ? (
            <p role="alert" className="text-sm text-red-700">
              {t.cases.settingsFailed}
            </p>
          ) : !reminders.data ? (
            <Spinner label={t.common.loading} />
          ) : (
            <>
              <div className="flex items-center gap-3">
                <input
                  id="reminders-enabled"
                  type="checkbox"
                  className="h-4 w-4 accent-navy-700"
                  checked={reminders.data.remindersEnabled}
                  onChange={(e) => toggle(e.target.checked)}
                  aria-describedby="reminders-hint"
                />
                <Label htmlFor="reminders-enabled">{t.cases.reminders}</Label>
              </div>
              <p id="reminders-hint" className="pl-7 text-sm text-slate-600">
                {format(t.cases.remindersHint, { offsets: offsetList })}
              </p>
            </>
          )}
        </div>
        <div className="space-y-2">
          <Label htmlFor="feed-url">{t.cases.feed}</Label>
          {feed.error && !feed.data ? (
            <p role="alert" className="text-sm text-red-700">
              {t.cases.settingsFailed}
            </p>
          ) : !feed.data ? (
            <Spinner label={t.common.loading} />
          ) : (
            <>
              <div className="flex gap-2">
                <Input
                  id="feed-url"
                  readOnly
                  value={feed.data.url}
                  onFocus={(e) => e.target.select()}
                  aria-describedby="feed-hint"
                  className="font-mono text-xs"
                />
                <Button variant="secondary" onClick={copy}>
                  <Copy className="h-4 w-4" aria-hidden />
                  {t.cases.copy}
                </Button>
              </div>
              <p id="feed-hint" className="text-sm text-slate-600">
                {t.cases.feedHint}
              </p>
              <Button variant="ghost" size="sm" onClick={() => setConfirmRotate(true)}>
                <RefreshCw className="h-4 w-4" aria-hidden />
                {t.cases.rotate}
              </Button>
            </>
          )}
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirmRotate}
        onOpenChange={setConfirmRotate}
        title={t.cases.rotateTitle}
        description={t.cases.rotateConfirm}
        confirmLabel={t.cases.rotate}
        cancelLabel={t.common.cancel}
        onConfirm={() =>
          run(
            async () => {
              await mutate(caseKeys.calendar, await rotateCalendarFeed(), { revalidate: false });
            },
            { title: t.cases.rotated },
          )
        }
      />
    </Card>
  );
}
