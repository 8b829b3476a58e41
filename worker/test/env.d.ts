import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}

declare module "vitest" {
  interface ProvidedContext {
    /** Base URL of the loopback e-mail API fake started by worker/test/email-api-fake.global.mjs. */
    emailApiUrl: string;
  }
}
