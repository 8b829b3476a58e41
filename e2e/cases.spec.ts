import { readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import ICAL from "ical.js";
import { ORIGIN, signUp } from "./support/account.ts";

// Cases and deadlines end to end, in both languages, against the real Worker (started with --test-scheduled, so
// GET /__scheduled runs the daily cron): a decision whose deadline the engine finds → 'to confirm' on /cases →
// confirmed → in the urgent banner → in the iCalendar feed → one reminder e-mail per cron day, not two → done.

const FIXTURES = join(import.meta.dirname, "fixtures");
const SHOTS = "e2e/screenshots";
// State-changing API calls must carry our own Origin (CSRF check); page.request sends none by itself.
const HEADERS = { origin: ORIGIN };

type Lang = "en" | "pt";

/** Each language uploads its own decision; the deadline rule is the one the engine applies to it. */
const DECISION = {
  pt: {
    file: "decisao-prazo-pt.txt",
    placeholder: "{{DISPONIBILIZACAO}}",
    // The engine's reading: 15 business days from the DJe availability date, a state court (CPC arts. 219, 224).
    rule: { jurisdiction: "brazil", court: "TJ", baseEvent: "availability", days: 15, unit: "business" },
    timeZone: "America/Sao_Paulo",
    writeDate: (iso: string) => iso.split("-").reverse().join("/"),
    source: "no prazo de 15 (quinze) dias",
  },
  en: {
    file: "order-deadline-en.txt",
    placeholder: "{{ENTERED}}",
    // 14 calendar days from entry in a federal court, rolled past weekends and holidays (FRCP 6(a)).
    rule: { jurisdiction: "usa", court: "federal", baseEvent: "notice", days: 14, unit: "calendar" },
    timeZone: "America/New_York",
    writeDate: (iso: string) =>
      new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
        new Date(`${iso}T00:00:00Z`),
      ),
    source: "within 14 days of entry of this Order",
  },
} as const;

const TEXT = {
  en: {
    uploadButton: "Upload and analyze",
    processedToast: "Document processed successfully",
    cases: "Cases & Deadlines",
    newCase: "New Case",
    newDeadline: "New Deadline",
    noDeadlines: "No deadlines yet.",
    noCases: "No cases yet.",
    toConfirm: "To confirm",
    confirm: /^Confirm:/,
    confirmed: "Deadline confirmed",
    urgent: "Urgent deadlines",
    markDone: /^Mark done:/,
    done: "Done",
    reminderSubject: /^Deadline due (in \d+ days|tomorrow|today):/,
    caseTitle: "Doe v. Acme Logistics",
    caseSaved: "Case saved",
    calculate: "Calculate",
    court: "Court",
    action: "Action",
    baseDate: "Base date",
    deadlineSaved: "Deadline saved",
    caseField: "Case",
    save: "Save",
    refreshed: "Deadlines updated",
    updateDeadlines: "Update Deadlines",
    closedDays: "Closed days",
    reminders: "E-mail reminders",
    remindersSaved: "Reminder setting saved",
    newAddress: "New address",
    rotateWarning: "The current address stops working at once",
    rotated: "New calendar address created",
    viewDetails: "View details",
    noCaseAttached: "Not attached to a case",
    attach: "Attach",
    oneDocument: "1 document",
    date: "Date",
    reason: "Reason",
    addClosedDay: "Add closed day",
    closedDayAdded: "Closed day recorded",
    moved: "Due date moved from",
    acknowledge: "Acknowledge",
  },
  pt: {
    uploadButton: "Enviar e analisar",
    processedToast: "Documento processado com sucesso",
    cases: "Casos e Prazos",
    newCase: "Novo Caso",
    newDeadline: "Novo Prazo",
    noDeadlines: "Nenhum prazo ainda.",
    noCases: "Nenhum caso ainda.",
    toConfirm: "A confirmar",
    confirm: /^Confirmar:/,
    confirmed: "Prazo confirmado",
    urgent: "Prazos urgentes",
    markDone: /^Concluir:/,
    done: "Concluído",
    reminderSubject: /^Prazo vence (em \d+ dias|amanhã|hoje):/,
    caseTitle: "Pereira x Construtora Horizonte",
    caseSaved: "Caso salvo",
    calculate: "Calcular",
    court: "Tribunal",
    action: "Ato",
    baseDate: "Data-base",
    deadlineSaved: "Prazo salvo",
    caseField: "Caso",
    save: "Salvar",
    refreshed: "Prazos atualizados",
    updateDeadlines: "Atualizar Prazos",
    closedDays: "Dias sem expediente",
    reminders: "Lembretes por e-mail",
    remindersSaved: "Preferência de lembretes salva",
    newAddress: "Novo endereço",
    rotateWarning: "O endereço atual deixa de funcionar na hora",
    rotated: "Novo endereço de calendário criado",
    viewDetails: "Ver detalhes",
    noCaseAttached: "Não vinculado a um caso",
    attach: "Vincular",
    oneDocument: "1 documento",
    date: "Data",
    reason: "Motivo",
    addClosedDay: "Registrar dia",
    closedDayAdded: "Dia sem expediente registrado",
    moved: "O vencimento mudou de",
    acknowledge: "Ciente",
  },
} as const;

/** Registers, verifies through the dev outbox link and logs in; the page then carries the session cookie. */
async function outbox(page: Page, email: string) {
  const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  return (await response.json()) as { subject: string; text: string; links: string[] }[];
}

/** Today's calendar day where the court sits. */
function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(),
  );
}

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * A start date whose deadline, by the app's own calculator, falls 2 to 6 days from today: urgent (0–7 days) and
 * due for a reminder, whatever the weekday or holiday the test runs on.
 */
async function startDateDueSoon(page: Page, lang: Lang): Promise<{ start: string; due: string }> {
  const { rule, timeZone } = DECISION[lang];
  const today = todayIn(timeZone);
  for (let back = 8; back <= 40; back += 1) {
    const baseDate = addDays(today, -back);
    const response = await page.request.post("/api/deadlines/preview", {
      headers: HEADERS,
      data: { actionType: "custom", baseDate, ...rule },
    });
    expect(response.status(), await response.text()).toBe(200);
    const { dueDate } = (await response.json()) as { dueDate: string };
    const left = daysBetween(today, dueDate);
    if (left >= 2 && left <= 6) return { start: baseDate, due: dueDate };
  }
  throw new Error("no start date gives a deadline 2 to 6 days ahead");
}

/** The admin console's court calendar (scripts/e2e.mjs makes this address an admin once it is verified). */
const ADMIN_EMAIL = "admin@causa-e2e.test";
const ADMIN = {
  en: {
    tab: "Court calendar",
    court: "Court",
    date: "Date",
    reason: "Reason",
    add: "Add for every user",
    added: "Closed day recorded for every user",
    removed: "Closed day removed for every user",
    remove: "Remove",
    changed: "Deadlines recomputed: 1 · due dates moved: 1 · users notified: 1",
    subject: "Deadlines recomputed: court closed day",
  },
  pt: {
    tab: "Calendário forense",
    court: "Tribunal",
    date: "Data",
    reason: "Motivo",
    add: "Adicionar para todos",
    added: "Dia sem expediente registrado para todos",
    removed: "Dia sem expediente removido para todos",
    remove: "Remover",
    changed: "Prazos recalculados: 1 · vencimentos alterados: 1 · usuários avisados: 1",
    subject: "Prazos recalculados: dia sem expediente",
  },
} as const;

/** The admin account, registered and verified on first use (another spec may have done it), then logged in. */
async function signInAdmin(page: Page, lang: Lang) {
  const password = "correct horse battery";
  const reg = await page.request.post("/api/auth/register", {
    headers: HEADERS,
    data: { email: ADMIN_EMAIL, password, firstName: "Ada", lastName: "Admin", language: lang },
  });
  expect([201, 409], await reg.text()).toContain(reg.status());
  if (reg.status() === 201) {
    const link = (await outbox(page, ADMIN_EMAIL)).flatMap((m) => m.links).find((l) => l.includes("verify-email"));
    await page.request.get(link ?? "");
  }
  const login = await page.request.post("/api/auth/login", {
    headers: HEADERS,
    data: { email: ADMIN_EMAIL, password },
  });
  expect(login.status(), await login.text()).toBe(200);
  await page.addInitScript((l) => localStorage.setItem("language", l), lang);
}

async function expectNoSeriousA11yViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 160)}`).join(", ")}`),
  ).toEqual([]);
}

/** The reminder e-mails in the user's outbox about this deadline. */
async function remindersAbout(page: Page, email: string, lang: Lang, fileName: string) {
  return (await outbox(page, email)).filter(
    (m) => TEXT[lang].reminderSubject.test(m.subject) && m.subject.includes(fileName),
  );
}

for (const lang of ["en", "pt"] as const) {
  const t = TEXT[lang];
  const decision = DECISION[lang];

  test.describe(`cases and deadlines (${lang})`, () => {
    test("a deadline found in a decision is confirmed, urgent, in the calendar feed, reminded once, then done", async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const email = await signUp(page, lang, "cases");

      // The empty page first.
      await page.goto("/cases");
      await expect(page.getByRole("heading", { level: 1, name: t.cases })).toBeVisible();
      await expect(page.getByTestId("deadlines-empty")).toContainText(t.noDeadlines);
      await expect(page.getByTestId("cases-empty")).toContainText(t.noCases);
      await expect(page.getByTestId("counter-total-deadlines")).toContainText("0");
      await expect(page.getByTestId("urgent-banner")).toHaveCount(0);
      await expect(page.locator("#feed-url")).toHaveValue(/\/api\/calendar\/.+\.ics$/);
      await page.screenshot({ path: `${SHOTS}/cases-empty-${lang}.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/cases-empty-phone-${lang}.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
      await expectNoSeriousA11yViolations(page);

      // Upload the decision, dated so that its deadline falls within the week.
      const { start, due } = await startDateDueSoon(page, lang);
      const text = readFileSync(join(FIXTURES, decision.file), "utf8").replace(
        decision.placeholder,
        decision.writeDate(start),
      );
      await page.goto("/");
      await page.getByTestId("upload-input").setInputFiles({
        name: decision.file,
        mimeType: "text/plain",
        buffer: Buffer.from(text),
      });
      await page.getByRole("button", { name: t.uploadButton }).click();
      await expect(
        page.getByTestId("toast").filter({ hasText: t.processedToast }).filter({ hasText: decision.file }),
      ).toBeVisible({ timeout: 60_000 });

      // /cases: 'to confirm' with the sentence, the rule and the computed date.
      await page.goto("/cases");
      const section = page.getByTestId("to-confirm");
      await expect(section.getByRole("heading", { name: t.toConfirm })).toBeVisible();
      const item = section.getByTestId("to-confirm-item").filter({ hasText: decision.file });
      await expect(item).toContainText(decision.source);
      const locale = lang === "pt" ? "pt-BR" : "en-US";
      const dueText = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(
        new Date(`${due}T00:00:00Z`),
      );
      await expect(item.getByTestId("computed-date")).toHaveText(dueText);
      await expect(page.getByTestId("counter-auto-extracted")).toContainText("1");
      await expect(page.getByTestId("counter-total-deadlines")).toContainText("0");
      // Urgent before it is confirmed too, marked as still to confirm: an unconfirmed date is never hidden.
      await expect(page.getByTestId("urgent-banner")).toContainText(t.toConfirm);
      await page.screenshot({ path: `${SHOTS}/cases-to-confirm-${lang}.png`, fullPage: true });

      // Confirmed, it counts: the urgent banner, the counters, the recent list.
      await item.getByRole("button", { name: t.confirm }).click();
      await expect(page.getByTestId("toast").filter({ hasText: t.confirmed })).toBeVisible();
      await expect(page.getByTestId("to-confirm")).toHaveCount(0);
      const banner = page.getByTestId("urgent-banner");
      await expect(banner.getByRole("heading", { name: t.urgent })).toBeVisible();
      await expect(banner).toContainText(decision.file);
      await expect(banner).toContainText(dueText);
      await expect(banner).not.toContainText(t.toConfirm);
      await expect(page.getByTestId("counter-urgent")).toContainText("1");
      await expect(page.getByTestId("counter-total-deadlines")).toContainText("1");
      const row = page.getByTestId("deadline-row").filter({ hasText: decision.file });
      await expect(row.getByTestId("days-until")).toHaveText(lang === "pt" ? /^\d dias$/ : /^\d days$/);

      // 'Update Deadlines' recomputes and reports.
      await page.getByRole("button", { name: t.updateDeadlines }).click();
      const refreshedToast = page.getByTestId("toast").filter({ hasText: t.refreshed });
      await expect(refreshedToast).toBeVisible();
      // Closed, so the screenshots show the page rather than the toast over it.
      await refreshedToast.getByRole("button").click();
      await expect(refreshedToast).toHaveCount(0);

      await page.screenshot({ path: `${SHOTS}/cases-data-${lang}.png`, fullPage: true });
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/cases-phone-${lang}.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });

      // The iCalendar feed (no session: the secret URL is the credential), parsed with ical.js.
      const feedUrl = new URL(await page.locator("#feed-url").inputValue());
      const feed = await page.context().request.get(`${ORIGIN}${feedUrl.pathname}`, {
        headers: { cookie: "" },
      });
      expect(feed.status()).toBe(200);
      expect(feed.headers()["content-type"]).toContain("text/calendar");
      const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
      const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
      const event = events.find((e) => e.summary.includes(decision.file));
      expect(event, events.map((e) => e.summary).join(" | ")).toBeTruthy();
      expect(event?.startDate.isDate).toBe(true);
      expect(event?.startDate.toString()).toBe(due);
      expect(event?.uid).toBeTruthy();

      // The daily cron: one reminder, and a second run the same day sends nothing more.
      expect(await remindersAbout(page, email, lang, decision.file)).toHaveLength(0);
      const cron = await page.request.get("/__scheduled?cron=0+6+*+*+*");
      expect(cron.status()).toBe(200);
      await expect
        .poll(async () => (await remindersAbout(page, email, lang, decision.file)).length, { timeout: 20_000 })
        .toBe(1);
      await page.request.get("/__scheduled?cron=0+6+*+*+*");
      await page.waitForTimeout(3000);
      expect(await remindersAbout(page, email, lang, decision.file)).toHaveLength(1);

      // Mark done: it leaves the urgent banner.
      await row.getByRole("button", { name: t.markDone }).click();
      await expect(row).toContainText(t.done);
      await expect(page.getByTestId("urgent-banner")).toHaveCount(0);
      await expect(page.getByTestId("counter-urgent")).toContainText("0");

      // The document's details dialog attaches it to a case (through the cases API); the case then counts it.
      const created = await page.request.post("/api/cases", { headers: HEADERS, data: { title: t.caseTitle } });
      expect(created.status(), await created.text()).toBe(201);
      await page.goto("/");
      const docItem = page.getByTestId("document-item").filter({ hasText: decision.file });
      await docItem.getByRole("button", { name: new RegExp(`^${t.viewDetails}`) }).click();
      const docCase = page.getByTestId("document-case");
      await expect(docCase).toContainText(t.noCaseAttached);
      await docCase.getByRole("combobox").click();
      await page.getByRole("option", { name: t.caseTitle }).click();
      await docCase.getByRole("button", { name: t.attach, exact: true }).click();
      await expect(docCase.getByRole("status")).toContainText(t.caseTitle);
      await docCase.screenshot({ path: `${SHOTS}/details-case-${lang}.png` });
      await page.goto("/cases");
      await expect(page.getByTestId("case-item").filter({ hasText: t.caseTitle })).toContainText(t.oneDocument);
    });

    test("reminders can be turned off, and a rotated feed address retires the old one", async ({ page }) => {
      await signUp(page, lang, "cases");
      await page.goto("/cases");
      const reminders = page.getByLabel(t.reminders);
      await expect(reminders).toBeChecked();
      await reminders.uncheck();
      await expect(page.getByTestId("toast").filter({ hasText: t.remindersSaved })).toBeVisible();
      await page.reload();
      await expect(page.getByLabel(t.reminders)).not.toBeChecked();

      const feed = page.locator("#feed-url");
      const oldPath = new URL(await feed.inputValue()).pathname;
      expect((await page.request.get(oldPath)).status()).toBe(200);
      await page.getByRole("button", { name: t.newAddress }).click();
      const confirm = page.getByRole("alertdialog");
      await expect(confirm).toContainText(t.rotateWarning);
      await confirm.getByRole("button", { name: t.newAddress }).click();
      await expect(page.getByTestId("toast").filter({ hasText: t.rotated })).toBeVisible();
      await expect(feed).not.toHaveValue(new RegExp(oldPath));
      expect((await page.request.get(oldPath)).status()).toBe(404);
      expect((await page.request.get(new URL(await feed.inputValue()).pathname)).status()).toBe(200);
    });

    test("a case and a computed deadline are created through the dialogs, and a court closed day moves it visibly", async ({
      page,
    }) => {
      await signUp(page, lang, "cases");
      await page.goto("/cases");

      await page.getByRole("button", { name: t.newCase }).click();
      const caseDialog = page.getByRole("dialog");
      await caseDialog.getByLabel(lang === "pt" ? "Título" : "Title", { exact: true }).fill(t.caseTitle);
      await caseDialog.getByRole("button", { name: t.save }).click();
      await expect(page.getByTestId("toast").filter({ hasText: t.caseSaved })).toBeVisible();
      await expect(page.getByTestId("case-item").filter({ hasText: t.caseTitle })).toContainText(
        lang === "pt" ? "Ativo" : "Active",
      );

      await page.getByRole("button", { name: t.newDeadline }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("combobox", { name: t.court }).click();
      await page.getByRole("option").first().click();
      await dialog.getByRole("combobox", { name: t.action }).click();
      await page.getByRole("option").first().click();
      await dialog.getByLabel(t.baseDate).fill(addDays(todayIn("America/Sao_Paulo"), 1));
      await dialog.getByRole("combobox", { name: t.caseField }).click();
      await page.getByRole("option", { name: t.caseTitle }).click();
      await dialog.getByRole("button", { name: t.calculate }).click();
      await expect(dialog.getByTestId("deadline-preview")).toBeVisible();
      await expect(dialog.getByTestId("preview-due-date")).not.toBeEmpty();
      await page.screenshot({ path: `${SHOTS}/cases-new-deadline-${lang}.png` });
      await dialog.getByRole("button", { name: t.save }).click();
      await expect(page.getByTestId("toast").filter({ hasText: t.deadlineSaved })).toBeVisible();
      const row = page.getByTestId("deadline-row");
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(t.caseTitle);
      await expect(page.getByTestId("case-deadline-count")).toHaveText(lang === "pt" ? "1 prazo" : "1 deadline");

      // A closed day recorded on the due date moves it, and the move is flagged until acknowledged.
      const [saved] = (await (await page.request.get("/api/deadlines")).json()) as { deadlineDate: string }[];
      await page.getByRole("button", { name: t.closedDays }).click();
      const closed = page.getByRole("dialog");
      await closed.getByRole("combobox", { name: t.court }).click();
      await page.getByRole("option").first().click();
      await closed.getByLabel(t.date, { exact: true }).fill(saved?.deadlineDate ?? "");
      await closed.getByLabel(t.reason).fill("Portaria 12/2026");
      await closed.getByRole("button", { name: t.addClosedDay }).click();
      await expect(page.getByTestId("toast").filter({ hasText: t.closedDayAdded })).toBeVisible();
      await expect(closed.getByTestId("closed-days")).toContainText("Portaria 12/2026");
      await page.screenshot({ path: `${SHOTS}/cases-closed-days-${lang}.png` });
      await closed.getByRole("button", { name: lang === "pt" ? "Fechar" : "Close", exact: true }).click();
      await expect(closed).toHaveCount(0);
      await expect(row.getByTestId("due-date-changed")).toContainText(t.moved);
      await page.screenshot({ path: `${SHOTS}/cases-moved-${lang}.png`, fullPage: true });
      await row.getByRole("button", { name: t.acknowledge }).click();
      await expect(row.getByTestId("due-date-changed")).toHaveCount(0);
    });

    test("an admin's closed day for every user moves a lawyer's deadline at that court, flagged and e-mailed", async ({
      page,
      browser,
    }) => {
      const a = ADMIN[lang];
      // One court per language, used by no other test: a day closed for every user reaches only this deadline.
      const court = lang === "pt" ? "TJRJ" : "TJMG";
      const email = await signUp(page, lang, "cases");
      const created = await page.request.post("/api/deadlines", {
        headers: HEADERS,
        data: {
          mode: "computed",
          calculation: {
            actionType: "apelacao",
            jurisdiction: "brazil",
            court,
            baseDate: addDays(todayIn("America/Sao_Paulo"), 1),
            baseEvent: "availability",
          },
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const deadline = (await created.json()) as { id: string; deadlineDate: string };

      for (const viewport of [
        { width: 1280, height: 800, name: "desktop" },
        { width: 390, height: 844, name: "phone" },
      ]) {
        const context = await browser.newContext({ viewport });
        const admin = await context.newPage();
        await signInAdmin(admin, lang);
        await admin.goto("/admin");
        await admin.getByRole("tab", { name: a.tab }).click();
        const panel = admin.getByTestId("court-calendar");
        await panel.getByRole("combobox", { name: a.court }).click();
        await admin.getByRole("option", { name: `(${court})` }).click();
        await panel.getByLabel(a.date, { exact: true }).fill(deadline.deadlineDate);
        await panel.getByLabel(a.reason).fill(`Portaria ${viewport.name} 7/2026`);
        await panel.getByRole("button", { name: a.add }).click();
        await expect(admin.getByTestId("toast").filter({ hasText: a.added })).toContainText(a.changed);
        await expect(panel.getByTestId("global-closed-days")).toContainText(`Portaria ${viewport.name} 7/2026`);
        // The viewport only: a full-page capture draws the sticky header over the middle of the page.
        await admin.screenshot({ path: `${SHOTS}/admin-court-calendar-${viewport.name}-${lang}.png` });

        // The lawyer sees the move flagged and has the e-mail in their language.
        await page.goto("/cases");
        const row = page.getByTestId("deadline-row");
        await expect(row.getByTestId("due-date-changed")).toContainText(t.moved);
        await expect
          .poll(async () => (await outbox(page, email)).filter((m) => m.subject === a.subject).length)
          .toBe(viewport.name === "desktop" ? 1 : 3);

        // Removing it asks first, moves the deadline back and tells the owner again.
        await panel.getByRole("button", { name: new RegExp(`${court}$`) }).click();
        await admin.getByRole("alertdialog").getByRole("button", { name: a.remove, exact: true }).click();
        await expect(admin.getByTestId("toast").filter({ hasText: a.removed })).toContainText(a.changed);
        const back = (await (await page.request.get(`/api/deadlines/${deadline.id}`)).json()) as {
          deadlineDate: string;
        };
        expect(back.deadlineDate).toBe(deadline.deadlineDate);
        await context.close();
      }
    });
  });
}
