import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";

// Search at scale (docs/decisions/021-search-at-scale.md) in both languages: a clause concept asked in one language
// finds the other language's contract, the true total and how results were found are shown, and the facets from
// the engine's findings narrow the list. Screenshots at desktop and phone size.

const FIXTURES = join(import.meta.dirname, "fixtures");
const FILES = ["services-agreement-en.txt", "contrato-servicos-pt.txt"];
const SHOTS = "e2e/screenshots";
const ORIGIN = new URL(process.env.BASE_URL ?? "http://127.0.0.1:8787").origin;

const TEXT = {
  en: {
    query: "lei aplicável",
    found: /Found 2 documents/,
    foundBy: /Found by: Keyword and thesaurus/,
    more: "More filters",
    party: "Party",
  },
  pt: {
    query: "governing law",
    found: /2 documentos encontrados/,
    foundBy: /Encontrado por: Palavra-chave e tesauro/,
    more: "Mais filtros",
    party: "Parte",
  },
} as const;

async function signUpWithDocuments(page: Page, lang: "en" | "pt") {
  const email = `search.${lang}.${Date.now()}@firm.test`;
  const headers = { origin: ORIGIN, "x-language": lang };
  const password = "correct horse battery";
  const reg = await page.request.post("/api/auth/register", {
    headers,
    data: { email, password, firstName: "Ana", lastName: "Souza", language: lang },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const mails = (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    links: string[];
  }[];
  await page.request.get(mails.flatMap((m) => m.links).find((l) => l.includes("verify-email")) ?? "");
  expect((await page.request.post("/api/auth/login", { headers, data: { email, password } })).status()).toBe(200);
  for (const name of FILES) {
    const res = await page.request.post("/api/documents/upload", {
      headers,
      multipart: { document: { name, mimeType: "text/plain", buffer: readFileSync(join(FIXTURES, name)) } },
    });
    expect(res.status(), await res.text()).toBe(202);
  }
  // The pipeline runs in the same Worker: wait until both are processed.
  await expect(async () => {
    const list = (await (await page.request.get("/api/documents/analyses")).json()) as { status: string }[];
    expect(list.filter((d) => d.status === "processed")).toHaveLength(2);
  }).toPass({ timeout: 60_000 });
  await page.addInitScript((l) => localStorage.setItem("language", l), lang);
}

for (const lang of ["en", "pt"] as const) {
  const t = TEXT[lang];
  test(`search (${lang}): a clause concept across languages, the true total, and facets from findings`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await signUpWithDocuments(page, lang);
    for (const viewport of [
      { width: 1280, height: 800, name: "desktop" },
      { width: 390, height: 844, name: "phone" },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto("/");
      await page.getByTestId("search-input").fill(t.query);
      await page.getByTestId("search-input").press("Enter");
      const results = page.getByTestId("search-results");
      await expect(results.getByTestId("search-total")).toHaveText(t.found);
      await expect(results.getByTestId("search-mode")).toHaveText(t.foundBy);
      await expect(results.getByTestId("search-result")).toHaveCount(2);
      await expect(results.locator("mark").first()).toBeVisible();

      // A party facet: only the contract that names ALFA TECNOLOGIA.
      await page.getByText(t.more).click();
      await page.getByLabel(t.party).fill("Alfa Tecnologia");
      await page.getByTestId("search-submit").click();
      await expect(results.getByTestId("search-result")).toHaveCount(1);
      await expect(results.getByTestId("search-result")).toContainText("contrato-servicos-pt.txt");
      await page.getByTestId("search-card").screenshot({ path: `${SHOTS}/search-facets-${viewport.name}-${lang}.png` });
    }
  });
}
