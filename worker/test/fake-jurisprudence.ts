import { inject } from "vitest";

// The worker side of worker/test/fake-jurisprudence-server.ts.

declare module "vitest" {
  export interface ProvidedContext {
    fakeJurisprudencePort: number;
  }
}

const origin = () => `http://127.0.0.1:${inject("fakeJurisprudencePort")}`;

export const fakeCourtListenerUrl = () => `${origin()}/courtlistener/api/rest/v4`;
export const fakeDataJudUrl = () => `${origin()}/datajud`;

/** A token / key unique to one test; its prefix picks the fake's behaviour. */
export function fakeKey(behaviour: "ok" | "rate-limit" | "slow" | "malformed" | "bad") {
  return `${behaviour}-${crypto.randomUUID()}`;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  body: unknown;
}

export async function receivedWith(key: string): Promise<ReceivedRequest[]> {
  const res = await fetch(`${origin()}/__requests?key=${encodeURIComponent(key)}`);
  return (await res.json()) as ReceivedRequest[];
}
