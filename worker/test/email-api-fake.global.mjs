// Node side of the worker tests (vitest globalSetup): a loopback fake of a Resend-style e-mail API, so the
// real httpEmailProvider is exercised over real HTTP from inside workerd (which cannot open a server itself).
// POST /emails records the message (answers 500 when the key is "fail-key"); GET /sent lists what arrived.
import { createServer } from "node:http";

/** @param {{ provide: (key: string, value: unknown) => void }} project */
export default async function setup(project) {
  /** @type {{ headers: Record<string, unknown>, body: unknown }[]} */
  const sent = [];
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      if (req.method === "GET" && req.url === "/sent") {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(sent));
        return;
      }
      if (req.method === "POST" && req.url === "/emails") {
        if (req.headers.authorization === "Bearer fail-key") {
          res.writeHead(500, { "content-type": "application/json" }).end('{"message":"account suspended"}');
          return;
        }
        sent.push({ headers: req.headers, body: JSON.parse(raw || "null") });
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: `fake_${sent.length}` }));
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  project.provide("emailApiUrl", `http://127.0.0.1:${port}`);
  return () => new Promise((resolve) => server.close(() => resolve(undefined)));
}
