import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import type { CaseDto, DeadlineDto } from "../../../common/api/cases.ts";
import worker from "../../index.ts";
import type { Client } from "../../test/helpers.ts";

/** Today's date where a zone's courts sit, plus `offset` days (tests build due dates relative to the real clock). */
export function dayFromToday(offset: number, timeZone = "America/Sao_Paulo", now = new Date()): string {
  const today = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

export async function body<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

export async function createCase(c: Client, fields: Record<string, unknown> = {}): Promise<CaseDto> {
  const res = await c.request("/api/cases", { method: "POST", json: { title: "Silva v. Souza", ...fields } });
  if (res.status !== 201) throw new Error(`case not created: ${res.status} ${await res.text()}`);
  return body<CaseDto>(res);
}

export async function createCustomDeadline(
  c: Client,
  deadlineDate: string,
  fields: Record<string, unknown> = {},
): Promise<DeadlineDto> {
  const res = await c.request("/api/deadlines", {
    method: "POST",
    json: { mode: "custom", title: "Contestação", deadlineDate, ...fields },
  });
  if (res.status !== 201) throw new Error(`deadline not created: ${res.status} ${await res.text()}`);
  return body<DeadlineDto>(res);
}

/** B1 of the worked examples: made available Mon 2025-03-10, apelação, 15 business days → Tue 2025-04-01. */
export const APPEAL_B1 = {
  actionType: "apelacao",
  jurisdiction: "brazil",
  court: "TJSP",
  baseDate: "2025-03-10",
  baseEvent: "availability",
} as const;

export async function createComputedDeadline(
  c: Client,
  calculation: Record<string, unknown> = APPEAL_B1,
  fields: Record<string, unknown> = {},
): Promise<DeadlineDto> {
  const res = await c.request("/api/deadlines", { method: "POST", json: { mode: "computed", calculation, ...fields } });
  if (res.status !== 201) throw new Error(`deadline not created: ${res.status} ${await res.text()}`);
  return body<DeadlineDto>(res);
}

/** Runs the Worker's scheduled handler (the daily Cron Trigger) at an instant and waits for it. */
export async function runCron(at: Date): Promise<void> {
  const controller = createScheduledController({ scheduledTime: at, cron: "0 6 * * *" });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, env, ctx);
  await waitOnExecutionContext(ctx);
}

/** The error envelope's code and message. */
export async function errorOf(res: Response): Promise<{ status: number; code: string; message: string }> {
  const json = (await res.json()) as { error: { code: string; message: string } };
  return { status: res.status, code: json.error.code, message: json.error.message };
}
