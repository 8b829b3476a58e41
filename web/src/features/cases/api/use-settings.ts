import useSWR, { useSWRConfig } from "swr";
import type {
  CalendarFeedDto,
  ClosedDayDto,
  ClosedDayInput,
  ReminderSettingsDto,
  UpdateReminderSettingsInput,
} from "../../../../../common/api/cases.ts";
import { type ApiError, api, call } from "../../../lib/api.ts";
import { caseKeys } from "./keys.ts";

export function useClosedDays(enabled: boolean) {
  return useSWR<ClosedDayDto[], ApiError>(enabled ? caseKeys.closedDays : null, () =>
    call(api.api["court-closed-days"].$get()),
  );
}

/** Adding or removing a closed day recomputes the court's deadlines, so both lists refresh. */
export function useClosedDayActions() {
  const { mutate } = useSWRConfig();
  const refresh = async () => {
    await Promise.all([mutate(caseKeys.closedDays), mutate(caseKeys.deadlines)]);
  };
  return {
    add: async (input: ClosedDayInput) => {
      const result = await call(api.api["court-closed-days"].$post({ json: input }));
      await refresh();
      return result;
    },
    remove: async (id: string) => {
      const result = await call(api.api["court-closed-days"][":id"].$delete({ param: { id } }));
      await refresh();
      return result;
    },
  };
}

export function useReminderSettings() {
  return useSWR<ReminderSettingsDto, ApiError>(caseKeys.reminders, () => call(api.api["reminder-settings"].$get()));
}

export async function updateReminderSettings(input: UpdateReminderSettingsInput): Promise<ReminderSettingsDto> {
  return call(api.api["reminder-settings"].$patch({ json: input }));
}

export function useCalendarFeed() {
  return useSWR<CalendarFeedDto, ApiError>(caseKeys.calendar, () => call(api.api.calendar.$get()));
}

export async function rotateCalendarFeed(): Promise<CalendarFeedDto> {
  return call(api.api.calendar.rotate.$post());
}
