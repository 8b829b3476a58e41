import { readFile } from "node:fs/promises";
import { resolve, sep } from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/** Test-only service binding: GET http://files/<path> answers with that file of the repo (nothing outside it). */
async function serveRepoFile(request: { url: string }) {
  const path = resolve(decodeURIComponent(new URL(request.url).pathname.slice(1)));
  if (!path.startsWith(process.cwd() + sep)) return new Response("outside the repo", { status: 403 });
  const bytes = await readFile(path).catch(() => null);
  return bytes ? new Response(bytes) : new Response("not found", { status: 404 });
}

// Three projects: pure TypeScript (Node), the Worker inside workerd (D1/R2/Queues, migrations applied),
// and the web app in happy-dom.
export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  return {
    test: {
      projects: [
        {
          test: {
            name: "unit",
            environment: "node",
            include: [
              "worker/analysis/**/*.test.ts",
              "worker/deadlines/**/*.test.ts",
              "common/**/*.test.ts",
              "scripts/**/*.test.ts",
            ],
          },
        },
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              remoteBindings: false,
              miniflare: {
                // workerd has no fs: extraction tests read their fixtures and the OCR language data (node_modules)
                // through this binding.
                serviceBindings: { TEST_FILES: serveRepoFile },
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  // Every setting explicit, so a developer's .dev.vars never changes what the tests see.
                  SESSION_SECRET: "test-session-secret-0123456789abcdef",
                  ADMIN_EMAILS: "admin@causa.test",
                  APP_URL: "",
                  EMAIL_PROVIDER: "outbox",
                  EMAIL_API_URL: "",
                  EMAIL_API_KEY: "",
                  EMAIL_FROM: "Causa <no-reply@causa.test>",
                  LLM_PROVIDER: "local",
                  LLM_BASE_URL: "",
                  LLM_API_KEY: "",
                  LLM_MODEL: "",
                  STRIPE_SECRET_KEY: "",
                  STRIPE_PUBLISHABLE_KEY: "",
                  STRIPE_WEBHOOK_SECRET: "",
                  STRIPE_PRICE_PROFESSIONAL: "",
                  STRIPE_PRICE_ENTERPRISE: "",
                  STRIPE_API_BASE: "",
                  JURISPRUDENCE_PROVIDER: "local",
                  COURTLISTENER_API_URL: "",
                  COURTLISTENER_TOKEN: "",
                  DATAJUD_API_URL: "",
                  DATAJUD_API_KEY: "",
                },
              },
            }),
          ],
          test: {
            name: "worker",
            include: ["worker/**/*.test.ts"],
            // *.mermaid.test.ts need the browser's mermaid: they run in the web project.
            exclude: ["worker/analysis/**", "worker/deadlines/**", "worker/**/*.mermaid.test.ts"],
            setupFiles: ["./worker/test/apply-migrations.ts"],
            // Node side: loopback fakes of the HTTP e-mail API and of an OpenAI-compatible LLM server (workerd
            // cannot listen); their URL / port reach the tests through inject().
            globalSetup: [
              "./worker/test/email-api-fake.global.mjs",
              "./worker/test/fake-llm-server.ts",
              "./worker/test/fake-jurisprudence-server.ts",
            ],
          },
        },
        {
          plugins: [react()],
          test: {
            name: "web",
            environment: "happy-dom",
            include: ["web/**/*.test.{ts,tsx}", "worker/**/*.mermaid.test.ts"],
          },
        },
      ],
    },
  };
});
