import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";

// The admin console end to end, in both languages, against the real Worker: scripts/e2e.mjs starts it with
// ADMIN_EMAILS=admin@causa-e2e.test, so that account becomes an admin once its e-mail is verified.

const ADMIN_EMAIL = "admin@causa-e2e.test";
const PASSWORD = "correct horse battery";
const SHOTS = "e2e/screenshots";
// State-changing API calls must carry our own Origin (CSRF check); API request contexts send none by themselves.
const ORIGIN = new URL(process.env.BASE_URL ?? "http://127.0.0.1:8787").origin;
const headers = { origin: ORIGIN };

type Lang = "en" | "pt";

const TEXT = {
  en: {
    denied: "Access Denied",
    deniedBody: "Admin access required to view this page.",
    title: "Administration",
    search: "Search users",
    view: (email: string) => `View ${email}`,
    edit: (email: string) => `Edit ${email}`,
    delete: (email: string) => `Delete ${email}`,
    detail: "User details",
    recent: "Recent documents",
    trialLabel: "Trial documents remaining",
    tierLabel: "Subscription tier",
    passwordHint: "Minimum 8 characters.",
    save: "Save",
    updated: "User updated",
    enterprise: "Enterprise",
    confirm: (email: string) => `Delete user ${email}? This action cannot be undone.`,
    confirmButton: "Delete",
    deleted: "User deleted",
    auditTab: "Audit log",
    trialBox: "7 of 10 documents remaining",
    tierFilter: "Subscription",
    noUsers: "No users match this search.",
  },
  pt: {
    denied: "Acesso negado",
    deniedBody: "Acesso de administrador necessário para ver esta página.",
    title: "Administração",
    search: "Buscar usuários",
    view: (email: string) => `Ver ${email}`,
    edit: (email: string) => `Editar ${email}`,
    delete: (email: string) => `Excluir ${email}`,
    detail: "Detalhes do usuário",
    recent: "Documentos recentes",
    trialLabel: "Documentos de teste restantes",
    tierLabel: "Plano de assinatura",
    passwordHint: "Mínimo de 8 caracteres.",
    save: "Salvar",
    updated: "Usuário atualizado",
    enterprise: "Empresarial",
    confirm: (email: string) => `Excluir o usuário ${email}? Esta ação não pode ser desfeita.`,
    confirmButton: "Excluir",
    deleted: "Usuário excluído",
    auditTab: "Registro de auditoria",
    trialBox: "7 de 10 documentos restantes",
    tierFilter: "Assinatura",
    noUsers: "Nenhum usuário corresponde a esta busca.",
  },
} as const;

let counter = 0;
function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@firm.test`;
}

/** Registers (unless it exists), verifies through the dev outbox link, and logs `request` in. */
async function signIn(request: APIRequestContext, email: string, lang: Lang, firstName = "Ana") {
  const reg = await request.post("/api/auth/register", {
    headers,
    data: { email, password: PASSWORD, firstName, lastName: "Souza", language: lang },
  });
  expect([201, 409], await reg.text()).toContain(reg.status());
  if (reg.status() === 201) {
    const mails = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      links: string[];
    }[];
    const link = mails.flatMap((m) => m.links).find((l) => l.includes("verify-email"));
    expect(link).toBeTruthy();
    await request.get(link ?? "");
  }
  const login = await request.post("/api/auth/login", { headers, data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
}

/** A page of a fresh context, signed in as `email`, in `lang`. */
async function pageAs(browser: Browser, email: string, lang: Lang, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((l) => localStorage.setItem("language", l), lang);
  const page = await context.newPage();
  await signIn(page.request, email, lang);
  return page;
}

async function uploadFor(page: Page, name: string) {
  const res = await page.request.post("/api/documents/upload", {
    headers,
    multipart: {
      document: {
        name,
        mimeType: "text/plain",
        buffer: Buffer.from("CONTRATO DE PRESTAÇÃO DE SERVIÇOS. As partes contratam a prestação de serviços."),
      },
    },
  });
  expect(res.status(), await res.text()).toBe(202);
}

for (const lang of ["en", "pt"] as const) {
  const t = TEXT[lang];

  test.describe(`admin console (${lang})`, () => {
    test("a signed-in non-admin sees 'Access Denied' and the browser sends no admin request", async ({ browser }) => {
      const page = await pageAs(browser, uniqueEmail(`plain-${lang}`), lang);
      const adminCalls: string[] = [];
      page.on("request", (req) => {
        if (new URL(req.url()).pathname.startsWith("/api/admin")) adminCalls.push(req.url());
      });
      await page.goto("/admin");
      await expect(page.getByRole("heading", { name: t.denied })).toBeVisible();
      await expect(page.getByText(t.deniedBody)).toBeVisible();
      await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/admin-denied-${lang}.png` });
      expect(adminCalls).toEqual([]);
      await page.context().close();
    });

    test("an admin searches, opens a user, edits tier and trial documents (the user sees it), and deletes a user", async ({
      browser,
    }) => {
      const targetEmail = uniqueEmail(`target-${lang}`);
      const victimEmail = uniqueEmail(`victim-${lang}`);
      const target = await pageAs(browser, targetEmail, lang);
      await uploadFor(target, `contrato-${lang}.txt`);
      const victim = await pageAs(browser, victimEmail, lang);

      const page = await pageAs(browser, ADMIN_EMAIL, lang);
      await page.goto("/admin");
      await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      await expect(page.getByTestId("stat-users-value")).not.toHaveText("…");
      await expect(page.getByTestId("user-row").first()).toBeVisible();
      // The admin's own row offers no delete.
      await expect(page.getByRole("button", { name: t.delete(ADMIN_EMAIL) })).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/admin-${lang}.png`, fullPage: true });

      // Search by e-mail: one row, the target's.
      await page.getByLabel(t.search).fill(targetEmail);
      await expect(page.getByTestId("user-row")).toHaveCount(1);
      await expect(page.getByTestId("user-row")).toHaveAttribute("data-email", targetEmail);
      await page.getByLabel(t.search).fill("no-such-person-anywhere");
      await expect(page.getByTestId("users-empty")).toHaveText(t.noUsers);
      await page.getByLabel(t.search).fill(targetEmail);
      await expect(page.getByTestId("user-row")).toHaveCount(1);

      // The detail dialog, with the document just uploaded.
      await page.getByRole("button", { name: t.view(targetEmail) }).click();
      const detail = page.getByRole("dialog", { name: t.detail });
      await expect(detail.getByTestId("user-detail")).toContainText(targetEmail);
      await expect(detail.getByText(t.recent)).toBeVisible();
      await expect(detail.getByTestId("recent-documents")).toContainText(`contrato-${lang}.txt`);
      await page.screenshot({ path: `${SHOTS}/admin-detail-${lang}.png` });
      await page.keyboard.press("Escape");

      // Trial documents 10 → 7: the user's dashboard says so.
      await page.getByRole("button", { name: t.edit(targetEmail) }).click();
      const edit = page.getByRole("dialog");
      await expect(edit.getByText(t.passwordHint)).toBeVisible();
      await edit.getByLabel(t.trialLabel).fill("7");
      await page.screenshot({ path: `${SHOTS}/admin-edit-${lang}.png` });
      await edit.getByRole("button", { name: t.save }).click();
      await expect(page.getByTestId("toast")).toContainText(t.updated);
      await expect(page.getByTestId("user-row").getByTestId("trial-left")).toHaveText("7");
      await target.goto("/");
      await expect(target.getByTestId("trial-box")).toContainText(t.trialBox);

      // Tier trial → enterprise: the user's plan says so.
      await page.getByRole("button", { name: t.edit(targetEmail) }).click();
      await page.getByRole("dialog").getByLabel(t.tierLabel).selectOption("enterprise");
      await page.getByRole("dialog").getByRole("button", { name: t.save }).click();
      await expect(page.getByTestId("toast")).toContainText(t.updated);
      await expect(page.getByTestId("user-row").getByTestId("tier-badge")).toHaveText(t.enterprise);
      await target.goto("/");
      await expect(target.getByTestId("current-plan")).toHaveText(t.enterprise);

      // Both edits are in the audit log, before → after.
      await page.getByRole("tab", { name: t.auditTab }).click();
      await page.getByLabel(lang === "en" ? "User e-mail or id" : "E-mail ou id do usuário").fill(targetEmail);
      await expect(page.getByTestId("audit-row")).toHaveCount(2);
      await expect(page.getByTestId("audit-row").first()).toContainText("→");
      await page.screenshot({ path: `${SHOTS}/admin-audit-${lang}.png`, fullPage: true });
      await page.getByRole("tab", { name: lang === "en" ? "Users" : "Usuários" }).click();

      // Delete the victim after the confirmation text of the spec.
      await page.getByLabel(t.search).fill(victimEmail);
      await expect(page.getByTestId("user-row")).toHaveCount(1);
      await page.getByRole("button", { name: t.delete(victimEmail) }).click();
      await expect(page.getByTestId("delete-confirm")).toHaveText(t.confirm(victimEmail));
      await page.screenshot({ path: `${SHOTS}/admin-delete-${lang}.png` });
      await page.getByRole("dialog").getByRole("button", { name: t.confirmButton, exact: true }).click();
      await expect(page.getByTestId("toast")).toContainText(t.deleted);
      await expect(page.getByTestId("users-empty")).toBeVisible();
      // The victim's session ended with the account.
      expect((await victim.request.get("/api/auth/user")).status()).toBe(401);

      // A phone: the table becomes cards, nothing wider than the screen.
      await page.getByTestId("toast").getByRole("button").click();
      await page.getByLabel(t.search).fill("");
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByTestId("user-card").first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/admin-mobile-${lang}.png`, fullPage: true });
      await page.screenshot({ path: `${SHOTS}/admin-mobile-top-${lang}.png` });
      await page.getByTestId("user-card").first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/admin-mobile-list-${lang}.png` });
      await page
        .getByRole("button", { name: t.edit(targetEmail) })
        .last()
        .click();
      await page.screenshot({ path: `${SHOTS}/admin-mobile-edit-${lang}.png` });
      await page.keyboard.press("Escape");
      await page.getByRole("tab", { name: t.auditTab }).click();
      await page.getByRole("tab", { name: t.auditTab }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/admin-audit-mobile-${lang}.png` });

      for (const p of [page, target, victim]) await p.context().close();
    });
  });
}
