import { app } from "./app.ts";
import { handleAnalysisBatch } from "./modules/documents/documents.queue.ts";
import { runDailyJobs } from "./modules/jobs/daily.ts";
import { LOST_JOB_CRON, runLostJobSweep } from "./modules/jobs/lost-jobs.ts";

export default {
  fetch: app.fetch,
  queue: handleAnalysisBatch,
  scheduled: (controller, env, ctx) => {
    const now = new Date(controller.scheduledTime);
    ctx.waitUntil(controller.cron === LOST_JOB_CRON ? runLostJobSweep(env, now) : runDailyJobs(env, now));
  },
} satisfies ExportedHandler<Env>;
