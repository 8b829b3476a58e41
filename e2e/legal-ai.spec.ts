import { readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import mammoth from "mammoth";
import { ORIGIN, signUp } from "./support/account.ts";

// The Legal AI page end to end, in both languages, in local mode (no model): each tab submitted, a validation
// error, a Mermaid flowchart drawn as SVG, a clause downloaded as .docx and read back with a DOCX parser, and
// screenshots of every tab on a desktop and a phone.

type Lang = "en" | "pt";
const SHOTS = "e2e/screenshots";
// State-changing API calls must carry our own Origin (CSRF check); page.request sends none by itself.
const FIXTURES = join(import.meta.dirname, "fixtures");
const TABS = ["jurisprudence", "deadlines", "contract", "flowchart", "research"] as const;

const TEXT = {
  en: {
    title: "Legal AI",
    court: "Court",
    theme: "Theme",
    keywords: "Keywords",
    searchDecisions: "Search decisions",
    themeRequired: "Theme is required.",
    keywordsRequired: "Keywords: enter at least one item (separate with commas).",
    jurisdiction: "Jurisdiction",
    actionType: "Action type",
    baseDate: "Base date",
    calculate: "Calculate deadline",
    clauseType: "Clause type",
    parties: "Parties",
    terms: "Specific terms",
    draft: "Draft clause",
    downloadDocx: "Download .docx",
    procedure: "Procedure",
    generate: "Generate flowchart",
    topic: "Topic",
    laws: "Laws",
    writeMemo: "Write memo",
    memoQuestion: "Question",
    localMode: "No language model is configured",
    skippedOnly: "Show skipped days only",
    exportSvg: "Export SVG",
    exportPng: "Export PNG",
    downloadTxt: "Download .txt",
    flowchartTool: "Flowchart",
    saveAsDeadline: "Save as a deadline",
    noCases: "You have no cases yet.",
    createCase: "Create one on the Cases page",
    caseField: "Case",
    deadlineTitle: "Title",
    saveDeadline: "Save deadline",
    saved: "Deadline saved",
    caseTitle: "Doe v. Acme Logistics",
    caseOf: "Case: ",
  },
  pt: {
    title: "IA Jurídica",
    court: "Tribunal",
    theme: "Tema",
    keywords: "Palavras-chave",
    searchDecisions: "Buscar decisões",
    themeRequired: "Tema: campo obrigatório.",
    keywordsRequired: "Palavras-chave: informe ao menos um item (separe com vírgulas).",
    jurisdiction: "Jurisdição",
    actionType: "Tipo de ato",
    baseDate: "Data-base",
    calculate: "Calcular prazo",
    clauseType: "Tipo de cláusula",
    parties: "Partes",
    terms: "Termos específicos",
    draft: "Redigir cláusula",
    downloadDocx: "Baixar .docx",
    procedure: "Procedimento",
    generate: "Gerar fluxograma",
    topic: "Tema",
    laws: "Leis",
    writeMemo: "Redigir parecer",
    memoQuestion: "Questão",
    localMode: "Nenhum modelo de linguagem está configurado",
    skippedOnly: "Mostrar só os dias não contados",
    exportSvg: "Exportar SVG",
    exportPng: "Exportar PNG",
    downloadTxt: "Baixar .txt",
    flowchartTool: "Fluxograma",
    saveAsDeadline: "Salvar como prazo",
    noCases: "Você ainda não tem casos.",
    createCase: "Crie um na página Casos e Prazos",
    caseField: "Caso",
    deadlineTitle: "Título",
    saveDeadline: "Salvar prazo",
    saved: "Prazo salvo",
    caseTitle: "Pereira x Construtora Horizonte",
    caseOf: "Caso: ",
  },
} as const;

/** What each language's lawyer asks of each tool. */
const ASK = {
  en: {
    decision: "order-acme-en.txt",
    court: "ca2",
    theme: "summary judgment",
    keywords: "Acme, Globex",
    jurisdiction: "usa",
    actionType: "answer",
    deadlineCourt: "federal",
    baseDate: "2025-03-10",
    dueDate: "Mar 31, 2025",
    skipped: [] as string[],
    clauseType: "confidentiality",
    parties: "Acme Corporation, Jane Roe",
    terms: "3 years, trade secrets",
    procedure: "federal civil action",
    topic: "Summary judgment ordering payment: Acme v. Globex",
  },
  pt: {
    decision: "sentenca-seguro-pt.txt",
    court: "TJ",
    theme: "recusa de cobertura securitária",
    keywords: "seguradora, indenização",
    jurisdiction: "brazil",
    actionType: "apelacao",
    deadlineCourt: "TJSP",
    baseDate: "2025-03-10",
    dueDate: "31 de mar. de 2025",
    skipped: ["Não contado"],
    clauseType: "confidentiality",
    parties: "Acme Ltda., João Silva",
    terms: "prazo de 5 anos, segredos comerciais",
    procedure: "procedimento comum",
    topic: "Recusa de cobertura pela seguradora e indenização securitária",
  },
} as const;

/** Registers, verifies through the dev outbox link and logs in; the page then carries the session cookie. */
/** Uploads a decision through the API and waits until the pipeline has analysed and indexed it; its id. */
async function uploadDecision(page: Page, file: string): Promise<string> {
  const upload = await page.request.post("/api/documents/upload", {
    headers: { origin: ORIGIN },
    multipart: { document: { name: file, mimeType: "text/plain", buffer: readFileSync(join(FIXTURES, file)) } },
  });
  expect(upload.status(), await upload.text()).toBe(202);
  const { id } = (await upload.json()) as { id: string };
  await expect
    .poll(
      async () => {
        const list = (await (await page.request.get("/api/documents/analyses")).json()) as {
          id: string;
          status: string;
        }[];
        return list.find((d) => d.id === id)?.status;
      },
      { timeout: 45_000 },
    )
    .toBe("processed");
  return id;
}

/** Clicks a download button; the file's suggested name and bytes. */
async function downloaded(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const pending = page.waitForEvent("download");
  await button.click();
  const file = await pending;
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path()) ?? "") };
}

/** The visible tab panel (the others stay mounted, hidden, so their forms keep their values). */
function panel(page: Page): Locator {
  return page.getByRole("tabpanel");
}

async function openTab(page: Page, tab: (typeof TABS)[number]) {
  await page.getByTestId(`tab-${tab}`).click();
  await expect(page.getByTestId(`tab-${tab}`)).toHaveAttribute("data-state", "active");
}

/** A full-page screenshot from the top (the sticky header would otherwise be drawn where the page was scrolled). */
async function shot(page: Page, path: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true });
}

async function expectNoSeriousA11yViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function expectLocalResult(page: Page, lang: Lang) {
  const result = panel(page).getByTestId("legal-ai-result");
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result.getByTestId("result-text")).not.toBeEmpty();
  await expect(result.getByTestId("local-mode-notice")).toContainText(TEXT[lang].localMode);
}

for (const lang of ["en", "pt"] as const) {
  const t = TEXT[lang];
  const ask = ASK[lang];

  test.describe(`legal AI (${lang})`, () => {
    test("every tab answers in local mode; required fields are enforced; screenshots on desktop and phone", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 1280, height: 800 });
      await signUp(page, lang, "legalai");
      const decisionId = await uploadDecision(page, ask.decision);
      const original = `/api/documents/analyses/${decisionId}/original`;
      await page.goto("/legal-ai");
      await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      await expect(page.getByRole("tab")).toHaveCount(5);

      // Jurisprudence: an empty submission names the missing fields and sends nothing.
      const p = panel(page);
      await p.getByRole("button", { name: t.searchDecisions }).click();
      await expect(p.getByText(t.themeRequired)).toBeVisible();
      await expect(p.getByText(t.keywordsRequired)).toBeVisible();
      await expect(p.getByLabel(t.court, { exact: true })).toBeFocused();
      await shot(page, `${SHOTS}/legal-ai-validation-${lang}.png`);
      await p.getByLabel(t.court, { exact: true }).selectOption(ask.court);
      await p.getByLabel(t.theme, { exact: true }).fill(ask.theme);
      await p.getByLabel(t.keywords, { exact: true }).fill(ask.keywords);
      await p.getByRole("button", { name: t.searchDecisions }).click();
      await expectLocalResult(page, lang);
      await expect(p.getByTestId("sources-used")).toBeVisible();
      // The user's own decision is found, and its link opens the original file.
      const found = p.getByTestId("decisions").getByRole("listitem").filter({ hasText: ask.decision });
      await expect(found).toBeVisible();
      await expect(found.getByRole("link")).toHaveAttribute("href", original);
      expect((await page.request.get(original)).status()).toBe(200);
      await shot(page, `${SHOTS}/legal-ai-jurisprudence-${lang}.png`);

      // Deadlines: the calculator's due date, first counted day, rule, basis and the audit table.
      await openTab(page, "deadlines");
      await p.getByLabel(t.jurisdiction, { exact: true }).selectOption(ask.jurisdiction);
      await p.getByLabel(t.actionType, { exact: true }).selectOption(ask.actionType);
      await p.getByLabel(t.court, { exact: true }).selectOption(ask.deadlineCourt);
      await p.getByLabel(t.baseDate, { exact: true }).fill(ask.baseDate);
      await p.getByRole("button", { name: t.calculate }).click();
      await expectLocalResult(page, lang);
      // Known answers of the calculator: FRCP 12(a) 21 days from service; CPC apelação 15 business days.
      await expect(p.getByTestId("deadline-due")).toHaveText(ask.dueDate);
      await expect(p.getByTestId("deadline-basis")).not.toBeEmpty();
      await expect(p.getByTestId("audit-table").locator("tbody tr").first()).toBeVisible();
      await p.getByRole("checkbox", { name: t.skippedOnly }).click();
      const actions = await p.getByTestId("audit-table").locator("tbody tr td:nth-child(3)").allTextContents();
      expect(new Set(actions)).toEqual(new Set(ask.skipped));
      await expect(p.getByTestId("save-deadline")).toBeVisible();
      await shot(page, `${SHOTS}/legal-ai-deadlines-${lang}.png`);

      // Contract clause: drafted from the library, downloaded as .docx and read back by a DOCX parser.
      await openTab(page, "contract");
      await p.getByLabel(t.clauseType, { exact: true }).selectOption(ask.clauseType);
      await p.getByLabel(t.parties, { exact: true }).fill(ask.parties);
      await p.getByLabel(t.terms, { exact: true }).fill(ask.terms);
      await p.getByRole("button", { name: t.draft }).click();
      await expectLocalResult(page, lang);
      const shown = (await p.getByTestId("result-text").textContent()) ?? "";
      const docx = await downloaded(page, p.getByRole("button", { name: t.downloadDocx }));
      expect(docx.name).toMatch(/\.docx$/);
      const { value: docText } = await mammoth.extractRawText({ buffer: docx.bytes });
      // The Word file carries the clause the page shows: its first party and a sentence of its text.
      expect(docText).toContain(ask.parties.split(",")[0]);
      const sentence = shown
        .split("\n")
        .map((l) => l.trim())
        .find((l) => l.length > 60 && docText.includes(l.slice(0, 40)));
      expect(sentence, "a line of the shown clause appears in the .docx").toBeTruthy();
      await shot(page, `${SHOTS}/legal-ai-contract-${lang}.png`);

      // Flowchart: Mermaid loaded on demand and drawn as SVG.
      await openTab(page, "flowchart");
      await p.getByLabel(t.procedure, { exact: true }).fill(ask.procedure);
      await p.getByRole("button", { name: t.generate }).click();
      await expectLocalResult(page, lang);
      await expect(p.getByTestId("flowchart-svg").locator("svg")).toBeVisible({ timeout: 20_000 });
      expect(await p.getByTestId("flowchart-svg").locator("svg g.node").count()).toBeGreaterThan(2);
      // Exports: the SVG as drawn, and a PNG drawn on a canvas (an untainted one, or toBlob would fail).
      const svgFile = await downloaded(page, p.getByRole("button", { name: t.exportSvg }));
      expect(svgFile.name).toMatch(/\.svg$/);
      expect(svgFile.bytes.toString("utf8")).toContain("<svg");
      const pngFile = await downloaded(page, p.getByRole("button", { name: t.exportPng }));
      expect(pngFile.name).toMatch(/\.png$/);
      expect(pngFile.bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
      await shot(page, `${SHOTS}/legal-ai-flowchart-${lang}.png`);

      // Research: the structured memo and the local-mode notice.
      await openTab(page, "research");
      await p.getByLabel(t.topic, { exact: true }).fill(ask.topic);
      await p.getByRole("checkbox", { name: t.laws }).click();
      await expect(p.getByRole("checkbox", { name: t.laws })).toBeChecked();
      await p.getByRole("button", { name: t.writeMemo }).click();
      await expectLocalResult(page, lang);
      await expect(p.getByTestId("research-memo").getByRole("heading", { name: t.memoQuestion })).toBeVisible();
      // The .txt download is the text shown.
      const txt = await downloaded(page, p.getByRole("button", { name: t.downloadTxt }));
      expect(txt.name).toMatch(/\.txt$/);
      expect(txt.bytes.toString("utf8")).toBe(await p.getByTestId("result-text").textContent());
      // A source from the user's documents links to it.
      await expect(p.getByTestId("memo-sources").locator(`a[href="${original}"]`)).toBeVisible();
      await shot(page, `${SHOTS}/legal-ai-research-${lang}.png`);

      // A phone: the tabs scroll sideways, forms are one column, results fit the width.
      await page.setViewportSize({ width: 390, height: 844 });
      for (const tab of TABS) {
        await openTab(page, tab);
        await shot(page, `${SHOTS}/legal-ai-${tab}-phone-${lang}.png`);
      }
      for (const tab of ["deadlines", "flowchart"] as const) {
        await openTab(page, tab);
        await expectNoSeriousA11yViolations(page);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, "nothing wider than the phone's screen").toBeLessThanOrEqual(0);

      // The last results are kept for the user: five submissions, five entries; 'Show' puts one back in its tab.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.reload();
      const recent = page.getByTestId("recent-results").getByRole("listitem");
      await expect(recent).toHaveCount(5);
      await recent.filter({ hasText: t.flowchartTool }).getByRole("button").click();
      await expect(page.getByTestId("tab-flowchart")).toHaveAttribute("data-state", "active");
      await expect(p.getByTestId("flowchart-svg").locator("svg")).toBeVisible({ timeout: 20_000 });

      await expectNoSeriousA11yViolations(page);
    });

    test("a calculated deadline is saved into a case and shows on /cases", async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 1280, height: 800 });
      await signUp(page, lang, "legalai");
      await page.goto("/legal-ai");
      const p = panel(page);
      await openTab(page, "deadlines");
      await p.getByLabel(t.jurisdiction, { exact: true }).selectOption(ask.jurisdiction);
      await p.getByLabel(t.actionType, { exact: true }).selectOption(ask.actionType);
      await p.getByLabel(t.court, { exact: true }).selectOption(ask.deadlineCourt);
      await p.getByLabel(t.baseDate, { exact: true }).fill(ask.baseDate);
      await p.getByRole("button", { name: t.calculate }).click();
      await expect(p.getByTestId("deadline-due")).toHaveText(ask.dueDate, { timeout: 20_000 });

      // No case yet: the dialog says so, points to /cases and offers nothing to save.
      await p.getByTestId("save-deadline").click();
      const dialog = page.getByRole("dialog", { name: t.saveAsDeadline });
      await expect(dialog.getByTestId("save-deadline-no-cases")).toContainText(t.noCases);
      await expect(dialog.getByRole("link", { name: t.createCase })).toHaveAttribute("href", "/cases");
      await expect(dialog.getByRole("button", { name: t.saveDeadline })).toBeDisabled();
      await shot(page, `${SHOTS}/legal-ai-save-no-case-${lang}.png`);
      await page.keyboard.press("Escape");

      const created = await page.request.post("/api/cases", {
        headers: { origin: ORIGIN },
        data: { title: t.caseTitle },
      });
      expect(created.status(), await created.text()).toBe(201);
      await p.getByTestId("save-deadline").click();
      await dialog.getByRole("combobox", { name: t.caseField }).click();
      await page.getByRole("option", { name: t.caseTitle }).click();
      const title = await dialog.getByLabel(t.deadlineTitle, { exact: true }).inputValue();
      expect(title).not.toBe("");
      await shot(page, `${SHOTS}/legal-ai-save-dialog-${lang}.png`);
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, `${SHOTS}/legal-ai-save-dialog-phone-${lang}.png`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await dialog.getByRole("button", { name: t.saveDeadline }).click();
      await expect(page.getByTestId("toast").filter({ hasText: t.saved })).toContainText(t.caseTitle);
      await expect(dialog).toHaveCount(0);

      // The cases screen lists it under its case with the calculator's due date.
      await page.goto("/cases");
      const row = page.getByTestId("deadline-row").filter({ hasText: title });
      await expect(row).toContainText(`${t.caseOf}${t.caseTitle}`);
      await expect(row).toContainText(ask.dueDate);
      await shot(page, `${SHOTS}/legal-ai-saved-on-cases-${lang}.png`);
    });

    test("the tabs are reachable with the keyboard", async ({ page }) => {
      await signUp(page, lang, "legalai");
      await page.goto("/legal-ai");
      await page.getByTestId("tab-jurisprudence").focus();
      await page.keyboard.press("ArrowRight");
      await expect(page.getByTestId("tab-deadlines")).toBeFocused();
      await expect(page.getByTestId("tab-deadlines")).toHaveAttribute("data-state", "active");
      await page.keyboard.press("End");
      await expect(page.getByTestId("tab-research")).toHaveAttribute("data-state", "active");
    });
  });
}
