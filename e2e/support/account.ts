import { expect, type Page } from "@playwright/test";

export const ORIGIN = new URL(process.env.BASE_URL ?? "http://127.0.0.1:8787").origin;

let accounts = 0;

/**
 * Registers a new user (Ana Souza, `lang`), verifies the e-mail through the dev outbox, signs in on `page` and opens
 * the SPA in `lang`. `tag` names the spec in the address, so a failing run shows whose account it was.
 */
export async function signUp(page: Page, lang: "en" | "pt", tag: string): Promise<string> {
  accounts += 1;
  const email = `e2e.${tag}.${lang}.${Date.now().toString(36)}.${accounts}@firm.test`;
  const headers = { origin: ORIGIN };
  const reg = await page.request.post("/api/auth/register", {
    headers,
    data: { email, password: "correct horse battery", firstName: "Ana", lastName: "Souza", language: lang },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const outbox = (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    links: string[];
  }[];
  const link = outbox.flatMap((m) => m.links).find((l) => l.includes("verify-email"));
  expect(link).toBeTruthy();
  await page.request.get(link ?? "");
  const login = await page.request.post("/api/auth/login", {
    headers,
    data: { email, password: "correct horse battery" },
  });
  expect(login.status(), await login.text()).toBe(200);
  await page.addInitScript((l) => localStorage.setItem("language", l), lang);
  return email;
}
