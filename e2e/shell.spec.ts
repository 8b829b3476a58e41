import { expect, test } from "@playwright/test";

test.describe("app shell", () => {
  test("an unknown path shows 'Page Not Found'", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByTestId("footer")).toContainText("© 2024");
  });

  test("switching to Português changes the visible texts and survives a reload", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByText("Product", { exact: true })).toBeVisible();
    await page.getByTestId("language-switcher").selectOption("pt");
    await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
    await expect(page.getByText("Produto", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("pt");
    await page.reload();
    await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await page.screenshot({ path: "e2e/screenshots/shell-pt.png", fullPage: true });
    await page.getByTestId("language-switcher").selectOption("en");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await page.screenshot({ path: "e2e/screenshots/shell-en.png", fullPage: true });
  });

  test("header and footer render in both languages with the three footer columns", async ({ page }) => {
    for (const [lang, cols] of [
      ["en", ["Product", "Support", "Legal"]],
      ["pt", ["Produto", "Suporte", "Jurídico"]],
    ] as const) {
      await page.goto("/missing");
      await page.evaluate((l) => localStorage.setItem("language", l), lang);
      await page.reload();
      await expect(page.getByTestId("logo")).toHaveAttribute("href", "/");
      for (const col of cols)
        await expect(page.getByTestId("footer").getByRole("heading", { name: col })).toBeVisible();
      // Signed out: no navigation and no user menu (docs/requirements.md §2).
      await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
      await expect(page.getByTestId("user-menu")).toHaveCount(0);
    }
  });

  test("a signed-out visitor of a protected page is told so and sent to the login page", async ({ page }) => {
    await page.goto("/cases");
    await expect(page.getByTestId("toast")).toContainText("You are logged out");
    await page.waitForURL("**/auth");
  });
  test("the SPA's pages carry the security headers (no framing, strict CSP)", async ({ request }) => {
    for (const path of ["/", "/cases"]) {
      const res = await request.get(path);
      expect(res.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(res.headers()["x-frame-options"]).toBe("DENY");
      expect(res.headers()["x-content-type-options"]).toBe("nosniff");
    }
  });
});
