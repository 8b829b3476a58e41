import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type {
  JurisprudenceSearchResponse,
  LegalAiResultsResponse,
  LegalResearchResponse,
} from "../../../common/api/legal-ai.ts";
import { app } from "../../app.ts";
import { ORIGIN, signedInUser } from "../../test/helpers.ts";
import { SENTENCA_PT } from "../../test/texts.ts";
import { BODIES, post } from "./test-calls.ts";
import { ACORDAO_PT, seedIndexedDocument } from "./test-documents.ts";

// Authorisation and validation of the Legal AI routes.

const PATHS = Object.keys(BODIES) as (keyof typeof BODIES)[];

describe("Legal AI security", () => {
  it("never shows another user's documents in jurisprudence or research results", async () => {
    const owner = await signedInUser({ language: "pt" });
    const { id: theirs } = await seedIndexedDocument(owner.email, "segredo-do-cliente.txt", SENTENCA_PT);
    const other = await signedInUser({ language: "pt" });
    const { id: mine } = await seedIndexedDocument(other.email, "acordao.txt", ACORDAO_PT);

    const search = (await (
      await post("jurisprudence-search", BODIES["jurisprudence-search"], other.client.cookie)
    ).json()) as JurisprudenceSearchResponse;
    const research = (await (
      await post("legal-research", BODIES["legal-research"], other.client.cookie)
    ).json()) as LegalResearchResponse;
    const seen = JSON.stringify([search, research]);
    expect(seen).not.toContain(theirs);
    expect(seen).not.toContain("segredo-do-cliente");
    expect(seen).not.toContain("JOÃO CARLOS");
    expect(search.decisions.map((d) => d.documentId)).toEqual([mine]);

    // And the owner still finds their own.
    const ownerSearch = (await (
      await post("jurisprudence-search", BODIES["jurisprudence-search"], owner.client.cookie)
    ).json()) as JurisprudenceSearchResponse;
    expect(ownerSearch.decisions.map((d) => d.documentId)).toEqual([theirs]);
  });

  it("lists only the user's own last results", async () => {
    const a = await signedInUser();
    const b = await signedInUser();
    await post("generate-flowchart", BODIES["generate-flowchart"], a.client.cookie);
    const res = await app.request(
      `${ORIGIN}/api/legal-ai/results`,
      { headers: { cookie: b.client.cookie ?? "" } },
      env,
    );
    expect(((await res.json()) as LegalAiResultsResponse).results).toEqual([]);
  });

  it("answers 401 to anonymous calls of every route", async () => {
    for (const path of PATHS) expect((await post(path, BODIES[path], null)).status, path).toBe(401);
    for (const path of ["results", "deadline-options"]) {
      expect((await app.request(`${ORIGIN}/api/legal-ai/${path}`, {}, env)).status, path).toBe(401);
    }
  });

  it("answers 400 VALIDATION_ERROR with a message for missing or invalid fields", async () => {
    const { client } = await signedInUser();
    const cases: [string, unknown][] = [
      ["jurisprudence-search", { ...BODIES["jurisprudence-search"], keywords: [" ", ""] }],
      ["jurisprudence-search", { ...BODIES["jurisprudence-search"], theme: "" }],
      ["jurisprudence-search", { ...BODIES["jurisprudence-search"], period: "last year" }],
      ["calculate-deadlines", { ...BODIES["calculate-deadlines"], baseDate: "10/03/2025" }],
      ["draft-contract-clause", { ...BODIES["draft-contract-clause"], clauseType: "arbitration" }],
      ["draft-contract-clause", { ...BODIES["draft-contract-clause"], parties: [] }],
      ["generate-flowchart", { ...BODIES["generate-flowchart"], jurisdiction: "france" }],
      ["legal-research", { ...BODIES["legal-research"], depth: "deep" }],
      ["legal-research", { ...BODIES["legal-research"], sources: ["blogs"] }],
      ["legal-research", { ...BODIES["legal-research"], language: "fr" }],
    ];
    for (const [path, body] of cases) {
      const res = await post(path, body, client.cookie);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      const error = (await res.json()) as { code: string; message: string };
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.message.length).toBeGreaterThan(3);
    }
  });
});
