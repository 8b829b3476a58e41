import useSWR, { useSWRConfig } from "swr";
import type { ClosedDayInput } from "../../../../../common/api/cases.ts";
import { api, call } from "../../../lib/api.ts";

/** SWR keys of the court calendar tab; null until the tab is shown, so nothing is asked before. */
const courtCalendarKeys = {
  closedDays: (enabled: boolean) => (enabled ? (["admin", "court-closed-days"] as const) : null),
  courts: (enabled: boolean, language: string) => (enabled ? (["admin", "courts", language] as const) : null),
};

/** The closed days an admin recorded for every user, soonest first. */
export function useGlobalClosedDays(enabled: boolean) {
  return useSWR(courtCalendarKeys.closedDays(enabled), () => call(api.api.admin["court-closed-days"].$get()));
}

/** The courts the deadline calculator knows, named in the UI language (the request carries it). */
export function useCourts(enabled: boolean, language: string) {
  return useSWR(courtCalendarKeys.courts(enabled, language), async () => {
    const options = await call(api.api.deadlines.options.$get());
    return options.courts;
  });
}

/** Adding or removing recomputes every user's deadlines at that court; the admin queries refresh afterwards. */
export function useCourtCalendarMutations() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate((key: unknown) => Array.isArray(key) && key[0] === "admin");
  return {
    async add(input: ClosedDayInput) {
      const result = await call(api.api.admin["court-closed-days"].$post({ json: input }));
      await refresh();
      return result;
    },
    async remove(id: string) {
      const result = await call(api.api.admin["court-closed-days"][":id"].$delete({ param: { id } }));
      await refresh();
      return result;
    },
  };
}
