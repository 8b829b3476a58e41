import { app } from "./app.ts";
import { handleAnalysisBatch } from "./modules/documents/documents.queue.ts";
import { runDailyJobs } from "./modules/jobs/daily.ts";

export default {
  fetch: app.fetch,
  queue: handleAnalysisBatch,
  scheduled: (controller, env, ctx) => {
    ctx.waitUntil(runDailyJobs(env, new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<Env>;
