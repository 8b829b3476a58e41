import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";

// Loopback fakes of the two public jurisprudence APIs (vitest globalSetup, Node side), shaped after their published
// documentation (decision 015):
//   CourtListener  GET  /courtlistener/api/rest/v4/search/?q=…&type=o   header Authorization: Token <token>
//   DataJud        POST /datajud/api_publica_<alias>/_search              header Authorization: APIKey <key>
// The token / key picks a behaviour: "rate-limit…" 429, "slow…" 3 s delay, "malformed…" a body that is not JSON,
// "bad…" 401 (as the real APIs answer a wrong key); anything else a realistic answer (none when q or the query
// contains "nothingmatches"). GET /__requests?key=K lists the requests received with that token / key.

declare module "vitest" {
  export interface ProvidedContext {
    fakeJurisprudencePort: number;
  }
}

interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  body: unknown;
}

const recorded = new Map<string, Recorded[]>();

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

const OPINIONS = [
  {
    absolute_url: "/opinion/4801970/edwards-v-arthur-andersen-llp/",
    caseName: "Edwards v. Arthur Andersen LLP",
    caseNameFull: "Raymond Edwards v. Arthur Andersen LLP",
    citation: ["44 Cal. 4th 937", "189 P.3d 285"],
    cluster_id: 4801970,
    court: "California Supreme Court",
    court_citation_string: "Cal.",
    court_id: "cal",
    dateFiled: "2008-08-07",
    docketNumber: "S147190",
    status: "Published",
    opinions: [
      {
        id: 4587341,
        snippet:
          "Section 16600 states: Except as provided in this chapter, every contract by which anyone is restrained from engaging in a lawful profession, trade, or business of any kind is to that extent void.",
        type: "010combined",
      },
    ],
  },
  {
    absolute_url: "/opinion/2630281/ixchel-pharma-llc-v-biogen-inc/",
    caseName: "Ixchel Pharma, LLC v. Biogen, Inc.",
    citation: ["9 Cal. 5th 1130", "470 P.3d 571"],
    cluster_id: 2630281,
    court: "California Supreme Court",
    court_id: "cal",
    dateFiled: "2020-08-03",
    docketNumber: "S256309",
    status: "Published",
    opinions: [
      {
        id: 4799999,
        snippet: "A rule of reason applies to contractual restraints on business operations and commercial dealings.",
        type: "010combined",
      },
    ],
  },
];

function hit(alias: string, n: number) {
  return {
    _index: alias,
    _id: `TJSP_G2_0000${n}`,
    _score: 7.1 - n,
    _source: {
      numeroProcesso: `1004523${n}020228260100`.slice(0, 20),
      classe: { codigo: 198, nome: "Apelação Cível" },
      sistema: { codigo: 1, nome: "Pje" },
      tribunal: alias.replace("api_publica_", "").toUpperCase(),
      dataAjuizamento: "2022-03-14T00:00:00.000Z",
      grau: "G2",
      orgaoJulgador: { codigo: 5321, nome: "12ª Câmara de Direito Privado", codigoMunicipioIBGE: 3550308 },
      assuntos: [
        { codigo: 10433, nome: "Indenização por Dano Moral" },
        { codigo: 7771, nome: "Rescisão do contrato e devolução do dinheiro" },
      ],
      movimentos: [
        { codigo: 26, nome: "Distribuição", dataHora: "2022-03-14T10:00:00.000Z" },
        { codigo: 237, nome: "Provimento em Parte", dataHora: `2023-0${n + 4}-18T15:21:00.000Z` },
      ],
    },
  };
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers }).end(body);
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  if (req.method === "GET" && url.pathname === "/__requests") {
    send(res, 200, JSON.stringify(recorded.get(url.searchParams.get("key") ?? "") ?? []));
    return;
  }
  const raw = await readBody(req);
  const authorization = req.headers.authorization ?? null;
  const key = authorization?.replace(/^(Token|APIKey)\s+/, "") ?? "anonymous";
  recorded.set(key, [
    ...(recorded.get(key) ?? []),
    {
      method: req.method ?? "",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization,
      body: raw ? JSON.parse(raw) : null,
    },
  ]);
  const courtListener = req.method === "GET" && url.pathname === "/courtlistener/api/rest/v4/search/";
  const dataJud = req.method === "POST" && /^\/datajud\/api_publica_[a-z0-9-]+\/_search$/.test(url.pathname);
  if (!courtListener && !dataJud) return send(res, 404, '{"detail":"Not found."}');
  if (dataJud && !authorization?.startsWith("APIKey ")) return send(res, 401, '{"message":"Unauthorized"}');
  if (key.startsWith("bad")) return send(res, 401, '{"detail":"Invalid token."}');
  if (key.startsWith("rate-limit"))
    return send(res, 429, '{"detail":"Request was throttled."}', { "retry-after": "30" });
  if (key.startsWith("malformed")) return send(res, 200, "<html>maintenance</html>");
  if (key.startsWith("slow")) await new Promise((r) => setTimeout(r, 3000));
  if (res.destroyed) return;
  const none = raw.includes("nothingmatches") || (url.searchParams.get("q") ?? "").includes("nothingmatches");
  if (courtListener) {
    const results = none ? [] : OPINIONS;
    return send(res, 200, JSON.stringify({ count: results.length, next: null, previous: null, results }));
  }
  const alias = url.pathname.split("/")[2] ?? "";
  const hits = none ? [] : [hit(alias, 1), hit(alias, 2)];
  send(
    res,
    200,
    JSON.stringify({
      took: 12,
      timed_out: false,
      _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
      hits: { total: { value: hits.length, relation: "eq" }, max_score: 6.1, hits },
    }),
  );
}

export default async function setup(project: TestProject) {
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end("fake server error");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  project.provide("fakeJurisprudencePort", (server.address() as AddressInfo).port);
  return async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
