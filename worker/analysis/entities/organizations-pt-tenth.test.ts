import { describe, expect, it } from "vitest";
import { analyze } from "../analyze.ts";

// Tenth round (25f) of issue #19 (docs/decisions/025-held-out-evaluation.md, "Tenth round (25f)"): Portuguese
// organisations on the drafting of batch o.

const orgs = (text: string): string[] =>
  analyze(text)
    .entities.filter((e) => e.type === "ORGANIZATION")
    .map((e) => e.value);

describe("Portuguese organisations, tenth round", () => {
  it("lists no company organ (Conselho Fiscal, Conselho de Administração, Diretoria Executiva) as an organisation", () => {
    const found = orgs(
      "ATA DA ASSEMBLEIA GERAL ORDINÁRIA DA COOPERATIVA AGRÍCOLA VALE DO PARDO\n\nAssumiu a presidência o Presidente do Conselho de Administração, Sr. Osmar Pereira Lima. Lido o parecer do Conselho Fiscal, as contas foram aprovadas. A Diretoria Executiva informou o resultado, e o Conselho Consultivo e o Conselho Deliberativo foram ouvidos.",
    );
    for (const organ of [
      "Conselho de Administração",
      "Conselho Fiscal",
      "Diretoria Executiva",
      "Conselho Consultivo",
      "Conselho Deliberativo",
    ])
      expect(found).not.toContain(organ);
  });

  it("reads a trade name in quotes after 'nome fantasia' as an organisation", () => {
    const found = orgs(
      'A CONTRATADA, MONTES CLAROS REFRIGERAÇÃO LTDA., nome fantasia "FRIO NORTE", inscrita no CNPJ sob o nº 33.159.802/0001-06, e a clínica que atua sob o nome fantasia “Sorriso Vivo” firmam o presente.',
    );
    expect(found).toContain("FRIO NORTE");
    expect(found).toContain("Sorriso Vivo");
  });

  it("takes a company with its country in parentheses before the legal form as one organisation", () => {
    const found = orgs(
      "em face de BANCO SANTANDER (BRASIL) S.A., instituição financeira inscrita no CNPJ sob o nº 90.400.888/0001-42, com sede em São Paulo/SP, pelos fatos a seguir. O autor também contratou com a Volvo do Brasil Veículos Ltda. e com a Whirlpool (Brasil) Ltda.",
    );
    expect(found).toContain("BANCO SANTANDER (BRASIL) S.A.");
    expect(found).toContain("Whirlpool (Brasil) Ltda.");
    expect(found).not.toContain("BRASIL");
    expect(found).not.toContain("BANCO SANTANDER");
  });

  it("leaves the city out of a public body's name written 'em <city>'", () => {
    const found = orgs(
      "Trata-se de mandado de segurança contra ato do Delegado da Receita Federal do Brasil em Goiânia, objetivando a emissão de certidão.",
    );
    expect(found).not.toContain("Receita Federal do Brasil em Goiânia");
    expect(found).toContain("Receita Federal do Brasil");
  });

  it("reads no person in an office of a body written in capitals ('PRESIDENTE DO CONSELHO REGIONAL …')", () => {
    const persons = analyze(
      "IMPETRANTE: CLÍNICA ODONTOLÓGICA SORRISO DO CERRADO LTDA\nIMPETRADOS: PRESIDENTE DO CONSELHO REGIONAL DE ODONTOLOGIA DE GOIÁS e DELEGADO DA RECEITA FEDERAL DO BRASIL EM GOIÂNIA\n\nDECISÃO\n\nTrata-se de mandado de segurança.",
    )
      .entities.filter((e) => e.type === "PERSON")
      .map((e) => e.value);
    expect(persons.some((p) => /PRESIDENTE/.test(p))).toBe(false);
  });

  it("reads the Superintendência, the Corpo de Bombeiros and the PROCON of a place by their kind", () => {
    const found = orgs(
      "Oficie-se à Superintendência Regional do Trabalho na Bahia. O projeto atende às exigências do Corpo de Bombeiros Militar de Santa Catarina. A consumidora procurou o PROCON de Londrina, sem resposta.",
    );
    expect(found).toContain("Superintendência Regional do Trabalho na Bahia");
    expect(found).toContain("Corpo de Bombeiros Militar de Santa Catarina");
    expect(found).toContain("PROCON de Londrina");
  });

  it("reads a bank or credit cooperative named by its brand alone", () => {
    const found = orgs(
      "Juntou comprovantes de pagamento emitidos pelo Bradesco e pelo Itaú, além do extrato da conta mantida no Sicredi.",
    );
    expect(found).toEqual(expect.arrayContaining(["Bradesco", "Itaú", "Sicredi"]));
  });

  it("lists the republic of a notarial heading as a place, not an organisation", () => {
    const found = analyze(
      "REPÚBLICA FEDERATIVA DO BRASIL\nESTADO DA PARAÍBA\nCARTÓRIO DO 2º OFÍCIO DE NOTAS DE CAMPINA GRANDE\n\nESCRITURA PÚBLICA DE COMPRA E VENDA\n\nSaibam quantos esta pública escritura virem.",
    ).entities;
    expect(found.some((e) => e.type === "ORGANIZATION" && /REPÚBLICA/i.test(e.value))).toBe(false);
  });
});

describe("Portuguese organisations, tenth round: limits of the new rules", () => {
  it("takes no bank brand that is the short form after a dash of the cooperative's name", () => {
    const found = orgs(
      "em face de COOPERATIVA DE CRÉDITO DOS MÉDICOS DO ABC – SICREDI ABC, inscrita no CNPJ sob o nº 09.451.783/0001-02, com sede em Santo André/SP.",
    );
    expect(found).not.toContain("SICREDI");
    expect(
      analyze("A ré, COOPERATIVA DE CRÉDITO NORTE DO PARANÁ – SICREDI NORTE PR, inscrita no CNPJ, contestou.")
        .entities.filter((e) => e.type === "PERSON")
        .map((e) => e.value),
    ).toEqual([]);
  });

  it("ends a body's name before the street of its address written 'na Praça …'", () => {
    const found = orgs(
      "O alvará foi expedido pela Prefeitura Municipal de Curitiba na Praça Gaspar Velloso, em 3 de maio de 2024.",
    );
    expect(found).toContain("Prefeitura Municipal de Curitiba");
  });

  it("keeps the seat of a local unit ('Delegacia da Receita Federal do Brasil em Brasília')", () => {
    const found = orgs(
      "O contribuinte protocolou impugnação na Delegacia da Receita Federal do Brasil em Brasília, sem resposta.",
    );
    expect(found).toContain("Delegacia da Receita Federal do Brasil em Brasília");
  });
});
