import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";

// Third round of issue #19 (docs/decisions/025-held-out-evaluation.md): parties where US captions, PJe headers,
// contracts, company acts and public wills name them in forms the earlier rules did not read.

const parties = (text: string): string[] => analyze(text).parties.map((p) => `${p.role}: ${p.name}`);

describe("parties, third round", () => {
  it("reads a caption with the docket in a second column, a school district and a county as defendants", () => {
    const found = parties(
      [
        "UNITED STATES DISTRICT COURT",
        "EASTERN DISTRICT OF MICHIGAN",
        "",
        "MARCUS BELL,",
        "",
        "Plaintiff,                                   Case No. 2:24-cv-10001",
        "v.",
        "",
        "RIVER ROUGE COMMUNITY SCHOOL DISTRICT,",
        "WAYNE COUNTY, and OFFICER DANA WHITE,",
        "in her individual capacity,",
        "",
        "Defendants.",
        "",
        "OPINION AND ORDER",
      ].join("\n"),
    );
    expect(found).toContain("plaintiff: Marcus Bell");
    expect(found).toContain("defendant: River Rouge Community School District");
    expect(found).toContain("defendant: Wayne County");
    expect(found).toContain("defendant: Dana White");
  });

  it("reads California's 'Plaintiff and Respondent' and a union local wrapped over two lines", () => {
    const found = parties(
      [
        "SERVICE EMPLOYEES UNION,",
        "LOCAL 1021, et al.,",
        "    Plaintiffs and Respondents,",
        "v.",
        "COUNTY OF ALAMEDA,",
        "    Defendant and Appellant.",
      ].join("\n"),
    );
    expect(found.some((p) => p.startsWith("plaintiff: Service Employees Union, Local 1021"))).toBe(true);
    expect(found).toContain("appellant: County of Alameda");
  });

  it("takes PJe's poles of an appeal as appellant and appellee, and embargos as embargante and embargado", () => {
    const appeal = parties(
      "CLASSE: APELAÇÃO CÍVEL (198)\nPOLO ATIVO: SERRARIA BOA VISTA LTDA\nPOLO PASSIVO: UNIÃO FEDERAL\nRELATOR: DES. FEDERAL JOÃO SILVA\nACÓRDÃO\nDecide a Turma, por unanimidade, negar provimento à apelação, nos termos do voto do relator.",
    );
    expect(appeal).toContain("apelante: Serraria Boa Vista Ltda.");
    expect(appeal).toContain("apelado: União Federal");
    const embargos = parties(
      "EMBARGOS À EXECUÇÃO FISCAL\nEMBARGANTE: GRÁFICA MODELO LTDA\nEMBARGADO: MUNICÍPIO DE CAMPINAS\nSENTENÇA\nAnte o exposto, julgo improcedentes os embargos e condeno a embargante ao pagamento das custas.",
    );
    expect(embargos).toContain("embargante: Gráfica Modelo Ltda.");
    expect(embargos).toContain("embargado: Município de Campinas");
  });

  it("names a contract's parties from 'doravante denominada' and from vendor and buyer labels", () => {
    const nda = parties(
      [
        "TERMO DE CONFIDENCIALIDADE",
        "",
        "INSTITUTO DE PESQUISAS DO PANTANAL, associação civil sem fins lucrativos, inscrita no CNPJ sob o nº 07.391.648/0001-85, com sede em Campo Grande/MS, doravante denominada REVELADORA; e",
        "",
        "AGROTEC SOLUÇÕES S.A., sociedade anônima, com sede em Cuiabá/MT, doravante denominada RECEPTORA;",
        "",
        "1. A RECEPTORA manterá sigilo sobre as informações. Fica eleito o foro da Comarca de Campo Grande.",
      ].join("\n"),
    );
    expect(nda).toContain("party: Instituto de Pesquisas do Pantanal");
    // The contract's formula before the first name is not a party.
    const formula = parties(
      "CONTRATO DE PRESTAÇÃO DE SERVIÇOS\n\nPelo presente instrumento particular, de um lado ALFA COMÉRCIO LTDA., com sede em São Paulo/SP, doravante denominada CONTRATANTE, e de outro lado JOANA PIRES, advogada, doravante denominada CONTRATADA, têm entre si justo e contratado o seguinte.\nCLÁUSULA PRIMEIRA – Fica eleito o foro da Comarca de São Paulo.",
    );
    expect(formula).toContain("contratante: Alfa Comércio Ltda.");
    expect(formula).toContain("contratada: Joana Pires");
    expect(formula.some((p) => p.endsWith(": Pelo"))).toBe(false);
    expect(nda).toContain("party: Agrotec Soluções S.A.");
    const sale = parties(
      "CONTRATO DE COMPRA E VENDA\nVENDEDORA: IMOBILIÁRIA LESTE LTDA., sociedade empresária, com sede em Natal/RN.\nCOMPRADOR: PAULO MENDES, brasileiro, engenheiro.\nCLÁUSULA PRIMEIRA – O preço é de R$ 300.000,00. Fica eleito o foro da Comarca de Natal.",
    );
    // Since the sixth round (22f) a sale's sides have roles of their own rather than the generic "party".
    expect(sale).toContain("vendedor: Imobiliária Leste Ltda.");
    expect(sale).toContain("comprador: Paulo Mendes");
  });

  it("names the partners of an alteração contratual and a public will's testatrix and charity legatee", () => {
    const act = parties(
      [
        "SEGUNDA ALTERAÇÃO CONTRATUAL DA SOCIEDADE ALFA TRANSPORTES LTDA.",
        "1. JOSÉ RIBEIRO NETO, brasileiro, casado, empresário, inscrito no CPF sob o nº 450.617.823-80;",
        "únicos sócios da sociedade, resolvem alterar o contrato social:",
        "CLÁUSULA PRIMEIRA – O sócio cede e transfere suas quotas a CARLA MOTA DIAS, brasileira, solteira, contadora, que ingressa na sociedade.",
      ].join("\n"),
    );
    expect(act).toContain("sócio: José Ribeiro Neto");
    expect(act).toContain("sócio: Carla Mota Dias");
    const will = parties(
      [
        "TESTAMENTO PÚBLICO",
        "",
        "Aos 3 dias do mês de maio de 2024, perante mim, Tabeliã, e as testemunhas, compareceu como testadora MARTA ELISA BRAUN, brasileira, viúva, que declarou:",
        "",
        "PRIMEIRO: Que deixa, a título de legado, à ASSOCIAÇÃO AMIGOS DO HOSPITAL INFANTIL DE BLUMENAU a quantia de R$ 50.000,00.",
      ].join("\n"),
    );
    expect(will).toContain("testador: MARTA ELISA BRAUN");
    expect(will.some((p) => p.startsWith("legatário: ASSOCIAÇÃO AMIGOS DO HOSPITAL INFANTIL"))).toBe(true);
  });
});
