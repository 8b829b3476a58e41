import { env } from "cloudflare:test";
import { OCR_ASSETS, type OcrLanguage } from "./ocr.ts";

type FilesBinding = { fetch: (input: string) => Promise<Response> };

/** Reads a file of the repo (a fixture, or OCR data in node_modules) through the test-only TEST_FILES binding. */
export async function readRepoFile(path: string): Promise<Uint8Array> {
  const files = (env as unknown as { TEST_FILES: FilesBinding }).TEST_FILES;
  const response = await files.fetch(`http://files/${path}`);
  if (!response.ok) throw new Error(`TEST_FILES ${path}: ${response.status} ${await response.text()}`);
  return new Uint8Array(await response.arrayBuffer());
}

export const fixture = (name: string) => readRepoFile(`worker/extraction/fixtures/${name}`);

export const fixtureText = async (name: string) => new TextDecoder().decode(await fixture(name)).trim();

/** What production does from R2 / static assets, here from the npm packages the assets are copied from. */
export async function loadOcrAssetFromPackages(name: string): Promise<Uint8Array> {
  const lang = (Object.keys(OCR_ASSETS) as OcrLanguage[]).find((l) => OCR_ASSETS[l] === name);
  if (!lang) throw new Error(`unknown OCR asset ${name}`);
  return readRepoFile(`node_modules/@tesseract.js-data/${lang}/4.0.0_best_int/${name}`);
}
