import { readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import mammoth from "mammoth";
import { signUp } from "./support/account.ts";

// The analysis as a lawyer reads it (issue #19), end to end in both languages: the list item, the details dialog and
// the downloaded DOCX and text reports carry every value in the user's language, and no report holds JSON.
// Screenshots of the dialog and of the DOCX (rendered back to HTML by mammoth) at 1280×800 and 390×844 go to
// e2e/screenshots/.

const FIXTURES = join(import.meta.dirname, "fixtures");
const SHOTS = "e2e/screenshots";
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const CASES = {
  en: {
    file: "order-en.txt",
    uploadButton: "Upload and analyze",
    processedToast: "Document processed successfully",
    viewDetails: "View details",
    typeLine: "Judicial decision (USA)",
    facts: { "Document type": "Judicial decision", Jurisdiction: "USA", Language: "English" },
    chip: "Organization",
    role: /Plaintiff|Defendant/,
    docx: ["Causa — Document analysis report", "Status", "Processed", "Judicial decision", "$750,000.00"],
    headings: ["Parties", "Key findings", "Judicial decision", "Extracted entities"],
    text: "Document type: Judicial decision",
    raw: ["judicial_decision", "ORGANIZATION", "processed", "usa"],
  },
  pt: {
    file: "sentenca-cobranca-pt.txt",
    uploadButton: "Enviar e analisar",
    processedToast: "Documento processado com sucesso",
    viewDetails: "Ver detalhes",
    typeLine: "Decisão judicial (Brasil)",
    facts: { "Tipo de documento": "Decisão judicial", Jurisdição: "Brasil", Idioma: "Português" },
    chip: "Pessoa",
    role: /Autor|Réu/,
    docx: ["Causa — Relatório de análise de documento", "Situação", "Processado", "Decisão judicial", "R$ 50.000,00"],
    headings: ["Partes", "Principais achados", "Decisão judicial", "Entidades extraídas"],
    text: "Tipo de documento: Decisão judicial",
    raw: ["judicial_decision", "PERSON", "processed", "BRAZIL"],
  },
} as const;

/** A DOCX rendered to HTML by mammoth, in a page of its own, as a reader would see its structure. */
async function shootDocx(page: Page, html: string, name: string) {
  const view = await page.context().newPage();
  const css =
    "body{font-family:Calibri,DejaVu Sans,sans-serif;max-width:820px;margin:24px auto;padding:0 16px;color:#0f172a}" +
    "h1{font-family:Georgia,serif;color:#1e3a5f;font-size:20px;margin-top:24px}h3{font-size:15px}" +
    "table{border-collapse:collapse;width:100%;margin:8px 0}td{border:1px solid #cbd5e1;padding:4px 8px;vertical-align:top;word-break:break-word}";
  await view.setContent(`<!doctype html><meta charset="utf-8"><style>${css}</style>${html}`);
  for (const [size, suffix] of [
    [DESKTOP, ""],
    [PHONE, "-mobile"],
  ] as const) {
    await view.setViewportSize(size);
    await view.screenshot({ path: `${SHOTS}/${name}${suffix}.png`, fullPage: true });
  }
  await view.close();
}

for (const lang of ["en", "pt"] as const) {
  const t = CASES[lang];

  test(`the details dialog and the DOCX and text reports speak ${lang}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    await signUp(page, lang, "report");
    await page.goto("/");
    await page.getByTestId("upload-input").setInputFiles(join(FIXTURES, t.file));
    await page.getByRole("button", { name: t.uploadButton }).click();
    await expect(
      page.getByTestId("toast").filter({ hasText: t.processedToast }).filter({ hasText: t.file }),
    ).toBeVisible({ timeout: 45_000 });

    // The list item: 'Decisão judicial (Brasil)', never '(BRAZIL)'.
    const item = page.getByTestId("document-item").filter({ hasText: t.file });
    await expect(item).toContainText(t.typeLine);

    await item.getByRole("button", { name: new RegExp(t.viewDetails) }).click();
    const dialog = page.getByTestId("details-dialog");
    for (const [label, value] of Object.entries(t.facts)) {
      await expect(dialog.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd")).toHaveText(value);
    }
    await expect(dialog.getByText(t.chip, { exact: true }).first()).toBeVisible();
    await expect(dialog.getByTestId("parties")).toContainText(t.role);
    await expect(dialog).not.toContainText('{"');
    const axe = await new AxeBuilder({ page }).include("[role=dialog]").analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual(
      [],
    );
    await page.getByRole("dialog").screenshot({ path: `${SHOTS}/report-details-dialog-${lang}.png` });
    // A tall window shows the whole dialog (it scrolls within 90% of the window's height).
    await page.setViewportSize({ width: DESKTOP.width, height: 2600 });
    await page.getByRole("dialog").screenshot({ path: `${SHOTS}/report-details-dialog-full-${lang}.png` });
    await page.setViewportSize(DESKTOP);

    // The DOCX: a Word file a DOCX reader opens, with headings and the localised values.
    const downloading = page.waitForEvent("download");
    await dialog.getByTestId("download-docx").click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/-report\.docx$/);
    const buffer = readFileSync(await download.path());
    const [{ value: html }, { value: text }] = await Promise.all([
      mammoth.convertToHtml({ buffer }),
      mammoth.extractRawText({ buffer }),
    ]);
    for (const value of t.docx) expect(text.replace(/\u00a0/g, " ")).toContain(value);
    for (const heading of t.headings) expect(html).toContain(`<h1>${heading}</h1>`);
    expect(text).not.toContain('{"');
    for (const raw of t.raw) expect(text).not.toMatch(new RegExp(`\\b${raw}\\b`));
    await shootDocx(page, html, `report-docx-${lang}`);

    // The text report beside it: the same values, no JSON.
    const textDownloading = page.waitForEvent("download");
    await dialog.getByTestId("download-text").click();
    const report = readFileSync(await (await textDownloading).path(), "utf8");
    expect(report).toContain(t.text);
    expect(report).not.toContain('{"');

    // The phone: the dialog's top, and its report section with the download buttons.
    await page.setViewportSize(PHONE);
    await dialog.locator("dt").first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/report-details-dialog-mobile-${lang}.png` });
    await dialog.getByTestId("download-docx").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/report-details-dialog-mobile-downloads-${lang}.png` });
  });
}
