import { inject } from "vitest";

// The worker side of worker/test/fake-llm-server.ts (started by vitest globalSetup in Node).

declare module "vitest" {
  export interface ProvidedContext {
    fakeLlmPort: number;
  }
}

export interface FakeReply {
  status?: number;
  /** The assistant message content of a well-formed chat completion. */
  content?: string;
  /** A raw body instead of a chat completion (for malformed answers). */
  body?: string;
  delayMs?: number;
  headers?: Record<string, string>;
}

export interface FakeRequest {
  authorization: string | null;
  body: { model: string; messages: { role: string; content: string }[]; [key: string]: unknown };
}

function origin(): string {
  return `http://127.0.0.1:${inject("fakeLlmPort")}`;
}

/** The base URL an OpenAI-compatible adapter is configured with. */
export function fakeLlmBaseUrl(): string {
  return `${origin()}/v1`;
}

/** A model name unique to one test, so scripts and recorded requests never mix between tests. */
export function fakeModel(
  behaviour: "ok" | "echo" | "rate-limit" | "slow" | "malformed" | "server-error" | "scripted",
) {
  return `${behaviour}-${crypto.randomUUID()}`;
}

/** Queues replies the fake server gives, in order, to requests for `model`. */
export async function scriptReplies(model: string, replies: FakeReply[]): Promise<void> {
  const res = await fetch(`${origin()}/__script`, { method: "POST", body: JSON.stringify({ model, replies }) });
  if (res.status !== 204) throw new Error(`fake LLM script failed: ${res.status}`);
}

/** The requests the fake server received for `model`. */
export async function receivedRequests(model: string): Promise<FakeRequest[]> {
  const res = await fetch(`${origin()}/__requests?model=${encodeURIComponent(model)}`);
  return (await res.json()) as FakeRequest[];
}
