import type { Language } from "../../../common/vocabulary.ts";
import type { EmailMessage } from "../../providers/email/email.ts";

export type ReminderItem = {
  title: string;
  dueDate: string;
  daysLeft: number;
  caseTitle: string | null;
  ruleName: string | null;
  toConfirm: boolean;
};

export type ChangeItem = { title: string; from: string | null; to: string | null };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** 2025-03-10 → "10/03/2025" (pt) or "Mar 10, 2025" (en); the day itself, never shifted by a time zone. */
export function formatDay(iso: string, language: Language): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(language === "pt" ? "pt-BR" : "en-US", {
    timeZone: "UTC",
    dateStyle: "medium",
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

function when(daysLeft: number, language: Language): string {
  if (language === "pt")
    return daysLeft === 0 ? "vence hoje" : daysLeft === 1 ? "vence amanhã" : `vence em ${daysLeft} dias`;
  return daysLeft === 0 ? "due today" : daysLeft === 1 ? "due tomorrow" : `due in ${daysLeft} days`;
}

function layout(title: string, intro: string, items: string[], link: string, button: string, footer: string): string {
  const list = items.map((i) => `<li style="margin:0 0 10px">${i}</li>`).join("");
  return `<!doctype html><html><body style="font-family:Georgia,serif;color:#1e293b;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1><p>${escapeHtml(intro)}</p><ul style="padding-left:20px">${list}</ul>
<p><a href="${escapeHtml(link)}" style="background:#1e3a5f;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p>
<p style="font-size:12px;color:#64748b">${escapeHtml(footer)}</p></body></html>`;
}

/** The daily reminder: the user's deadlines reaching 7, 3, 1 or 0 days left, in the user's language. */
export function reminderEmail(
  to: string,
  firstName: string,
  items: ReminderItem[],
  appUrl: string,
  language: Language,
): EmailMessage {
  const pt = language === "pt";
  const first = items[0];
  const subject =
    items.length === 1 && first
      ? pt
        ? `Prazo ${when(first.daysLeft, "pt")}: ${first.title}`
        : `Deadline ${when(first.daysLeft, "en")}: ${first.title}`
      : pt
        ? `${items.length} prazos se aproximam`
        : `${items.length} deadlines are coming up`;
  const intro = pt
    ? `Olá, ${firstName}. Estes prazos se aproximam:`
    : `Hello, ${firstName}. These deadlines are coming up:`;
  const lines = items.map((item) => {
    const parts = [
      `${item.title} — ${formatDay(item.dueDate, language)} (${when(item.daysLeft, language)})`,
      item.caseTitle ? `${pt ? "Processo" : "Case"}: ${item.caseTitle}` : null,
      item.ruleName ? `${pt ? "Regra" : "Rule"}: ${item.ruleName}` : null,
      item.toConfirm ? (pt ? "Extraído de documento: confirme." : "Found in a document: please confirm.") : null,
    ].filter((p): p is string => p !== null);
    return parts;
  });
  const link = `${appUrl}/cases`;
  const footer = pt
    ? "Você recebe estes lembretes 7, 3 e 1 dia antes e no dia do vencimento. Desative-os na página Processos."
    : "You get these reminders 7, 3 and 1 days before and on the due date. Turn them off on the Cases page.";
  return {
    to,
    subject,
    text: `${intro}\n\n${lines.map((l) => `- ${l.join("\n  ")}`).join("\n\n")}\n\n${link}\n\n${footer}\n`,
    html: layout(
      subject,
      intro,
      lines.map((l) => l.map(escapeHtml).join("<br>")),
      link,
      pt ? "Ver prazos" : "View deadlines",
      footer,
    ),
  };
}

/** Sent when an admin's court closed day moved some of the user's due dates. */
export function dueDatesMovedEmail(
  to: string,
  firstName: string,
  closedDay: { courtName: string; date: string; reason: string; removed: boolean },
  items: ChangeItem[],
  appUrl: string,
  language: Language,
): EmailMessage {
  const pt = language === "pt";
  const day = formatDay(closedDay.date, language);
  const subject = pt ? "Prazos recalculados: dia sem expediente" : "Deadlines recomputed: court closed day";
  const event = pt
    ? closedDay.removed
      ? `O dia sem expediente de ${closedDay.courtName} em ${day} (${closedDay.reason}) foi removido`
      : `${closedDay.courtName} não terá expediente em ${day} (${closedDay.reason})`
    : closedDay.removed
      ? `The closed day of ${closedDay.courtName} on ${day} (${closedDay.reason}) was withdrawn`
      : `${closedDay.courtName} is closed on ${day} (${closedDay.reason})`;
  const intro = pt
    ? `Olá, ${firstName}. ${event}. Estes prazos mudaram:`
    : `Hello, ${firstName}. ${event}. These due dates changed:`;
  const none = pt ? "sem data" : "no date";
  const lines = items.map(
    (i) => `${i.title}: ${i.from ? formatDay(i.from, language) : none} → ${i.to ? formatDay(i.to, language) : none}`,
  );
  const link = `${appUrl}/cases`;
  const footer = pt
    ? "Confira cada prazo e confirme a nova data na página Processos."
    : "Check each deadline and acknowledge its new date on the Cases page.";
  return {
    to,
    subject,
    text: `${intro}\n\n${lines.map((l) => `- ${l}`).join("\n")}\n\n${link}\n\n${footer}\n`,
    html: layout(subject, intro, lines.map(escapeHtml), link, pt ? "Ver prazos" : "View deadlines", footer),
  };
}
