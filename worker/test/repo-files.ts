import { env } from "cloudflare:test";
import { OCR_ASSETS } from "../extraction/ocr.ts";

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

/** What production does from R2 / static assets, here from the folder the build copies those assets from. */
export async function loadOcrAssetFromRepo(name: string): Promise<Uint8Array> {
  if (!Object.values(OCR_ASSETS).includes(name)) throw new Error(`unknown OCR asset ${name}`);
  return readRepoFile(`worker/extraction/ocr-data/${name}`);
}
