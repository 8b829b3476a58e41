import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";

// A loopback OpenAI-compatible server for the worker tests (vitest globalSetup, runs in Node). workerd tests cannot
// listen, but the Worker can fetch 127.0.0.1, so the real adapter is exercised over real HTTP.
//
// POST /v1/chat/completions answers by the request's model name:
//   - a reply scripted for that model with POST /__script {model, replies:[{status, content, body, delayMs, headers}]}
//     is used first (one per request, in order);
//   - otherwise the model name's prefix picks a behaviour: "rate-limit" 429 with Retry-After, "slow" 3 s before
//     answering, "malformed" a body that is not JSON, "server-error" 500, "echo" a JSON answer describing the
//     request (characters of each message), anything else a fixed valid answer.
// GET /__requests?model=M lists the requests received for M (headers that matter and the parsed body).

declare module "vitest" {
  export interface ProvidedContext {
    fakeLlmPort: number;
  }
}

interface Reply {
  status?: number;
  content?: string;
  body?: string;
  delayMs?: number;
  headers?: Record<string, string>;
}

interface Recorded {
  authorization: string | null;
  body: { model: string; messages: { role: string; content: string }[]; [key: string]: unknown };
}

const scripts = new Map<string, Reply[]>();
const recorded = new Map<string, Recorded[]>();

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function completion(model: string, content: string): string {
  return JSON.stringify({
    id: "chatcmpl-fake",
    object: "chat.completion",
    model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
  });
}

function defaultReply(model: string, body: Recorded["body"]): Reply {
  if (model.startsWith("rate-limit")) {
    // A realistic 429 body that names the account: it must never reach our client.
    return {
      status: 429,
      headers: { "retry-after": "7" },
      body: JSON.stringify({
        error: { message: "Rate limit reached for org-SECRET on tokens per min", type: "tokens" },
      }),
    };
  }
  if (model.startsWith("slow")) return { delayMs: 3000, content: '{"late":true}' };
  if (model.startsWith("malformed")) return { body: '{"choices":[{"message":{"content":"{\\"summary\\": "' };
  if (model.startsWith("server-error")) return { status: 500, body: "upstream exploded: key sk-SECRET" };
  if (model.startsWith("echo")) {
    const describe = body.messages.map((m) => ({ role: m.role, chars: m.content.length }));
    return { content: JSON.stringify({ echo: describe, maxTokens: body.max_tokens ?? null }) };
  }
  return { content: '{"answer":"ok"}' };
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  if (req.method === "POST" && url.pathname === "/__script") {
    const { model, replies } = JSON.parse(await readBody(req)) as { model: string; replies: Reply[] };
    scripts.set(model, [...(scripts.get(model) ?? []), ...replies]);
    res.writeHead(204).end();
    return;
  }
  if (req.method === "GET" && url.pathname === "/__requests") {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(recorded.get(url.searchParams.get("model") ?? "") ?? []));
    return;
  }
  if (req.method !== "POST" || url.pathname !== "/v1/chat/completions") {
    res.writeHead(404, { "content-type": "application/json" }).end('{"error":{"message":"not found"}}');
    return;
  }
  const body = JSON.parse(await readBody(req)) as Recorded["body"];
  const model = String(body.model);
  recorded.set(model, [...(recorded.get(model) ?? []), { authorization: req.headers.authorization ?? null, body }]);
  const reply = scripts.get(model)?.shift() ?? defaultReply(model, body);
  if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
  if (res.destroyed) return;
  res.writeHead(reply.status ?? 200, { "content-type": "application/json", ...reply.headers });
  res.end(reply.body ?? completion(model, reply.content ?? ""));
}

export default async function setup(project: TestProject) {
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end("fake server error");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  project.provide("fakeLlmPort", (server.address() as AddressInfo).port);
  return async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
