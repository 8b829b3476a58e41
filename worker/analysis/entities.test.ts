import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";
import { extractEntities } from "./entities/index.ts";
import type { Entity, EntityType } from "./types.ts";

const has = (entities: Entity[], type: EntityType, value: string) =>
  entities.some((e) => e.type === type && e.value === value);

describe("Portuguese entities", () => {
  const text =
    "A autora MARIA DA SILVA SANTOS, CPF 529.982.247-25, representada pelo advogado (OAB/SP 123.456), ajuizou ação contra o BANCO ALFA S.A., CNPJ 11.222.333/0001-81, perante a 3ª Vara Cível da Comarca de São Paulo, no Processo nº 0058967-77.2016.8.19.0000. Nos termos do art. 14 do Código de Defesa do Consumidor e da Súmula 479 do STJ, o réu foi condenado em 15 de março de 2024 ao pagamento de R$ 20.000,00. Contato: maria@exemplo.com.br, (11) 98765-4321. O fato ocorreu na cidade de Campinas, Estado de São Paulo.";
  const entities = analyze(text, { language: "pt" }).entities;

  it("finds validated identifiers: CPF, CNPJ, OAB and the CNJ number", () => {
    expect(has(entities, "CPF", "529.982.247-25")).toBe(true);
    expect(has(entities, "CNPJ", "11.222.333/0001-81")).toBe(true);
    expect(has(entities, "OAB", "OAB/SP 123.456")).toBe(true);
    expect(entities.some((e) => e.type === "CASE_NUMBER" && e.normalized === "00589677720168190000")).toBe(true);
  });
  it("finds money, a normalised date, e-mail and phone", () => {
    expect(entities.find((e) => e.type === "MONEY")?.normalized).toEqual({ amount: 20000, currency: "BRL" });
    expect(entities.find((e) => e.type === "DATE" && e.value === "15 de março de 2024")?.normalized).toBe("2024-03-15");
    expect(has(entities, "EMAIL", "maria@exemplo.com.br")).toBe(true);
    expect(has(entities, "PHONE", "(11) 98765-4321")).toBe(true);
  });
  it("finds the statute, the precedent and the court", () => {
    expect(entities.some((e) => e.type === "LAW" && e.value.includes("Código de Defesa do Consumidor"))).toBe(true);
    expect(entities.some((e) => e.type === "CASE_LAW" && e.value.startsWith("Súmula 479"))).toBe(true);
    expect(entities.some((e) => e.type === "COURT" && e.value.startsWith("3ª Vara Cível"))).toBe(true);
  });
  it("finds people, organisations and places through the statistical NER", () => {
    expect(entities.some((e) => e.type === "PERSON")).toBe(true);
    expect(entities.some((e) => e.type === "ORGANIZATION")).toBe(true);
    expect(entities.some((e) => e.type === "LOCATION")).toBe(true);
  });
  it("reports spans that match their values exactly", () => {
    for (const e of entities) if (e.type !== "SSN") expect(text.slice(e.start, e.end)).toBe(e.value);
  });
  it("lets validated identifiers win over an overlapping NER span", () => {
    const rec = () => [{ type: "CASE_LAW" as const, start: 0, end: 25, confidence: 0.9 }];
    const out = extractEntities("OAB/SP 123.456 e mais nada", "pt", rec);
    expect(out.map((e) => e.type)).toEqual(["OAB"]);
  });
  it("recognises statute references written with tokenised spacing", () => {
    const out = extractEntities("conforme art . 126 da Lei 8.112/1990 e o § 1º do artigo 457 da CLT", "pt");
    expect(out.filter((e) => e.type === "LAW").map((e) => e.value)).toEqual([
      "art . 126 da Lei 8.112/1990",
      "§ 1º do artigo 457 da CLT",
    ]);
  });
});

describe("English entities", () => {
  const text = `UNITED STATES DISTRICT COURT
SOUTHERN DISTRICT OF NEW YORK
JANE DOE, Plaintiff, v. ACME WIDGETS, INC., Defendant.
Case No. 1:24-cv-01234-PKC
Plaintiff sues Globex Corporation and Initech LLC under 42 U.S.C. § 1983 and Fed. R. Civ. P. 12(b)(6). See Bell Atlantic Corp. v. Twombly, 550 U.S. 544, 570 (2007); Smith v. Jones, 123 F.3d 456 (2d Cir. 1997).
Mr. John Smith of New York, New York, EIN 12-3456789, SSN 123-45-6789, was paid $5,000.00 on March 15, 2024.
Contact: jsmith@example.com or (212) 555-1234.`;
  const entities = analyze(text).entities;

  it("finds the court, the docket number and the case citations", () => {
    // A caption's court is listed under its full name, whatever the caption's letter case.
    expect(
      entities.some(
        (e) => e.type === "COURT" && e.value === "United States District Court for the Southern District of New York",
      ),
    ).toBe(true);
    expect(entities.some((e) => e.type === "CASE_NUMBER" && e.value.includes("1:24-cv-01234-PKC"))).toBe(true);
    expect(
      entities.some(
        (e) => e.type === "CASE_LAW" && e.value === "Bell Atlantic Corp. v. Twombly, 550 U.S. 544, 570 (2007)",
      ),
    ).toBe(true);
    expect(entities.some((e) => e.type === "CASE_LAW" && e.value.includes("123 F.3d 456 (2d Cir. 1997)"))).toBe(true);
  });
  it("finds statutes and rules", () => {
    expect(has(entities, "LAW", "42 U.S.C. § 1983")).toBe(true);
    expect(has(entities, "LAW", "Fed. R. Civ. P. 12(b)(6)")).toBe(true);
  });
  it("finds organisations by legal form and people by honorific", () => {
    expect(has(entities, "ORGANIZATION", "Globex Corporation")).toBe(true);
    expect(has(entities, "ORGANIZATION", "Initech LLC")).toBe(true);
    expect(entities.some((e) => e.type === "PERSON" && e.value.includes("John Smith"))).toBe(true);
  });
  it("finds the location, money, month-first date, EIN, masked SSN, e-mail and phone", () => {
    // "New York, New York" is one place, city and state (#19).
    expect(entities.some((e) => e.type === "LOCATION" && e.value === "New York, New York")).toBe(true);
    expect(entities.find((e) => e.type === "MONEY")?.normalized).toEqual({ amount: 5000, currency: "USD" });
    expect(entities.find((e) => e.type === "DATE")?.normalized).toBe("2024-03-15");
    expect(has(entities, "EIN", "12-3456789")).toBe(true);
    expect(has(entities, "SSN", "***-**-6789")).toBe(true);
    expect(has(entities, "EMAIL", "jsmith@example.com")).toBe(true);
    expect(has(entities, "PHONE", "(212) 555-1234")).toBe(true);
  });
  it("never exposes the SSN digits", () => {
    expect(JSON.stringify(entities)).not.toContain("123-45-6789");
  });
});
