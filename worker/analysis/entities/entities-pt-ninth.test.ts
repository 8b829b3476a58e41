import { describe, expect, it } from "vitest";
import { analyze } from "../analyze.ts";
import { findDates } from "../dates.ts";
import { findInstitutions } from "./institutions.ts";
import { findPlaces } from "./places.ts";

// Ninth round of issue #19 (docs/decisions/025-held-out-evaluation.md, "Ninth round (24d)"): Portuguese names,
// places and dates in drafting the dev set lacked — notarial acts, notices, deeds, condominium minutes, leases with
// guarantors, appeals citing precedents.

const ofType = (text: string, type: string): string[] =>
  analyze(text)
    .entities.filter((e) => e.type === type)
    .map((e) => e.value);

describe("Portuguese places, ninth round", () => {
  it("finds the second address of a sentence, not only the first", () => {
    const text =
      "em face de A S/A, com sede na Av. Tancredo Neves, nº 2.915, Caminho das Árvores, Salvador/BA, e de B LTDA., inscrita no CNPJ sob o nº 54.446.424/0001-03, com sede na Rua Professor Aristides Novis, 102, Federação, Salvador/BA, pelos fatos a seguir.";
    const values = findPlaces(text).map((p) => p.value);
    expect(values).toContain("Av. Tancredo Neves, nº 2.915, Caminho das Árvores, Salvador/BA");
    expect(values).toContain("Rua Professor Aristides Novis, 102, Federação, Salvador/BA");
  });

  it("reads a highway's kilometre, a block's lot and a rural line as the number of an address", () => {
    const values = findPlaces(
      "com sede na Rodovia SC-418, km 3,5, Pirabeiraba, Joinville/SC, residente na Quadra 14, Lote 7, Conjunto Habitacional Filostro Machado, Anápolis/GO, CEP 75104-210, e na Linha Santa Emília, s/n, interior de Venâncio Aires/RS.",
    ).map((p) => p.value);
    expect(values).toContain("Rodovia SC-418, km 3,5, Pirabeiraba, Joinville/SC");
    expect(values).toContain("Quadra 14, Lote 7, Conjunto Habitacional Filostro Machado, Anápolis/GO, CEP 75104-210");
    expect(values).toContain("Linha Santa Emília, s/n, interior de Venâncio Aires/RS");
  });

  it("lists a square or street named after a person, without a number, as a place and not its name as a person", () => {
    const text =
      "Os condôminos reclamaram das obras na Praça Gaspar Velloso e na Rua Brigadeiro Franco. O lote fica na Rua Professor Luiz de Pádua, esquina com a Praça Barão de Itapura, Campinas/SP.";
    const places = ofType(text, "LOCATION");
    expect(places).toEqual(
      expect.arrayContaining([
        "Praça Gaspar Velloso",
        "Rua Brigadeiro Franco",
        "Rua Professor Luiz de Pádua",
        "Praça Barão de Itapura",
      ]),
    );
    expect(places).not.toContain("Itapura");
    expect(ofType(text, "PERSON")).toEqual([]);
  });

  it("does not take a municipality's name that opens a longer name for the place", () => {
    const values = findPlaces("laudo do Centro de Referência em Saúde do Trabalhador de Ijuí").map((p) => p.value);
    expect(values).not.toContain("Saúde");
  });

  it("lists a comarca with its state, read as one organisation, as two places", () => {
    const text =
      "Aos vinte e seis dias do mês de setembro, nesta cidade e Comarca de Campinas, Estado de São Paulo, no 4º Tabelião de Notas de Campinas, compareceram as partes.";
    expect(ofType(text, "ORGANIZATION")).not.toContain("Comarca de Campinas, Estado de São Paulo");
    expect(ofType(text, "LOCATION")).toEqual(expect.arrayContaining(["Comarca de Campinas", "Estado de São Paulo"]));
  });

  it("lists the republic in a notarial heading's capitals, not the country word inside it", () => {
    const places = ofType(
      "REPÚBLICA FEDERATIVA DO BRASIL\nESTADO DE GOIÁS\n2º TABELIONATO DE NOTAS DE ANÁPOLIS",
      "LOCATION",
    );
    expect(places).toContain("REPÚBLICA FEDERATIVA DO BRASIL");
    expect(places).not.toContain("BRASIL");
  });
});

describe("Portuguese places read as something else, ninth round", () => {
  it("lists a city that opens a dateline as a place, not a person", () => {
    const text =
      "Requer a homologação da partilha, com a expedição do formal.\n\nRibeirão Preto, 2 de setembro de 2024.\n\nPasso Fundo, 3 de maio de 2024.";
    expect(ofType(text, "PERSON")).toEqual([]);
    expect(ofType(text, "LOCATION")).toEqual(["Ribeirão Preto", "Passo Fundo"]);
  });

  it("ends an address at a defined term in parentheses and reads a warehouse as its complement", () => {
    const values = findPlaces(
      'com sede na Rodovia RS-324, km 5, Passo Fundo/RS ("Companhia"); e na Rodovia BA-526, Km 8, Galpão 3, Centro Industrial de Aratu, Simões Filho/BA, com contrato',
    ).map((p) => p.value);
    expect(values).toContain("Rodovia RS-324, km 5, Passo Fundo/RS");
    expect(values).toContain("Rodovia BA-526, Km 8, Galpão 3, Centro Industrial de Aratu, Simões Filho/BA");
  });

  it("names a registry office by its officer or its numbered office", () => {
    const values = findInstitutions(
      "matrícula nº 87.654 do 4º Oficial de Registro de Imóveis de São Paulo, registrada no 1º Ofício do Registro de Imóveis do Distrito Federal",
      "pt",
    ).map((o) => o.value);
    expect(values).toEqual(
      expect.arrayContaining([
        "4º Oficial de Registro de Imóveis de São Paulo",
        "1º Ofício do Registro de Imóveis do Distrito Federal",
      ]),
    );
  });
});

describe("Portuguese names, ninth round", () => {
  it("keeps the office beside a name out of the person, and an office alone out of the list", () => {
    const text = [
      "Autoridade: Delegada Carla Menezes Sampaio.",
      "Nesse sentido, AG 5031177-39.2023.4.04.0000, Quinta Turma, Rel. Des. Federal Osni Cardoso Filho, julgado em 10/10/2023.",
      "Eu, Rosilene Martins de Paula, Tabeliã Substituta, a digitei e subscrevo.",
    ].join("\n");
    const people = ofType(text, "PERSON");
    expect(people).toEqual(
      expect.arrayContaining(["Carla Menezes Sampaio", "Osni Cardoso Filho", "Rosilene Martins de Paula"]),
    );
    expect(people.filter((p) => /Delegada|Federal|Tabeli|Substitut/.test(p))).toEqual([]);
  });

  it("reads a number cited with its judging body before the rapporteur as a precedent", () => {
    const text =
      "Trata-se de agravo. Nesse sentido, AG 5031177-39.2023.4.04.0000, Quinta Turma, Rel. Des. Federal Osni Cardoso Filho, julgado em 10/10/2023.";
    expect(ofType(text, "CASE_NUMBER")).toEqual([]);
    expect(ofType(text, "CASE_LAW").join(" ")).toContain("5031177-39.2023.4.04.0000");
  });

  it("lists no organisation for an index's publisher or a transfer's kind, and no EIN or precedent in a Procon file", () => {
    const text =
      "O aluguel será reajustado pelo IGP-M/FGV ou pelo IPCA/IBGE. O sinal foi pago por TED do Banco Itaú Unibanco S.A. A autora reclamou no Procon (FA nº 29.001.001.24-0003311).";
    const orgs = ofType(text, "ORGANIZATION");
    expect(orgs).not.toContain("IBGE");
    expect(orgs).not.toContain("FGV");
    expect(orgs).toContain("Banco Itaú Unibanco S.A.");
    expect(ofType(text, "EIN")).toEqual([]);
    expect(ofType(text, "CASE_LAW")).toEqual([]);
  });

  it("finds registries and sanitary authorities named by their kind, with a district's ordinal", () => {
    const values = findInstitutions(
      "perante o Cartório de Registro de Imóveis da 1ª Circunscrição de Anápolis, matrícula do 1º Registro de Imóveis de Joinville, aprovada pela Vigilância Sanitária Municipal.",
      "pt",
    ).map((o) => o.value);
    expect(values).toEqual(
      expect.arrayContaining([
        "Cartório de Registro de Imóveis da 1ª Circunscrição de Anápolis",
        "1º Registro de Imóveis de Joinville",
        "Vigilância Sanitária Municipal",
      ]),
    );
  });
});

describe("Portuguese dates, ninth round", () => {
  it("reads a month written with its year after a slash", () => {
    expect(
      findDates("débitos de março/2024 a maio/2024, tabela FIPE de JANEIRO/2024", "pt").map((d) => d.normalized),
    ).toEqual(["2024-03", "2024-05", "2024-01"]);
  });
});

describe("Portuguese entities, ninth round, second part", () => {
  it("reads the block of a planned city and a Brasília sector as an address", () => {
    const values = findPlaces(
      "residente na Alameda das Rosas, Quadra 22, Lote 5, Residencial Aldeia do Vale, Goiânia/GO, com escritório no SCN Quadra 2, Bloco A, sala 1.104, Asa Norte, Brasília/DF?\nAbraços",
    ).map((p) => p.value);
    expect(values).toContain("Alameda das Rosas, Quadra 22, Lote 5, Residencial Aldeia do Vale, Goiânia/GO");
    expect(values).toContain("SCN Quadra 2, Bloco A, sala 1.104, Asa Norte, Brasília/DF");
  });

  it("lists a rural property by its name, with its rural area, and not the treasury", () => {
    const values = findPlaces(
      "(b) a Chácara Recanto do Ipê; residente na Fazenda Santa Clara, zona rural de Primavera do Leste/MT. A Fazenda Nacional executa.",
    ).map((p) => p.value);
    expect(values).toContain("Chácara Recanto do Ipê");
    expect(values).toContain("Fazenda Santa Clara, zona rural de Primavera do Leste/MT");
    expect(values.some((v) => v.startsWith("Fazenda Nacional"))).toBe(false);
  });

  it("keeps the whole written-out date and the whole article with its alíneas over the model's pieces", () => {
    const text =
      'ATA DE AUDIÊNCIA\n\nAos 22 dias do mês de fevereiro de 2024, às 13h50, na sala de audiências desta Vara. O recurso se funda no art. 105, III, "a" e "c", da Constituição Federal.';
    expect(ofType(text, "DATE")).toEqual(["22 dias do mês de fevereiro de 2024"]);
    expect(ofType(text, "LAW")).toEqual(['art. 105, III, "a" e "c", da Constituição Federal']);
  });

  it("reads days and years written out in words", () => {
    const found = findDates(
      "Aos vinte e sete dias do mês de abril de dois mil e vinte e quatro; aos 19 (dezenove) dias do mês de junho do ano de 2024.",
      "pt",
    ).map((d) => [d.value, d.normalized]);
    expect(found).toEqual([
      ["vinte e sete dias do mês de abril de dois mil e vinte e quatro", "2024-04-27"],
      ["19 (dezenove) dias do mês de junho do ano de 2024", "2024-06-19"],
    ]);
  });

  it("lists no bare year of a tax or an election, but the year a contract was signed", () => {
    const text =
      "A execução cobra IRPJ e CSLL de 2019 e a diretoria foi eleita em 2022. O contrato da autora, firmado em 2009, não foi adaptado.";
    expect(ofType(text, "DATE")).toEqual(["2009"]);
  });

  it("names the lawyer whose registration stands on the next line, a firm by its partners, and no office of a body", () => {
    const text =
      "É o parecer.\n\nLívia Cerqueira Matos\nProcuradora do Município – OAB/BA 33.019\n\nAtenciosamente,\n\nRodrigo Almeida Tavares\nTavares & Brito Advogados\nOAB/DF 41.992\n\nFernanda Rocha Quintela\nOAB/GO 39.887";
    const people = ofType(text, "PERSON");
    expect(people).toEqual(expect.arrayContaining(["Rodrigo Almeida Tavares", "Fernanda Rocha Quintela"]));
    expect(people.filter((p) => /Munic|\n/.test(p))).toEqual([]);
    expect(ofType(text, "ORGANIZATION")).toContain("Tavares & Brito Advogados");
  });

  it("reads a statute with its issuing body between kind and number", () => {
    const text =
      "Sustenta a impetrante que a Instrução Normativa RFB nº 2.110/2022 teria extrapolado a lei, mas não há plausibilidade na alegação de ilegalidade da IN RFB nº 2.110/2022, que apenas reproduz o art. 25 da Lei nº 8.870/1994.";
    expect(ofType(text, "LAW")).toEqual([
      "Instrução Normativa RFB nº 2.110/2022",
      "IN RFB nº 2.110/2022",
      "art. 25 da Lei nº 8.870/1994",
    ]);
  });

  it("keeps a name the model cut short at one mention out where the document names the whole person", () => {
    const text =
      "PROCESSO Nº 9974207-82.2023.5.02.0071\n\nAos 22 dias do mês de fevereiro de 2024, sob a presidência da MM. Juíza do Trabalho Substituta LUCIANA DE ALMEIDA PRADO, foram apregoadas as partes.\n\nLUCIANA DE ALMEIDA PRADO\nJuíza do Trabalho Substituta";
    expect(ofType(text, "PERSON")).toEqual(["LUCIANA DE ALMEIDA PRADO"]);
  });

  it("lists a date written in words beside the same date in figures", () => {
    const text =
      "Aos trinta dias do mês de março de dois mil e vinte e quatro, às 9h, reuniram-se os associados na sede da associação.\n\nCaxias do Sul, 30 de março de 2024.";
    expect(ofType(text, "DATE")).toEqual([
      "trinta dias do mês de março de dois mil e vinte e quatro",
      "30 de março de 2024",
    ]);
  });

  it("reads an acronym in capitals read as a person as an organisation, and a Brasília sector as a street", () => {
    const text =
      "FUNDAÇÃO DE DESENVOLVIMENTO TECNOLÓGICO DO CERRADO – FUNDETEC, fundação de direito privado, com sede no Setor de Autarquias Norte, Quadra 2, Bloco B, Asa Norte, Brasília/DF, representada.\n\nFUNDETEC\nHeloísa Moura Castanheira – Diretora Executiva";
    expect(ofType(text, "PERSON")).not.toContain("FUNDETEC");
    expect(ofType(text, "LOCATION")).toContain("Setor de Autarquias Norte, Quadra 2, Bloco B, Asa Norte, Brasília/DF");
  });
});
