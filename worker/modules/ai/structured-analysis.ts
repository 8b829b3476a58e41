/** The analysis' sections: the model's JSON read into them, and the stored text written from them. */
import type { Language } from "../../../common/vocabulary.ts";
import { squash, stringList } from "./lists.ts";

export interface StructuredAnalysis {
  summary: string;
  parties: { name: string; role: string }[];
  obligations: string[];
  amounts: string[];
  deadlines: string[];
  risks: string[];
  nextSteps: string[];
}

/** Accepts the model's JSON if it has a summary; lists of the wrong type become empty lists. */
export function parseStructuredAnalysis(value: unknown): StructuredAnalysis {
  if (!value || typeof value !== "object") throw new Error("not an object");
  const v = value as Record<string, unknown>;
  if (typeof v.summary !== "string" || v.summary.trim() === "") throw new Error("summary missing");
  const parties = Array.isArray(v.parties)
    ? v.parties
        .map((p) => {
          if (typeof p === "string") return { name: squash(p), role: "" };
          const o = (p ?? {}) as Record<string, unknown>;
          return {
            name: typeof o.name === "string" ? squash(o.name) : "",
            role: typeof o.role === "string" ? squash(o.role) : "",
          };
        })
        .filter((p) => p.name !== "")
    : [];
  return {
    summary: squash(v.summary),
    parties,
    obligations: stringList(v.obligations),
    amounts: stringList(v.amounts),
    deadlines: stringList(v.deadlines),
    risks: stringList(v.risks),
    nextSteps: stringList(v.nextSteps ?? v.next_steps),
  };
}

const SECTIONS: Record<Language, Record<Exclude<keyof StructuredAnalysis, "summary"> | "summary", string>> = {
  en: {
    summary: "Summary",
    parties: "Parties and roles",
    obligations: "Obligations",
    amounts: "Amounts",
    deadlines: "Deadlines",
    risks: "Risks",
    nextSteps: "Recommended next steps",
  },
  pt: {
    summary: "Resumo",
    parties: "Partes e papéis",
    obligations: "Obrigações",
    amounts: "Valores",
    deadlines: "Prazos",
    risks: "Riscos",
    nextSteps: "Próximos passos recomendados",
  },
};

/** The stored text: one heading per section, list items with "- ", an empty section marked "—". */
export function renderAnalysis(a: StructuredAnalysis, language: Language, notes: { lead?: string; footer?: string[] }) {
  const h = SECTIONS[language];
  const list = (items: string[]) => (items.length ? items.map((i) => `- ${i}`).join("\n") : "—");
  const blocks = [
    ...(notes.lead ? [notes.lead] : []),
    `${h.summary}\n${a.summary || "—"}`,
    `${h.parties}\n${list(a.parties.map((p) => (p.role ? `${p.name} — ${p.role}` : p.name)))}`,
    `${h.obligations}\n${list(a.obligations)}`,
    `${h.amounts}\n${list(a.amounts)}`,
    `${h.deadlines}\n${list(a.deadlines)}`,
    `${h.risks}\n${list(a.risks)}`,
    `${h.nextSteps}\n${list(a.nextSteps)}`,
    ...(notes.footer?.length ? [notes.footer.join(" ")] : []),
  ];
  return blocks.join("\n\n");
}
