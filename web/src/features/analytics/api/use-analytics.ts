import useSWR from "swr";
import type { AnalyticsDto } from "../../../../../common/api/documents.ts";
import type { ApiError } from "../../../lib/api.ts";
import { getJson } from "../../../lib/api.ts";

export const analyticsKeys = { analytics: "/api/analytics" } as const;

export function useAnalytics() {
  return useSWR<AnalyticsDto, ApiError>(analyticsKeys.analytics, getJson);
}
