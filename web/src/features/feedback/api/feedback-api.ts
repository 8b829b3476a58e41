import useSWR from "swr";
import type { ApiError } from "../../../lib/api.ts";
import { getJson, sendJson } from "../../../lib/api.ts";

export const feedbackKeys = { sample: "/api/feedback/sample" } as const;

export interface FeedbackSample {
  documentId: string;
  entityType: string;
  entityValue: string;
  confidence: number;
}

export interface FeedbackInput {
  documentId: string;
  entityType: string;
  entityValue: string;
  isCorrect: boolean;
  feedback?: string;
}

export function useFeedbackSample() {
  return useSWR<FeedbackSample | null, ApiError>(feedbackKeys.sample, getJson);
}

export function submitFeedback(input: FeedbackInput): Promise<unknown> {
  return sendJson("POST", "/api/feedback", input);
}
