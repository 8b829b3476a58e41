import { expect, type Page, test } from "@playwright/test";

// Issue #18, finding 8, in a real browser: two lawyers share one browser. The second must not see the first one's
// recent searches, and logging out must leave none of them in localStorage (docs/decisions/023-reliability.md).

type Lang = "en" | "pt";
const ORIGIN = new URL(process.env.BASE_URL ?? "http://127.0.0.1:8787").origin;
const SHOTS = "e2e/screenshots";
const LOGOUT = { en: "Log out", pt: "Sair" };
const SECRET = { en: "confidential settlement", pt: "tutela de urgência" };
let counter = 0;

/** Registers, verifies through the dev outbox link and logs in through the API; the page shares the cookie. */
async function signIn(page: Page, lang: Lang) {
  counter += 1;
  const email = `e2e.reliability.${lang}.${Date.now().toString(36)}.${counter}@firm.test`;
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
  await page.request.get(link ?? "");
  const login = await page.request.post("/api/auth/login", {
    headers,
    data: { email, password: "correct horse battery" },
  });
  expect(login.status(), await login.text()).toBe(200);
}

for (const lang of ["en", "pt"] as const) {
  test(`recent searches stay with their account on a shared browser (${lang})`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem("language", l), lang);
    await signIn(page, lang);
    await page.goto("/");
    await page.getByTestId("search-input").fill(SECRET[lang]);
    await page.getByTestId("search-input").press("Enter");
    await expect(page.getByTestId("recent-searches").getByRole("listitem").first()).toHaveText(SECRET[lang]);

    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: LOGOUT[lang] }).click();
    await page.waitForURL("**/auth");
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain(SECRET[lang]);

    await signIn(page, lang);
    await page.goto("/");
    await expect(page.getByTestId("recent-searches")).toBeVisible();
    await expect(page.getByTestId("recent-searches")).not.toContainText(SECRET[lang]);
    await page.getByTestId("search-card").screenshot({ path: `${SHOTS}/reliability-recent-${lang}.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId("search-card").screenshot({ path: `${SHOTS}/reliability-recent-${lang}-phone.png` });
  });
}
