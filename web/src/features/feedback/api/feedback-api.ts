import useSWR from "swr";
import type { z } from "zod";
import type { feedbackSchema } from "../../../../../common/api/documents.ts";
import { type ApiError, api, call } from "../../../lib/api.ts";

export const feedbackKeys = { sample: "/api/feedback/sample" } as const;

const fetchSample = () => call(api.api.feedback.sample.$get());

/** One entity of a recent document to confirm or correct; null when there is nothing to ask about. */
export type FeedbackSample = NonNullable<Awaited<ReturnType<typeof fetchSample>>>;

export function useFeedbackSample() {
  return useSWR<FeedbackSample | null, ApiError>(feedbackKeys.sample, fetchSample);
}

export function submitFeedback(json: z.input<typeof feedbackSchema>) {
  return call(api.api.feedback.$post({ json }));
}
