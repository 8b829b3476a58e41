import { expect, test } from "@playwright/test";
import { signUp } from "./support/account.ts";

// Issue #18, finding 8, in a real browser: two lawyers share one browser. The second must not see the first one's
// recent searches, and logging out must leave none of them in localStorage (docs/decisions/023-reliability.md).

const SHOTS = "e2e/screenshots";
const LOGOUT = { en: "Log out", pt: "Sair" };
const SECRET = { en: "confidential settlement", pt: "tutela de urgência" };

for (const lang of ["en", "pt"] as const) {
  test(`recent searches stay with their account on a shared browser (${lang})`, async ({ page }) => {
    await signUp(page, lang, "reliability");
    await page.goto("/");
    await page.getByTestId("search-input").fill(SECRET[lang]);
    await page.getByTestId("search-input").press("Enter");
    await expect(page.getByTestId("recent-searches").getByRole("listitem").first()).toHaveText(SECRET[lang]);

    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: LOGOUT[lang] }).click();
    await page.waitForURL("**/auth");
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain(SECRET[lang]);

    await signUp(page, lang, "reliability");
    await page.goto("/");
    await expect(page.getByTestId("recent-searches")).toBeVisible();
    await expect(page.getByTestId("recent-searches")).not.toContainText(SECRET[lang]);
    await page.getByTestId("search-card").screenshot({ path: `${SHOTS}/reliability-recent-${lang}.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId("search-card").screenshot({ path: `${SHOTS}/reliability-recent-${lang}-phone.png` });
  });
}
