import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

const PASSWORD = "correct horse battery";
let counter = 0;
function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@firm.example`;
}

/** The newest link in the dev outbox for `to` that contains `needle` (GET /api/dev/outbox). */
async function outboxLink(request: APIRequestContext, to: string, needle: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const mails = (await res.json()) as { subject: string; links: string[] }[];
      link = mails.flatMap((m) => m.links).find((l) => l.includes(needle));
      return link;
    })
    .toBeTruthy();
  return link as string;
}

async function outboxSubjects(request: APIRequestContext, to: string): Promise<string[]> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { subject: string }[]).map((m) => m.subject);
}

async function useLanguage(page: Page, language: "en" | "pt") {
  await page.goto("/auth");
  await page.evaluate((l) => localStorage.setItem("language", l), language);
  await page.reload();
}

const text = {
  en: {
    title: "Legal documents, understood.",
    toRegister: "Don't have an account? Register",
    login: "Log in",
    register: "Create account",
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    password: "Password",
    verificationRequired: "Email Verification Required",
    registrationToast: "Registration Successful!",
    verified: "Email verified",
    goToLogin: "Go to Login",
    loggedInToast: "You've been logged in successfully.",
    logout: "Log out",
    verifySubject: "Verify your email for Causa",
  },
  pt: {
    title: "Documentos jurídicos, compreendidos.",
    toRegister: "Não tem conta? Cadastre-se",
    login: "Entrar",
    register: "Criar conta",
    firstName: "Nome",
    lastName: "Sobrenome",
    email: "E-mail",
    password: "Senha",
    verificationRequired: "Verificação de e-mail necessária",
    registrationToast: "Cadastro realizado!",
    verified: "E-mail verificado",
    goToLogin: "Ir para o login",
    loggedInToast: "Você entrou com sucesso.",
    logout: "Sair",
    verifySubject: "Confirme seu e-mail no Causa",
  },
} as const;

for (const language of ["en", "pt"] as const) {
  const s = text[language];
  test(`[${language}] register → verify from the outbox → log in → name in the header → log out`, async ({
    page,
    request,
  }) => {
    const email = uniqueEmail(`journey-${language}`);
    await useLanguage(page, language);
    await expect(page.getByRole("heading", { level: 1, name: s.title })).toBeVisible();
    await page.screenshot({ path: `e2e/screenshots/auth-${language}.png`, fullPage: true });

    await page.getByRole("button", { name: s.toRegister }).click();
    const form = page.getByRole("form", { name: language === "en" ? "Create your account" : "Crie sua conta" });
    await form.getByLabel(s.firstName, { exact: true }).fill("Helena");
    await form.getByLabel(s.lastName, { exact: true }).fill("Prado");
    await form.getByLabel(s.email, { exact: true }).fill(email);
    await form.getByLabel(s.password, { exact: true }).fill(PASSWORD);
    await page.screenshot({ path: `e2e/screenshots/auth-register-${language}.png` });
    await form.getByRole("button", { name: s.register }).click();

    await expect(page.getByRole("heading", { name: s.verificationRequired })).toBeVisible();
    await expect(page.getByTestId("pending-email")).toHaveText(email);
    await expect(page.getByTestId("toast")).toContainText(s.registrationToast);
    await page.screenshot({ path: `e2e/screenshots/auth-verification-${language}.png` });

    // The e-mail is in the visitor's language; its link verifies and lands on the result page.
    const link = await outboxLink(request, email, "/api/auth/verify-email");
    expect(await outboxSubjects(request, email)).toEqual([s.verifySubject]);
    await page.goto(link);
    await expect(page).toHaveURL(/\/verify-email\?status=success$/);
    await expect(page.getByRole("heading", { name: s.verified })).toBeVisible();
    await page.screenshot({ path: `e2e/screenshots/verify-email-${language}.png` });
    await page.getByRole("link", { name: s.goToLogin }).click();
    await expect(page).toHaveURL(/\/auth$/);

    const login = page.getByRole("form", { name: s.login });
    await login.getByLabel(s.email, { exact: true }).fill(email.toUpperCase());
    await login.getByLabel(s.password, { exact: true }).fill(PASSWORD);
    await login.getByRole("button", { name: s.login }).click();
    await page.waitForURL((url) => url.pathname === "/");

    await page.getByTestId("user-menu").click();
    await expect(page.getByTestId("user-name")).toHaveText("Helena Prado");
    await page.getByRole("menuitem", { name: s.logout }).click();
    await page.waitForURL("**/auth");
    await expect(page.getByTestId("user-menu")).toHaveCount(0);
    await expect(page.getByRole("form", { name: s.login })).toBeVisible();
  });
}

test("logging in before verifying shows the verification panel; resend works; Back to Login clears the form", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("unverified");
  await page.goto("/auth");
  await page.getByRole("button", { name: "Don't have an account? Register" }).click();
  const register = page.getByRole("form", { name: "Create your account" });
  await register.getByLabel("First name", { exact: true }).fill("Caio");
  await register.getByLabel("Last name", { exact: true }).fill("Reis");
  await register.getByLabel("Email", { exact: true }).fill(email);
  await register.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await register.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("button", { name: "Back to Login" }).click();

  const login = page.getByRole("form", { name: "Log in" });
  await expect(login.getByLabel("Email", { exact: true })).toHaveValue("");
  await login.getByLabel("Email", { exact: true }).fill(email);
  await login.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await login.getByRole("button", { name: "Log in" }).click();

  await expect(page.getByTestId("toast")).toContainText("Email Verification Required");
  await expect(page.getByTestId("toast")).toContainText("Please verify your email address before logging in.");
  await expect(page.getByRole("heading", { name: "Email Verification Required" })).toBeVisible();
  await expect(page.getByTestId("pending-email")).toHaveText(email);

  await page.getByRole("button", { name: "Resend Verification Email" }).click();
  await expect(page.getByTestId("toast")).toContainText("Verification Email Sent");
  await expect.poll(async () => (await outboxSubjects(request, email)).length).toBe(2);

  await page.getByRole("button", { name: "Back to Login" }).click();
  await expect(page.getByTestId("verification-panel")).toHaveCount(0);
  await expect(login.getByLabel("Email", { exact: true })).toHaveValue("");
  await expect(login.getByLabel("Password", { exact: true })).toHaveValue("");
});

test("a wrong password says 'Login failed' with the server's message; empty fields are flagged", async ({ page }) => {
  await page.goto("/auth");
  const login = page.getByRole("form", { name: "Log in" });
  await expect(login.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
  await expect(login.getByLabel("Email", { exact: true })).toHaveAttribute("required", "");
  await expect(login.getByLabel("Password", { exact: true })).toHaveAttribute("required", "");
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(login.getByRole("alert")).toHaveCount(2);
  await expect(login.getByRole("alert").first()).toHaveText("This field is required.");

  await login.getByLabel("Email", { exact: true }).fill(uniqueEmail("nobody"));
  await login.getByLabel("Password", { exact: true }).fill("not the password");
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByTestId("toast")).toContainText("Login failed");
  await expect(page.getByTestId("toast")).toContainText("Invalid email or password.");
  await expect(login.getByRole("alert")).toHaveText("Invalid email or password.");
});

test("registering an existing address says 'Registration failed' - 'Email already exists.'", async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail("taken");
  const res = await request.post("/api/auth/register", {
    headers: { origin: baseURL ?? "" },
    data: { email, password: PASSWORD, firstName: "Ana", lastName: "Souza" },
  });
  expect(res.status()).toBe(201);
  await page.goto("/auth");
  await page.getByRole("button", { name: "Don't have an account? Register" }).click();
  const register = page.getByRole("form", { name: "Create your account" });
  await register.getByLabel("First name", { exact: true }).fill("Ana");
  await register.getByLabel("Last name", { exact: true }).fill("Souza");
  await register.getByLabel("Email", { exact: true }).fill(email);
  await register.getByLabel("Password", { exact: true }).fill("short");
  await register.getByRole("button", { name: "Create account" }).click();
  await expect(register.getByRole("alert")).toHaveText("The password must have at least 8 characters.");
  await register.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await register.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("toast")).toContainText("Registration failed");
  await expect(page.getByTestId("toast")).toContainText("Email already exists.");
});

test("forgot password: the dialog cancels and clears, sends the link, and the new password works", async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail("forgot");
  await request.post("/api/auth/register", {
    headers: { origin: baseURL ?? "" },
    data: { email, password: PASSWORD, firstName: "Rui", lastName: "Matos" },
  });
  await page.goto("/auth");
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset your password" });
  await dialog.getByLabel("Email", { exact: true }).fill("typo@firm.example");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await expect(dialog.getByLabel("Email", { exact: true })).toHaveValue("");
  await dialog.getByLabel("Email", { exact: true }).fill(email);
  await page.screenshot({ path: "e2e/screenshots/auth-forgot-en.png" });
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByTestId("toast")).toContainText("Password Reset Email Sent");
  await expect(page.getByTestId("toast")).toContainText(
    "If an account with that email exists, a password reset link has been sent.",
  );
  await expect(dialog).toHaveCount(0);

  await page.goto(await outboxLink(request, email, "/reset-password"));
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("a brand new secret");
  await page.getByLabel("Confirm new password", { exact: true }).fill("something else");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("alert")).toHaveText("The passwords do not match.");
  await page.getByLabel("Confirm new password", { exact: true }).fill("a brand new secret");
  await page.screenshot({ path: "e2e/screenshots/reset-password-en.png" });
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();
  await page.getByRole("link", { name: "Go to Login" }).click();

  // The reset also verified the address: the new password logs straight in.
  const login = page.getByRole("form", { name: "Log in" });
  await login.getByLabel("Email", { exact: true }).fill(email);
  await login.getByLabel("Password", { exact: true }).fill("a brand new secret");
  await login.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByTestId("user-menu")).toBeVisible();
});

test("an invalid verification link and an unknown reset token say so", async ({ page }) => {
  await page.goto("/api/auth/verify-email?token=not-a-real-token");
  await expect(page).toHaveURL(/\/verify-email\?status=invalid$/);
  await expect(page.getByRole("heading", { name: "Verification link not valid" })).toBeVisible();
  await page.goto("/reset-password?token=not-a-real-token-at-all");
  await page.getByLabel("New password", { exact: true }).fill("a brand new secret");
  await page.getByLabel("Confirm new password", { exact: true }).fill("a brand new secret");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("alert")).toContainText("This link is invalid or has expired.");
});

test("on a phone the auth page fits the screen and is keyboard reachable", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await expect(page.getByRole("form", { name: "Log in" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "e2e/screenshots/auth-phone-en.png", fullPage: true });
  // Tab from the top reaches the e-mail field with a visible focus ring.
  const email = page.getByRole("form", { name: "Log in" }).getByLabel("Email", { exact: true });
  for (let i = 0; i < 15 && !(await email.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(email).toBeFocused();
  const outline = await email.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe("none");
});
