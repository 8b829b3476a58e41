import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

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
            include: ["worker/analysis/**/*.test.ts", "worker/deadlines/**/*.test.ts", "common/**/*.test.ts"],
          },
        },
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              remoteBindings: false,
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  SESSION_SECRET: "test-session-secret-0123456789abcdef",
                  ADMIN_EMAILS: "admin@causa.test",
                },
              },
            }),
          ],
          test: {
            name: "worker",
            include: ["worker/**/*.test.ts"],
            exclude: ["worker/analysis/**", "worker/deadlines/**"],
            setupFiles: ["./worker/test/apply-migrations.ts"],
          },
        },
        {
          plugins: [react()],
          test: {
            name: "web",
            environment: "happy-dom",
            include: ["web/**/*.test.{ts,tsx}"],
          },
        },
      ],
    },
  };
});
