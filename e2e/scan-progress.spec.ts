import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { zlibSync } from "fflate";
import { buildPdf } from "../worker/extraction/fixtures/pdf-writer.mjs";
import { decodeGreyPng } from "../worker/extraction/fixtures/png.mjs";
import { signUp } from "./support/account.ts";

// A scan of several pages is read one queue job per page (docs/decisions/030-scan-speed-and-pages.md); while it is,
// the list item says which page is being read, with a progress bar, in both languages. Locally the page jobs run one
// after another (2-3 s a page), so the progress stays on screen long enough to be seen through the list's polling.
// Screenshots at 1280×800 and 390×844 go to e2e/screenshots/.

const SHOTS = "e2e/screenshots";
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const PAGES = 6;

const CASES = {
  en: {
    uploadButton: "Upload and analyze",
    reading: /^Reading page [1-6] of 6$/,
    label: "Pages read",
    done: "Processed",
  },
  pt: {
    uploadButton: "Enviar e analisar",
    reading: /^Lendo página [1-6] de 6$/,
    label: "Páginas lidas",
    done: "Processado",
  },
} as const;

/** PAGES copies of the Portuguese A4 test page at 300 dpi, each a grey image filling a PDF page, as a scanner makes. */
function scannedPdf(): Buffer {
  const png = readFileSync(join(import.meta.dirname, "../worker/extraction/fixtures/page-pt.png"));
  const page = decodeGreyPng(new Uint8Array(png));
  const image = { ...page, filter: "FlateDecode", colorSpace: "DeviceGray", bpc: 8, data: zlibSync(page.pixels) };
  return Buffer.from(buildPdf(Array.from({ length: PAGES }, () => ({ image }))));
}

for (const lang of ["en", "pt"] as const) {
  const t = CASES[lang];

  test(`a ${PAGES}-page scan shows which page is being read, in ${lang}`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(DESKTOP);
    await signUp(page, lang, "scan");
    await page.goto("/");
    const fileName = `scan-${lang}.pdf`;
    await page
      .getByTestId("upload-input")
      .setInputFiles({ name: fileName, mimeType: "application/pdf", buffer: scannedPdf() });
    await page.getByRole("button", { name: t.uploadButton }).click();

    const item = page.getByTestId("document-item").filter({ hasText: fileName });
    const progress = item.getByTestId("page-progress");
    await expect(progress.getByText(t.reading)).toBeVisible({ timeout: 90_000 });
    const bar = progress.getByRole("progressbar", { name: t.label });
    await expect(bar).toHaveAttribute("aria-valuetext", t.reading);
    await expect(bar).toHaveAttribute("aria-valuemax", "100");

    // The count moves on (the list polls every 3 s); the screenshots show it part way.
    const first = await bar.getAttribute("aria-valuenow");
    await expect(bar).not.toHaveAttribute("aria-valuenow", first ?? "", { timeout: 60_000 });
    await item.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/scan-progress-${lang}.png` });
    await page.setViewportSize(PHONE);
    await item.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/scan-progress-mobile-${lang}.png` });
    await page.setViewportSize(DESKTOP);

    // Once processed, the count is gone.
    await expect(item.getByTestId("status-badge")).toHaveText(t.done, { timeout: 150_000 });
    await expect(item.getByTestId("page-progress")).toHaveCount(0);
  });
}
