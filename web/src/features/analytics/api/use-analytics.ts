import useSWR from "swr";
import { api, call } from "../../../lib/api.ts";

export const analyticsKeys = { analytics: "/api/analytics" } as const;

export function useAnalytics() {
  return useSWR(analyticsKeys.analytics, () => call(api.api.analytics.$get()));
}
