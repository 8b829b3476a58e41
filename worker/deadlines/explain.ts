/** Renders a computed deadline as text a lawyer can check line by line against the court's calendar. */
import { formatLongDate, formatShortDate } from "./dates.ts";
import type { AuditEntry, DeadlineResult, Language } from "./types.ts";

const LABELS = {
  en: {
    due: "Due date",
    rule: "Rule",
    basis: "Legal basis",
    period: "Period",
    business: "business days",
    calendar: "calendar days",
    backward: "counted backward",
    anchor: "Counting anchored to",
    first: "First counted day",
    skipped: "Days not counted",
    none: "none",
    steps: "Step by step",
    notes: "Notes",
    day: "day",
    days: "days",
    counted: "counted",
    seeAbove: "see the list above",
    actions: {
      start: "start",
      publication: "publication",
      counted: "counted",
      skipped: "skipped",
      due: "DUE",
      extended: "extended",
    },
  },
  pt: {
    due: "Vencimento",
    rule: "Prazo",
    basis: "Fundamento legal",
    period: "Período",
    business: "dias úteis",
    calendar: "dias corridos",
    backward: "contagem regressiva",
    anchor: "Termo inicial (dia da publicação/evento)",
    first: "Primeiro dia contado",
    skipped: "Dias não contados",
    none: "nenhum",
    steps: "Passo a passo",
    notes: "Observações",
    day: "dia",
    days: "dias",
    counted: "contado",
    seeAbove: "ver a lista acima",
    actions: {
      start: "início",
      publication: "publicação",
      counted: "contado",
      skipped: "não contado",
      due: "VENCIMENTO",
      extended: "prorrogado",
    },
  },
} as const;

/**
 * Multi-line explanation: due date with weekday, rule, basis, every day not counted and why, a step-by-step audit
 * (runs of ordinary counted days collapsed into one line) and the notes.
 */
export function explainDeadline(result: DeadlineResult, language: Language): string {
  const lang: Language = language === "pt" ? "pt" : "en";
  const t = LABELS[lang];
  const lines: string[] = [];
  lines.push(`${t.due}: ${formatLongDate(result.dueDate, lang)} (${result.dueDate})`);
  lines.push(`${t.rule}: ${result.rule.name[lang]}`);
  const unit = result.unit === "business" ? t.business : t.calendar;
  lines.push(`${t.period}: ${result.days} ${unit}${result.direction === "backward" ? ` (${t.backward})` : ""}`);
  lines.push(`${t.basis}: ${result.basis}`);
  lines.push(`${t.anchor}: ${formatShortDate(result.startDate, lang)}`);
  lines.push(`${t.first}: ${formatShortDate(result.firstCountedDay, lang)}`);

  const skipped = result.audit.filter((e) => e.action === "skipped");
  lines.push(`${t.skipped}:${skipped.length === 0 ? ` ${t.none}` : ""}`);
  for (const entry of skipped) lines.push(`  - ${formatShortDate(entry.date, lang)}: ${entry.reason?.[lang] ?? ""}`);

  lines.push(`${t.steps}:`);
  let i = 0;
  const entries = result.audit;
  while (i < entries.length) {
    const entry = entries[i] as AuditEntry;
    if (entry.action === "counted" && !entry.reason) {
      // Collapse a run of plain counted days: "Wed 2025-03-12 → Fri 2025-03-14: counted, days 1–3".
      let j = i;
      while (j + 1 < entries.length) {
        const next = entries[j + 1] as AuditEntry;
        if (next.action !== "counted" || next.reason) break;
        j++;
      }
      const last = entries[j] as AuditEntry;
      if (j === i) {
        lines.push(`  ${formatShortDate(entry.date, lang)}  ${t.counted}, ${t.day} ${entry.count ?? ""}`);
      } else {
        lines.push(
          `  ${formatShortDate(entry.date, lang)} → ${formatShortDate(last.date, lang)}  ${t.counted}, ${t.days} ${entry.count ?? ""}–${last.count ?? ""}`,
        );
      }
      i = j + 1;
      continue;
    }
    if (entry.action === "skipped") {
      // Runs of three or more days not counted (recess, suspension) are listed above; one line here.
      let j = i;
      while (j + 1 < entries.length && (entries[j + 1] as AuditEntry).action === "skipped") j++;
      if (j - i >= 2) {
        const last = entries[j] as AuditEntry;
        lines.push(
          `  ${formatShortDate(entry.date, lang)} → ${formatShortDate(last.date, lang)}  ${t.actions.skipped} (${j - i + 1} ${t.days}, ${t.seeAbove})`,
        );
        i = j + 1;
        continue;
      }
    }
    const count = entry.count !== undefined ? ` (${t.day} ${entry.count})` : "";
    const reason = entry.reason ? `: ${entry.reason[lang]}` : "";
    lines.push(`  ${formatShortDate(entry.date, lang)}  ${t.actions[entry.action]}${count}${reason}`);
    i++;
  }

  if (result.notes.length > 0) {
    lines.push(`${t.notes}:`);
    for (const note of result.notes) lines.push(`  - ${note[lang]}`);
  }
  return lines.join("\n");
}
