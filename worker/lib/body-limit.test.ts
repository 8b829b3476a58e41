import { describe, expect, it } from "vitest";
import { signedInUser } from "../test/helpers.ts";
import { DEFAULT_BODY_BYTES } from "./body-limit.ts";

// Finding 7 (issue #18): a 5 MB search body was parsed.
describe("request body size cap", () => {
  it("answers a 5 MB search body with 413 PAYLOAD_TOO_LARGE and a message, before parsing it", async () => {
    const { client: c } = await signedInUser();
    const res = await c.request("/api/documents/search", {
      method: "POST",
      json: { query: "multa ".repeat(900_000) },
    });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(body.error.message).toContain(String(DEFAULT_BODY_BYTES));
  });

  it("caps a body sent without Content-Length (chunked) too", async () => {
    const { client: c } = await signedInUser();
    const chunk = new TextEncoder().encode(" ".repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 10) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await c.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      // @ts-expect-error: workerd's RequestInit accepts a streamed body without duplex, Node's types want it.
      duplex: "half",
    });
    expect(res.status).toBe(413);
  });

  it("still accepts an ordinary JSON body", async () => {
    const { client: c } = await signedInUser();
    const res = await c.request("/api/documents/search", { method: "POST", json: { query: "multa" } });
    expect(res.status).toBe(200);
  });
});
