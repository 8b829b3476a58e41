import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { OCR_ASSETS } from "../../extraction/ocr.ts";
import { signedInUser, uploadForm, waitForDocument } from "../../test/helpers.ts";
import { fixture, loadOcrAssetFromRepo } from "../../test/repo-files.ts";

type Doc = {
  id: string;
  status: string;
  fileType: string;
  language: string;
  jurisdiction: string;
  documentType: string;
  confidence: number;
  failureCode: string | null;
  failureMessage: string | null;
  extractedText: string;
  entities: { type: string; value: string }[];
};

// What production does at deploy time: the OCR language data lives in R2 under ocr/.
beforeAll(async () => {
  for (const name of Object.values(OCR_ASSETS))
    await env.DOCUMENTS.put(`ocr/${name}`, await loadOcrAssetFromRepo(name));
});

async function process(name: string, timeoutMs = 60_000): Promise<Doc> {
  const { client: c } = await signedInUser();
  const res = await c.request("/api/documents/upload", {
    method: "POST",
    body: uploadForm([{ name, content: await fixture(name) }]),
  });
  expect(res.status, await res.clone().text()).toBe(202);
  const { id } = (await res.json()) as { id: string };
  return (await waitForDocument(c, id, timeoutMs)) as unknown as Doc;
}

// PDF parsing and OCR take seconds on a loaded machine: generous per-test time.
describe("every format through the upload route and the queue consumer", { timeout: 180_000 }, () => {
  it("processes a text PDF in Portuguese with its accents intact", async () => {
    const doc = await process("text.pdf");
    expect(doc).toMatchObject({ status: "processed", fileType: "pdf", language: "pt", jurisdiction: "brazil" });
    expect(doc.extractedText).toContain("PRESTAÇÃO");
  });

  it("processes a DOCX with a table, header and footer", async () => {
    const doc = await process("notificacao.docx");
    expect(doc).toMatchObject({ status: "processed", fileType: "docx", language: "pt" });
    expect(doc.extractedText.length).toBeGreaterThan(100);
  });

  it("processes a Windows-1252 text file without mojibake", async () => {
    const doc = await process("cp1252.txt");
    expect(doc).toMatchObject({ status: "processed", fileType: "txt", language: "pt" });
    // Mojibake of UTF-8 read as Latin-1 looks like "Ã§Ã£"; a real "Ã" (CONTESTAÇÃO) is fine.
    expect(doc.extractedText).not.toMatch(/Ã[§£¡©ª³µº]|�/);
    expect(doc.extractedText).toMatch(/ção/);
  });

  it("reads a Portuguese PNG scan by OCR and finds the process number and amount", async () => {
    const doc = await process("scan-pt.png", 120_000);
    expect(doc).toMatchObject({ status: "processed", fileType: "png", language: "pt", jurisdiction: "brazil" });
    expect(doc.extractedText).toMatch(/TRIBUNAL DE JUSTI[ÇC]A/);
    expect(doc.entities.some((e) => e.type === "MONEY" && e.value.includes("48.750,00"))).toBe(true);
  });

  it("reads an English JPEG scan by OCR", async () => {
    const doc = await process("scan-en.jpg", 120_000);
    expect(doc).toMatchObject({ status: "processed", fileType: "jpeg", language: "en", jurisdiction: "usa" });
    expect(doc.extractedText).toMatch(/DISTRICT COURT/i);
  });

  it("OCRs a scanned PDF whose page has no text layer", async () => {
    const doc = await process("scanned.pdf", 120_000);
    expect(doc).toMatchObject({ status: "processed", fileType: "pdf" });
    expect(doc.extractedText.length).toBeGreaterThan(50);
  });
});

describe("bad inputs are refused at upload with a code and a message a lawyer can act on", { timeout: 60_000 }, () => {
  for (const [name, code] of [
    ["html-page.pdf", "UNSUPPORTED_FILE_TYPE"],
    ["corrupt-truncated.pdf", "CORRUPT_FILE"],
    ["bomb.docx", "CORRUPT_FILE"],
  ] as const) {
    it(`refuses ${name} with ${code}`, async () => {
      const { client: c } = await signedInUser();
      const res = await c.request("/api/documents/upload", {
        method: "POST",
        body: uploadForm([{ name, content: await fixture(name) }]),
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      const body = (await res.json()) as { code: string; message: string };
      expect(body.code).toBe(code);
      expect(body.message.length).toBeGreaterThan(20);
    });
  }

  it("stores an encrypted PDF, then fails it with ENCRYPTED_FILE and gives the trial unit back", async () => {
    const { client: c, email } = await signedInUser({ language: "pt" });
    const res = await c.request("/api/documents/upload", {
      method: "POST",
      body: uploadForm([{ name: "protegido.pdf", content: await fixture("encrypted.pdf") }]),
    });
    if (res.status !== 202) {
      // Refused at upload is acceptable too, as long as the code says why.
      expect(await res.json()).toMatchObject({ code: "ENCRYPTED_FILE" });
      return;
    }
    const { id } = (await res.json()) as { id: string };
    const doc = (await waitForDocument(c, id)) as unknown as Doc;
    expect(doc).toMatchObject({ status: "failed", failureCode: "ENCRYPTED_FILE" });
    expect(doc.failureMessage).toMatch(/senha/);
    const user = await env.DB.prepare("SELECT trial_documents_remaining AS n FROM users WHERE email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(user?.n).toBe(10);
  });
});
