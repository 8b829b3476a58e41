import { nameCase } from "./parties-pt.ts";
import type { Party, PartyRole } from "./types.ts";

// The sides of Brazilian private instruments (docs/decisions/025-held-out-evaluation.md, "Sixth round (22f)"):
// each instrument names its parties by the role it gives them — LOCADORA, COMODANTE, MUTUÁRIA, FRANQUEADO,
// CEDENTE, OUTORGANTE, CREDORA, DEVEDOR, FIADOR — on a label line ("COMODANTE – ASSOCIAÇÃO …"), after the name
// ("…, doravante CEDENTE;", "…, adiante CONTRATANTE"), or before it ("como MUTUANTE, ARMANDO …"). A company's
// shareholders are named by what they hold ("RIBEIRO PARTICIPAÇÕES S.A., …, titular de 5.100.000 ações").

const ROLES: [RegExp, PartyRole][] = [
  [/^contratantes?$/, "contratante"],
  [/^contratad[oa]s?$/, "contratada"],
  [/^locador(?:a|es|as)?$/, "locador"],
  [/^locat[áa]ri[oa]s?$/, "locatário"],
  [/^empregador(?:a)?$/, "empregador"],
  [/^empregad[oa]$/, "empregado"],
  // A deed's "OUTORGANTES VENDEDORES" / "OUTORGADA COMPRADORA": the sale names the side.
  [/^(?:promitentes?[\s-]+|outorgantes?[\s-]+)?vendedor(?:a|es|as)?$/, "vendedor"],
  [/^(?:promiss[áa]ri[oa]s?[\s-]+|outorgad[oa]s?[\s-]+)?comprador(?:a|es|as)?$/, "comprador"],
  [/^cedentes?$/, "cedente"],
  [/^cession[áa]ri[oa]s?$/, "cessionário"],
  [/^comodantes?$/, "comodante"],
  [/^comodat[áa]ri[oa]s?$/, "comodatário"],
  [/^mutuantes?$/, "mutuante"],
  [/^mutu[áa]ri[oa]s?$/, "mutuário"],
  [/^franqueador(?:a)?$/, "franqueador"],
  [/^franquead[oa]$/, "franqueado"],
  [/^credor(?:a|es|as)?$/, "credor"],
  [/^devedor(?:a|es|as)?$/, "devedor"],
  [/^fiador(?:a|es|as)?$/, "fiador"],
  [/^avalistas?$/, "avalista"],
  // A credit note's issuer is its debtor: "EMITENTE: AGRO SUL LTDA.", "CREDOR: BANCO …".
  [/^emitentes?$/, "devedor"],
  // An inventory deed's sides: "como viúva meeira e inventariante, IRENE …", "como herdeiros filhos: CARLOS …".
  [/^(?:vi[úu]v[oa]\s+meeir[oa]\s+e\s+)?inventariantes?$/, "inventariante"],
  [/^herdeir[oa]s?(?:\s+(?:filh[oa]s?|necess[áa]ri[oa]s?))?$/, "herdeiro"],
  [/^(?:parceir[oa][\s-]+)?outorgantes?$/, "outorgante"],
  [/^(?:parceir[oa][\s-]+)?outorgad[oa]s?$/, "outorgado"],
  [/^interveniente(?:[\s-]+(?:anuente|garantidor[a]?))?$/, "interveniente"],
  // A licence's sides keep the generic role: the vocabulary's "licensor"/"licensee" are the English contract's.
  [/^licenciante$|^licenciad[oa]$/, "party"],
  [/^arrendador(?:a|es|as)?$/, "arrendador"],
  [/^arrendat[áa]ri[oa]s?$/, "arrendatário"],
  // An internship's sides (Lei nº 11.788/2008): the school signs as an intervening party.
  [/^(?:parte\s+)?concedente$|^estagi[áa]ri[oa]$/, "party"],
  [/^institui[çc][ãa]o\s+de\s+ensino$/, "interveniente"],
];
const ROLE_WORDS = String.raw`(?:contratantes?|contratad[oa]s?|locador(?:a|es|as)?|locat[áa]ri[oa]s?|empregador(?:a)?|empregad[oa]|(?:promitentes?[ \t-]+|outorgantes?[ \t-]+)?vendedor(?:a|es|as)?|(?:promiss[áa]ri[oa]s?[ \t-]+|outorgad[oa]s?[ \t-]+)?comprador(?:a|es|as)?|cedentes?|cession[áa]ri[oa]s?|comodantes?|comodat[áa]ri[oa]s?|mutuantes?|mutu[áa]ri[oa]s?|franqueador(?:a)?|franquead[oa]|credor(?:a|es|as)?|devedor(?:a|es|as)?|fiador(?:a|es|as)?|avalistas?|emitentes?|(?:vi[úu]v[oa][ \t]+meeir[oa][ \t]+e[ \t]+)?inventariantes?|herdeir[oa]s?(?:[ \t]+(?:filh[oa]s?|necess[áa]ri[oa]s?))?|(?:parceir[oa][ \t-]+)?outorgantes?|(?:parceir[oa][ \t-]+)?outorgad[oa]s?|interveniente(?:[ \t-]+(?:anuente|garantidor[a]?))?|licenciante|licenciad[oa]|arrendador(?:a|es|as)?|arrendat[áa]ri[oa]s?|(?:parte[ \t]+)?concedente|estagi[áa]ri[oa]|institui[çc][ãa]o[ \t]+de[ \t]+ensino)`;

/** The role an instrument's label word gives ("LOCATÁRIA" → locatário, "PROMITENTE VENDEDORA" → vendedor). */
export function instrumentRole(label: string): PartyRole | null {
  const word = label.toLocaleLowerCase("pt-BR").replace(/\s+/g, " ").trim();
  return ROLES.find(([re]) => re.test(word))?.[1] ?? null;
}

const WORD = String.raw`(?:[A-ZÀ-Ý0-9][\p{L}0-9'’.&/-]*|&)`;
const PARTICLE = "(?:de|da|do|das|dos|e|em|DE|DA|DO|DAS|DOS|E|EM)";
const NAME = String.raw`${WORD}(?:\s+(?:${PARTICLE}\s+)*${WORD})*`;
const NAME_AT = new RegExp(`^${NAME}`, "u");
const WHOLE_NAME = new RegExp(`^${NAME}$`, "u");
// What follows a party's name in its qualification.
const QUALIFIES =
  /^\s*(?:[-–]\s*(?:ME|EPP|EIRELI)\b[^,]*)?,\s*(?:brasileir|estrangeir|portugu|solteir|casad|divorciad|vi[úu]v|separad|maior|pessoa\s+jur|sociedade|empresa|associa|institui|funda|autarquia|cooperativa|inscrit|portador|CNPJ|CPF|RG\b|com\s+sede|estabelecid|residente|domiciliad|representad|neste\s+ato|NIRE)/iu;

function make(text: string, name: string, at: number, role: PartyRole): Party | null {
  const clean = name.replace(/[\s,;:–-]+$/, "").trim();
  if (clean.length < 4 || !/\p{Lu}/u.test(clean) || instrumentRole(clean)) return null;
  const start = text.indexOf(clean, at);
  if (start < 0) return null;
  const org =
    /\b(?:LTDA|Ltda|S\.?\/?A\.?|EIRELI|ME|EPP|Associa[çc][ãa]o|ASSOCIA[ÇC][ÃA]O|Funda[çc][ãa]o|FUNDA[ÇC][ÃA]O|Fundo|FUNDO|Cooperativa|COOPERATIVA|Institui[çc][ãa]o|INSTITUI[ÇC][ÃA]O|Hospital|HOSPITAL|Banco|BANCO|Companhia|COMPANHIA)\b/.test(
      clean,
    );
  return { name: nameCase(clean), role, entityType: org ? "ORGANIZATION" : "PERSON", start, end: start + clean.length };
}

// "LOCADORA: IMOBILIÁRIA X LTDA., …", "COMODANTE – ASSOCIAÇÃO …", "A) PROMITENTE VENDEDORA: CONSTRUTORA …",
// "INTERVENIENTE GARANTIDORA: HELENA …". A spouse on the same line is a party of the same side: "GUSTAVO …,
// brasileiro, …, e sua esposa PRISCILA …, brasileira".
// What a label may add to its role word: "FIADORES E PRINCIPAIS PAGADORES:", "DEVEDORES SOLIDÁRIOS:".
const LABEL_QUALIFIER = String.raw`(?:[ \t]+(?:e[ \t]+)?(?:principa(?:l|is)[ \t]+pagador(?:a|es|as)?|solid[áa]ri[oa]s?|anuentes?|avalistas?))*`;
const LABEL = new RegExp(
  String.raw`^[ \t]*(?:[A-Z]\)|[IVXL]+[ \t]*[-–.)]|\(?\d+\)|\d+[.)])?[ \t]*(${ROLE_WORDS})${LABEL_QUALIFIER}[ \t]*(?:\([^)\n]*\))?[ \t]*[:–-][ \t]*(\S[^\n]*)$`,
  "gimu",
);
// A firm named by its partners: "CÂMARA, DANTAS & FREIRE ADVOGADOS ASSOCIADOS, sociedade de advogados".
const FIRM_AT = new RegExp(String.raw`^(?:${WORD}(?:\s+${WORD})*,\s+){1,3}${NAME}`, "u");
export const firmName = (value: string): string | undefined => {
  const firm = FIRM_AT.exec(value)?.[0];
  return firm && /\s&\s/.test(firm) ? firm : undefined;
};
const SPOUSE = new RegExp(
  String.raw`,\s+e\s+(?:(?:sua|seu)\s+(?:esposa|mulher|marido|esposo|companheir[oa]|c[ôo]njuge),?\s+)?(${NAME})(?=,\s*(?:brasileir|estrangeir|portugu))`,
  "gu",
);

export function instrumentLabelParties(text: string): Party[] {
  const head = text.slice(0, 5000);
  const out: Party[] = [];
  for (const m of head.matchAll(LABEL)) {
    const role = instrumentRole(m[1] ?? "");
    const value = m[2] ?? "";
    if (!role || /^(?:o|a|os|as)\s+mesm[oa]s?\b/i.test(value)) continue;
    const at = (m.index ?? 0) + m[0].length - value.length;
    const first = firmName(value) ?? NAME_AT.exec(value)?.[0];
    if (!first || !QUALIFIES.test(value.slice(first.length))) continue;
    // "LOCADORES: SEBASTIÃO PEREIRA LIMA e MARIA DAS GRAÇAS PEREIRA LIMA, brasileiros": two names, each whole.
    const pieces = first.split(/\s+e\s+(?=\p{Lu}{2})/u);
    const names = pieces.length > 1 && pieces.every((n) => n.split(/\s+/).length >= 2) ? pieces : [first];
    for (const n of names) {
      const p = make(text, n, at, role);
      if (p) out.push(p);
    }
    for (const s of value.matchAll(SPOUSE)) {
      const q = make(text, s[1] ?? "", at + (s.index ?? 0), role);
      if (q) out.push(q);
    }
  }
  return out;
}

// "de um lado, como MUTUANTE, ARMANDO …, brasileiro", "e, como FIADORA, a própria CAROLINA …, brasileira",
// "e, como interveniente, TECNOAGRO … S.A., CNPJ …", "e, como INTERVENIENTE ANUENTE, (3) SOCIEDADE X LTDA., …".
// "na qualidade de DEVEDORA CEDIDA e interveniente anuente, FAZENDAS …": the first role word names the side.
const AS_ROLE = new RegExp(
  String.raw`\b(?:como|na\s+qualidade\s+de)\s+(${ROLE_WORDS})(?:\s+(?:cedid[oa]|solid[áa]ri[oa]s?))?(?:\s+e\s+${ROLE_WORDS})?\s*[,:]\s*(?:\(?\d+\)\s*)?(?:(?:a|o)\s+pr[óo]pri[oa]\s+)?(${NAME})`,
  "giu",
);

const LISTED_MEMBER = new RegExp(String.raw`;\s*(?:e\s+)?(${NAME})(?=,\s*(?:brasileir|estrangeir|portugu))`, "gu");

export function asRoleParties(text: string): Party[] {
  const out: Party[] = [];
  for (const m of text.slice(0, 6000).matchAll(AS_ROLE)) {
    const role = instrumentRole(m[1] ?? "");
    const name = m[2] ?? "";
    const after = (m.index ?? 0) + m[0].length;
    if (!role || !QUALIFIES.test(text.slice(after, after + 80))) continue;
    const p = make(text, name, after - name.length, role);
    if (p) out.push(p);
    // "como OUTORGANTES VENDEDORES, JOÃO …, brasileiro, …, e sua esposa MARLENE …, brasileira": one side, two names,
    // up to the next side's "; de outro lado" or "; e, como".
    const qualification = text.slice(after, after + 600).split(/;/)[0] ?? "";
    for (const s of qualification.matchAll(SPOUSE)) {
      const q = make(text, s[1] ?? "", after + (s.index ?? 0), role);
      if (q) out.push(q);
    }
    // A plural side lists its members qualified one by one: "como herdeiros filhos: CARLOS …, brasileiro, …; e MÁRCIA
    // …, brasileira, …" — up to the next side ("como …") or the counsel who assists them all.
    if (/s$/i.test((m[1] ?? "").trim())) {
      const rest = text.slice(after, after + 1500);
      const stop = /\bcomo\s+\p{L}|\btod[oa]s\s+(?:assistid|representad)|\n\s*\n/u.exec(rest)?.index ?? rest.length;
      for (const n of rest.slice(0, stop).matchAll(LISTED_MEMBER)) {
        const q = make(text, n[1] ?? "", after + (n.index ?? 0), role);
        if (q) out.push(q);
      }
    }
  }
  return out;
}

// A power of attorney names its grantee where the grantor appoints it: "nomeia e constitui sua bastante procuradora
// sua filha, LUCIANA …, brasileira", "constitui seu procurador o advogado PAULO …, inscrito na OAB".
const APPOINTS = new RegExp(
  String.raw`\b(?:nomeia|nomeiam|constitui|constituem)(?:\s+e\s+(?:nomeia|nomeiam|constitui|constituem))?\s+(?:(?:seus?|suas?)\s+)?(?:bastantes?\s+)?procurador(?:a|es|as)?(?:\s+(?:seus?|suas?)\s+\p{Ll}+)?\s*,?\s*(?:(?:os?|as?)\s+)?(?:advogad[oa]s?\s+)?(?:(?:Sr|Sra|Dr|Dra)\.\s*)?(${NAME})`,
  "gu",
);

export function appointedParties(text: string): Party[] {
  const out: Party[] = [];
  for (const m of text.slice(0, 6000).matchAll(APPOINTS)) {
    const name = m[1] ?? "";
    const after = (m.index ?? 0) + m[0].length;
    if (
      !QUALIFIES.test(text.slice(after, after + 80)) &&
      !/^,\s*(?:inscrit[oa]\s+na\s+)?OAB/i.test(text.slice(after, after + 40))
    )
      continue;
    const p = make(text, name, after - name.length, "outorgado");
    if (p) out.push(p);
    // "… procuradores os advogados ANA …, brasileira, …, e PAULO …, brasileiro, …": every grantee of the sentence.
    const sentence = text.slice(after, after + 600).split(/\.\s/)[0] ?? "";
    for (const s of sentence.matchAll(SPOUSE)) {
      const q = make(text, s[1] ?? "", after + (s.index ?? 0), "outorgado");
      if (q) out.push(q);
    }
    // The grantor opens the sentence: "Pelo presente instrumento particular de mandato, MARCOS …, brasileiro, …,
    // nomeia e constitui …".
    const paragraph = text.lastIndexOf("\n", m.index) + 1;
    const lead = GRANT_LEAD.exec(text.slice(paragraph, m.index))?.[0].length ?? 0;
    const grantor = NAME_AT.exec(text.slice(paragraph + lead, m.index))?.[0];
    if (
      grantor &&
      QUALIFIES.test(text.slice(paragraph + lead + grantor.length, paragraph + lead + grantor.length + 80))
    ) {
      const g = make(text, grantor, paragraph + lead, "outorgante");
      if (g) out.push(g);
    }
  }
  return out;
}
const GRANT_LEAD = /^\s*(?:pel[oa]\s+presente\s+instrumento[^,\n]{0,60},\s*)?/i;

// "ÂNGELA MARIA CASTELO BRANCO, titular de 60.000 quotas", "RIBEIRO PARTICIPAÇÕES S.A., CNPJ …, com sede em …,
// titular de 5.100.000 ações ordinárias": the name opening the segment that holds the shares.
const HOLDS =
  /\b(?:titular|detentor[a]?|possuidor[a]?|propriet[áa]ri[oa])\s+de\s+[\d.]+\s+(?:\([^)]*\)\s+)?(?:a[çc][õo]es|quotas)\b/giu;
const HOLDER_NAME = new RegExp(String.raw`^(?:e\s+)?(${NAME})`, "u");

export function shareholderParties(text: string): Party[] {
  const out: Party[] = [];
  for (const m of text.slice(0, 8000).matchAll(HOLDS)) {
    const before = text.slice(Math.max(0, m.index - 400), m.index);
    const cut = Math.max(
      before.lastIndexOf("\n"),
      before.lastIndexOf(": "),
      before.lastIndexOf(", e "),
      before.lastIndexOf("; "),
    );
    const segment = before.slice(cut + 1).replace(/^[\s:;,]+/, "");
    const name = HOLDER_NAME.exec(segment)?.[1];
    if (!name || !/^\s*,/.test(segment.slice(segment.indexOf(name) + name.length))) continue;
    // Only a name in capitals or a company: "o acionista, titular de…" names nobody.
    if (name !== name.toUpperCase() && !/\b(?:S\.A\.|Ltda\.?)$/i.test(name)) continue;
    const p = make(text, name, Math.max(0, m.index - 400) + cut + 1, "sócio");
    if (p) out.push(p);
  }
  return out;
}

// An ata's attendance or signature line: "Acionistas: HASS HOLDING LTDA. (p. Rodolfo Hass); Rodolfo Hass; Beatriz
// Hass.", "Sócios presentes: A e B".
// Also an attendance item that counts the capital first: "2. PRESENÇA: Acionistas representando 92,4% do capital
// social votante: PORTO VELHO HOLDING LTDA., inscrita …; ADELAR …, inscrito …; e IVONE …".
const MEMBERS_LINE =
  /^[ \t]*(?:\d+[.)]?[ \t]*)?(?:presen[çc]a[ \t]*:[ \t]*)?(?:acionistas|s[óo]cios|quotistas)(?:[ \t]+presentes)?(?:[ \t]+representando[^:\n]{1,80})?[ \t]*:[ \t]*(\S[^\n]*)$/gimu;
// What follows a listed member's name when the list qualifies each one.
const MEMBER_QUALIFIED = new RegExp(
  String.raw`^(${NAME}),\s*(?:inscrit|CPF|CNPJ|representad|brasileir|portador|com\s+sede)`,
  "u",
);

export function memberListParties(text: string): Party[] {
  const out: Party[] = [];
  for (const m of text.matchAll(MEMBERS_LINE)) {
    const list = (m[1] ?? "").replace(/\([^)]*\)/g, (p) => " ".repeat(p.length));
    const at = (m.index ?? 0) + m[0].length - (m[1] ?? "").length;
    for (const piece of list.split(/;|,\s+e\s+|\s+e\s+(?=\p{Lu}{2}|\p{Lu}\p{Ll}+\s+\p{Lu})/u)) {
      // The list's full stop is not part of the last name; "LTDA." and "S.A." keep theirs.
      const trimmed = piece.trim().replace(/^e\s+/, "");
      const qualified = MEMBER_QUALIFIED.exec(trimmed)?.[1];
      const name = qualified ?? (/\b(?:LTDA|Ltda|S\.A)\.$/.test(trimmed) ? trimmed : trimmed.replace(/\.$/, ""));
      if (!WHOLE_NAME.test(name) || name.split(/\s+/).length < 2) continue;
      const p = make(text, name, at, "sócio");
      if (p) out.push(p);
    }
  }
  return out;
}
