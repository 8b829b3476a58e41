import { describe, expect, it } from "vitest";
import { analyze } from "../analyze.ts";
import type { Entity } from "../types.ts";
import { refineEntities } from "./refine.ts";

// Eighth round of issue #19 (docs/decisions/025-held-out-evaluation.md, "Eighth round (23b)"): numbers that look
// like a case's number or a precedent but name a police report, a record, a payment or a registration.

const ofType = (text: string, type: string): string[] =>
  analyze(text)
    .entities.filter((e) => e.type === type)
    .map((e) => e.value);

describe("Brazilian case numbers and their look-alikes, eighth round", () => {
  it("lists no precedent or case for a police report, an arrest or infraction record, a credit note or a payment", () => {
    const text = [
      "Processo nº 0004321-35.2024.8.26.0100",
      "O autor registrou o Boletim de Ocorrência nº 1.087/2024 no 3º Distrito Policial. A ré lavrou o Auto de Infração nº 7.712/2023 e o Auto de Prisão em Flagrante nº 2.291/2023 instruiu o inquérito.",
      "A dívida decorre da Cédula de Crédito Bancário nº 5512009-3/2022, paga em parte por TED nº 000771234599.",
      "O imóvel tem inscrição de IPTU nº 011.022.033.004-5 e o ato foi lavrado sob o Ato nº 18.204.",
    ].join("\n");
    expect(ofType(text, "CASE_NUMBER")).toEqual(["0004321-35.2024.8.26.0100"]);
    expect(ofType(text, "CASE_LAW")).toEqual([]);
  });

  it("reads a second tax-debt certificate number listed after the first as no precedent", () => {
    const text =
      "A execução cobra as Certidões de Dívida Ativa nº 80.2.21.004417-12 e nº 80.7.21.009921-30, inscritas pela PGFN.";
    expect(ofType(text, "CASE_LAW")).toEqual([]);
    expect(ofType(text, "CASE_NUMBER")).toEqual([]);
  });

  it("types a number cited as a precedent as case law, and the document's own number as its case", () => {
    const text = [
      "TRIBUNAL DE JUSTIÇA DO ESTADO DE MINAS GERAIS",
      "Agravo de Instrumento-Cv Nº 1.0000.25.004412-7/001",
      "A multa diária deve ser proporcional. Precedente: Agravo de Instrumento nº 1.0024.19.077123-1/003.",
      "No mesmo sentido, TJSP, Apelação 1001872-92.2021.8.26.0100, Rel. Des. Clara Mendes, j. 4/5/2022.",
    ].join("\n");
    expect(ofType(text, "CASE_NUMBER")).toEqual(["1.0000.25.004412-7/001"]);
    expect(ofType(text, "CASE_LAW").join(" ")).toMatch(/1\.0024\.19\.077123-1\/003/);
    expect(ofType(text, "CASE_LAW").join(" ")).toMatch(/1001872-92\.2021\.8\.26\.0100/);
  });

  it("reads a building or a farm the model took for a person as a place", () => {
    const text = "Lego ao meu afilhado RENAN TAVARES a sala comercial nº 804 do Edifício Atlântico Business Center.";
    const value = "Edifício Atlântico Business Center";
    const start = text.indexOf(value);
    const model: Entity = { type: "PERSON", value, confidence: 0.55, start, end: start + value.length };
    expect(refineEntities(text, [model], "pt").map((e) => `${e.type}:${e.value}`)).toEqual([`LOCATION:${value}`]);
  });

  it("reads no precedent in a social-security benefit number", () => {
    const text =
      "Trata-se de apelação do INSS contra sentença que concedeu ao autor a aposentadoria por invalidez (NB 32/612.004.118-7), requerida em 02/05/2021.";
    expect(ofType(text, "CASE_LAW")).toEqual([]);
  });

  it("keeps an instrument's side label out of the organisation it introduces", () => {
    const orgs = ofType(
      "São partes: como CEDENTE, SEMENTES BOA COLHEITA LTDA., inscrita no CNPJ sob o nº 88.793.693/0001-68; e como OUTORGADA COMPRADORA, HORIZONTE URBANISMO LTDA., inscrita no CNPJ sob o nº 71.035.032/0001-70.",
      "ORGANIZATION",
    );
    expect(orgs.join("|")).not.toMatch(/CEDENTE|OUTORGADA|COMPRADORA/);
  });
});
