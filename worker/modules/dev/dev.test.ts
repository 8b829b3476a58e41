import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../app.ts";

describe("GET /api/dev/outbox", () => {
  it("is not there in production even when the outbox is configured", async () => {
    const res = await app.request("/api/dev/outbox?to=admin@firm.test", {}, { ...env, APP_ENV: "production" });
    expect(res.status).toBe(404);
  });

  it("is not there when EMAIL_PROVIDER is unset", async () => {
    const res = await app.request("/api/dev/outbox?to=admin@firm.test", {}, { ...env, EMAIL_PROVIDER: "" });
    expect(res.status).toBe(404);
  });

  it("lists a local address's messages when the outbox is chosen", async () => {
    const res = await app.request("/api/dev/outbox?to=nobody@firm.test", {}, env);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });
});
