/** Finding a named deadline by what a user calls it, and fitting it to the court's procedural system. */
import type { CourtDef } from "./courts.ts";
import { DeadlineError } from "./errors.ts";
import { type DeadlineRule, RULES, SYSTEMS } from "./rules.ts";
import type { Jurisdiction, ProcedureSystem } from "./types.ts";

/** Lowercase, no accents, words joined by "_": "Embargos de Declaração" → "embargos_de_declaracao". */
export function normaliseActionKey(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}

const RULES_BY_ID = new Map(RULES.map((r) => [r.id, r]));

/** Alias → rules. One alias may name rules in both jurisdictions ("appeal"); the jurisdiction then decides. */
const ALIAS_INDEX = new Map<string, DeadlineRule[]>();
for (const rule of RULES) {
  const keys = new Set([rule.id, ...rule.aliases, rule.name.en, rule.name.pt].map(normaliseActionKey));
  for (const key of keys) {
    const list = ALIAS_INDEX.get(key) ?? [];
    list.push(rule);
    ALIAS_INDEX.set(key, list);
  }
}

const CUSTOM_KEYS = new Set(["custom", "personalizado", "prazo_personalizado", "custom_deadline", "outro", "other"]);

export function isCustomAction(actionType: string): boolean {
  return CUSTOM_KEYS.has(normaliseActionKey(actionType));
}

export function ruleById(id: string): DeadlineRule | undefined {
  return RULES_BY_ID.get(id);
}

export type ResolvedRule = { rule: DeadlineRule; system: ProcedureSystem; substitutedFrom?: DeadlineRule };

/**
 * Finds the rule for an action type in a court. When the named rule belongs to another system (e.g. "embargos de
 * declaração" before a TRT), the rule of the same family for the court's system is used and the result says so.
 */
export function resolveRule(
  actionType: string,
  jurisdiction: Jurisdiction,
  court: CourtDef,
  requested?: ProcedureSystem,
): ResolvedRule {
  const key = typeof actionType === "string" ? normaliseActionKey(actionType) : "";
  const candidates = ALIAS_INDEX.get(key) ?? [];
  if (candidates.length === 0) {
    throw new DeadlineError("UNKNOWN_ACTION_TYPE", {
      en: `Unknown action type "${String(actionType)}". Use one of listActionTypes(), or "custom" with days and unit.`,
      pt: `Tipo de ato desconhecido "${String(actionType)}". Use um de listActionTypes(), ou "custom" com dias e unidade.`,
    });
  }
  const named = candidates.find((r) => r.jurisdiction === jurisdiction);
  if (!named) {
    const other = candidates[0] as DeadlineRule;
    throw new DeadlineError("JURISDICTION_MISMATCH", {
      en: `"${other.name.en}" is a ${other.jurisdiction === "brazil" ? "Brazilian" : "US"} deadline, but the jurisdiction is ${jurisdiction}.`,
      pt: `"${other.name.pt}" é um prazo ${other.jurisdiction === "brazil" ? "brasileiro" : "dos EUA"}, mas a jurisdição é ${jurisdiction}.`,
    });
  }
  const systems = requested ? [requested] : court.systems;
  const fits = (r: DeadlineRule) => r.systems.find((s) => systems.includes(s));
  const direct = fits(named);
  if (direct) return { rule: named, system: direct };
  // Only a CPC act is translated to its equivalent in another system (the CPC is the general code, art. 15);
  // naming a labour, criminal or small-claims act in the wrong court is an error, not something to reinterpret.
  const generic = named.systems.includes("cpc");
  const sibling = generic
    ? RULES.find((r) => r.family === named.family && r.jurisdiction === jurisdiction && fits(r))
    : undefined;
  if (sibling) return { rule: sibling, system: fits(sibling) as ProcedureSystem, substitutedFrom: named };
  throw new DeadlineError("INVALID_INPUT", {
    en: `"${named.name.en}" does not apply in ${court.id} (${systems.map((s) => SYSTEMS[s].name.en).join(", ")}). Use a deadline of that court or "custom".`,
    pt: `"${named.name.pt}" não se aplica em ${court.id} (${systems.map((s) => SYSTEMS[s].name.pt).join(", ")}). Use um prazo desse tribunal ou "custom".`,
  });
}
