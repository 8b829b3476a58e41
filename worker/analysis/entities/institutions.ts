import type { Entity } from "../types.ts";
import { isMunicipality } from "./places.ts";

// Public bodies and institutions named by their kind, with no legal-form suffix: "Secretaria da Fazenda do Estado
// de Santa Catarina", "Junta Comercial do Estado de X", "Cartório de Registro de Imóveis de X", "Ministério Público
// do Trabalho"; "U.S. Environmental Protection Agency", "Department of the Interior", "Law Offices of X".

const CAP_PT = "[A-ZÀ-Ý][\\wÀ-ÿ'’-]*";
// "na Bahia", "no Paraná" name where a body acts; "na Praça …", "na Rua …" its address, which is a place of its own.
const LINK_PT =
  "(?:e[ \\t]+d[aeo]s?(?![ \\t]+(?:Prefeitura|Secretaria|Procuradoria|Defensoria|Receita|Junta|Minist[ée]rio|Uni[ãa]o|Munic[íi]pio|Tribunal)\\b)|d[aeo]s?|de|e|em|n[ao](?=[ \\t]+(?!(?:Rua|Avenida|Av\\.|Pra[çc]a|Travessa|Alameda|Rodovia|Estrada|Largo|Quadra|Setor|sede)[ \\t.,]))|aos?|à|às)";
const KIND_PT =
  "(?:\\d+[º°ª][ \\t]+)?(?:Of[íi]cio[ \\t]+d[eo][ \\t]+(?:Notas|Registro)|Oficial[ \\t]+de[ \\t]+Registro|Cooperativa|Condom[íi]nio|Associa[çc][ãa]o|Funda[çc][ãa]o|Instituto|Sindicato|Junta\\s+Comercial|Tabelionato|Cart[óo]rio|Secretaria|Minist[ée]rio|Prefeitura|Defensoria|Receita\\s+Federal|Conselho|Hospital|(?:Pontif[íi]cia[ \\t]+)?Universidade|Promotoria|Escola|Col[ée]gio|Creche|Di[áa]rio\\s+Oficial|Caixa\\s+Econ[ôo]mica|Defesa\\s+Civil|(?:Procuradoria|Controladoria|Corregedoria|Advocacia)(?:-Geral)?|Delegacia|Ag[êe]ncia|Autarquia|Empresa\\s+Brasileira|Companhia|Departamento|Registro\\s+de\\s+(?:Im[óo]veis|T[íi]tulos)|Servi[çc]o[ \\t]+de[ \\t]+Registro|Vigil[âa]ncia\\s+Sanit[áa]ria|Superintend[êe]ncia|Corpo\\s+de\\s+Bombeiros|PROCON|Procon|Distrito(?=[ \\t]+Policial))";
// An ordinal may name a registry's district: "Cartório de Registro de Imóveis da 1ª Circunscrição de Anápolis".
const WORD_PT = `(?:${CAP_PT}|\\d{1,2}[ªº°](?=[ \\t]+[A-ZÀ-Ý]))`;
const INSTITUTION_PT = new RegExp(`\\b${KIND_PT}(?:[ \\t]+(?:${LINK_PT}[ \\t]+)?${WORD_PT}){1,8}`, "gu");

const CAP_EN = "[A-Z][\\w&'’.-]*";
const BODY_EN =
  "(?:Department|Office|Bureau|Agency|Administration|Commission|Board|Council|Service|Enforcement|Fund|Project|Coalition|Society|Federation|Committee|Institute|Division)(?![\\w])";
const INSTITUTION_EN = new RegExp(
  [
    // "Department of the Interior", "Office of Water", "Law Offices of Grant & Mills", "Coalition for Clean Rivers"
    `\\b(?:U\\.S\\.[ \\t]+)?(?:${BODY_EN}|Law[ \\t]+Offices?)[ \\t]+(?:of|for)[ \\t]+(?:the[ \\t]+)?${CAP_EN}(?:[ \\t]+(?:and[ \\t]+|&[ \\t]+)?${CAP_EN}){0,4}`,
    // "U.S. Environmental Protection Agency", "Pennsylvania Department of Environmental Protection", "Earthwise Legal Defense Fund"
    `\\b(?:U\\.S\\.[ \\t]+|United[ \\t]+States[ \\t]+)?(?:${CAP_EN}[ \\t]+){1,5}${BODY_EN}(?:[ \\t]+(?:of|for|and)[ \\t]+(?:the[ \\t]+)?${CAP_EN}(?:[ \\t]+(?:and[ \\t]+|&[ \\t]+)?${CAP_EN}){0,4})?`,
    // "The Regents of the University of Northern Arizona", "University of North Texas".
    `\\b(?:Regents[ \\t]+of[ \\t]+(?:the[ \\t]+)?)?University[ \\t]+of[ \\t]+${CAP_EN}(?:[ \\t]+${CAP_EN}){0,3}`,
  ].join("|"),
  "g",
);
// Capitalised by sentence position or drafting, not part of the name.
const LEADING =
  /^(?:(?:The|This|Plaintiff|Defendant|Plaintiffs|Defendants|Respondent|Petitioner|Counsel|Under|And|By|To|Of|For|In)\s+)+/;

const LOCAL_UNIT =
  /^(?:Delegacia|Ag[êe]ncia|Superintend[êe]ncia|Ger[êe]ncia|Escrit[óo]rio|Unidade|Posto|Se[çc][ãa]o|Subse[çc][ãa]o)\s/;

export function findInstitutions(text: string, language: "pt" | "en"): Entity[] {
  const out: Entity[] = [];
  const re = language === "pt" ? INSTITUTION_PT : INSTITUTION_EN;
  for (const m of text.matchAll(re)) {
    let value = m[0];
    let start = m.index;
    const lead = LEADING.exec(value);
    if (lead) {
      value = value.slice(lead[0].length);
      start += lead[0].length;
    }
    value = value.replace(/[\s,.;:]+$/, "");
    // "Law Office of Rosa Ibarra and Rosa Ibarra for Plaintiff": the office is named after the lawyer who follows.
    const office = /^Law\s+Offices?\s+of\s+.+?(?=\s+and\s+)/.exec(value);
    if (office) value = office[0];
    // "Receita Federal do Brasil em Goiânia": the city is where the body's office sits, not part of its name.
    // A local unit keeps its seat: "Delegacia da Receita Federal do Brasil em Brasília", "Agência … em Santos".
    const seat = language === "pt" && !LOCAL_UNIT.test(value) ? /[ \t]+em[ \t]+(\S.*)$/.exec(value) : null;
    if (seat?.[1] && isMunicipality(seat[1])) value = value.slice(0, seat.index);
    if (value.split(/\s+/).length < 2 || /\n/.test(value)) continue;
    // "Law Division", "Charlotte Division": a court's division; an agency's division has a longer name.
    if (/\bDivision$/.test(value) && value.split(/\s+/).length < 3) continue;
    out.push({ type: "ORGANIZATION", value, confidence: 0.75, start, end: start + value.length });
  }
  return out;
}
