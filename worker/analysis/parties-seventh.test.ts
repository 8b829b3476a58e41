import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";

// Seventh round of issue #19 (docs/decisions/025-held-out-evaluation.md, "Seventh round (22h)"): the parties of
// Brazilian judicial documents — the higher courts' abbreviated headings, petitions and their qualifications.

const parties = (text: string): string[] => analyze(text).parties.map((p) => `${p.role}: ${p.name}`);

describe("Portuguese judicial parties, seventh round", () => {
  it("reads the abbreviated labels of an STF heading and leaves the rapporteur and counsel out", () => {
    const text = [
      "SUPREMO TRIBUNAL FEDERAL",
      "AG.REG. NO RECURSO EXTRAORDINÁRIO COM AGRAVO 1.234.567 PARANÁ",
      "RELATOR : MIN. CARLOS ALBERTO TEIXEIRA",
      "AGTE.(S) : ESTADO DO PARANÁ",
      "PROC.(A/S)(ES) : PROCURADOR-GERAL DO ESTADO DO PARANÁ",
      "AGDO.(A/S) : JOSÉ ROBERTO CAVALCANTI",
      "ADV.(A/S) : MÁRCIA HELENA DUTRA (45123/PR)",
      "Acordam os Ministros em negar provimento ao agravo regimental.",
    ].join("\n");
    const found = parties(text);
    expect(found).toContain("agravante: Estado do Paraná");
    expect(found).toContain("agravado: José Roberto Cavalcanti");
    expect(found.join()).not.toMatch(/Teixeira|Dutra|Procurador/);
  });

  it("gives an appeal's 'APTE.' and 'APDO.' their sides and a habeas corpus its 'PACTE.' and coator", () => {
    const appeal = parties(
      "APELAÇÃO CÍVEL Nº 5000001-11.2023.8.21.0001\nAPTE.: MARCOS VINÍCIUS BRANDT\nADV.: DR. ÉDER LOPES (OAB/RS 11.222)\nAPDO.: BANCO SULINO S.A.\nRELATOR: DES. JOÃO PEDRO ALVES\nAcordam os Desembargadores da Câmara Cível, por unanimidade, em negar provimento ao recurso.",
    );
    expect(appeal).toEqual(["apelante: Marcos Vinícius Brandt", "apelado: Banco Sulino S.A."]);
    const writ = parties(
      "HABEAS CORPUS 200.100 SÃO PAULO\nPACTE.(S) : ADRIANO LUÍS MOREIRA\nIMPTE.(S) : DEFENSORIA PÚBLICA DA UNIÃO\nCOATOR(A/S)(ES) : SUPERIOR TRIBUNAL DE JUSTIÇA\nTrata-se de habeas corpus impetrado contra acórdão que manteve a prisão preventiva do paciente.",
    );
    expect(writ).toEqual([
      "paciente: Adriano Luís Moreira",
      "impetrante: Defensoria Pública da União",
      "impetrado: Superior Tribunal de Justiça",
    ]);
  });

  it("names a special appeal's sides recorrente and recorrido and cuts 'E OUTRO(A/S)'", () => {
    const found = parties(
      "RECURSO ESPECIAL Nº 2.000.111 - SC (2023/0000111-1)\nRELATOR : MINISTRO PAULO DIAS\nRECORRENTE : TRANSPORTES SERRANA LTDA\nADVOGADO : LUCAS BORBA - SC012345\nRECORRIDO : ALCIDES PERUZZO E OUTRO(A/S)\nADVOGADO : RITA MAFRA - SC054321\nAcordam os Ministros da Terceira Turma, por unanimidade, não conhecer do recurso especial.",
    );
    expect(found).toEqual(["recorrente: Transportes Serrana Ltda.", "recorrido: Alcides Peruzzo"]);
  });

  it("reads an inventory's inventariante and two heirs on one line", () => {
    const found = parties(
      "Ação de Inventário\nInventariante: MARTA REGINA FALCÃO\nHerdeiros: JORGE FALCÃO NETO e LÚCIA FALCÃO DIAS\n\nMARTA REGINA FALCÃO, brasileira, viúva, apresenta as primeiras declarações.",
    );
    expect(found).toContain("inventariante: Marta Regina Falcão");
    expect(found).toContain("herdeiro: Jorge Falcão Neto");
    expect(found).toContain("herdeiro: Lúcia Falcão Dias");
  });

  it("ends a label's name before 'portador do RG' and takes an opinion's 'Interessada' for no party", () => {
    expect(
      parties("EXEQUENTE: BANCO VALE S.A.\nEXECUTADO: OSMAR TEIXEIRA LIMA, portador do RG nº 12.345.678-9 SSP/SP\n"),
    ).toContain("executado: Osmar Teixeira Lima");
    expect(
      parties("PARECER JURÍDICO Nº 12/2024\n\nInteressada: Secretaria Municipal de Saúde\nAssunto: contratação"),
    ).toEqual([]);
  });

  it("takes a spouse qualified after the first plaintiff as a joint plaintiff", () => {
    const found = parties(
      "EXCELENTÍSSIMO SENHOR JUIZ DE DIREITO DA 1ª VARA CÍVEL DA COMARCA DE BLUMENAU\n\nRICARDO ALVES KUNZ, brasileiro, casado, contador, inscrito no CPF sob o nº 111.444.777-35, e sua esposa MÁRCIA REGINA KUNZ, brasileira, casada, professora, residentes em Blumenau/SC, vêm, por seu advogado, propor AÇÃO DE INDENIZAÇÃO em face de CONSTRUTORA ITAJAÍ LTDA., pessoa jurídica de direito privado, com sede em Blumenau/SC.",
    );
    expect(found).toEqual(["autor: Ricardo Alves Kunz", "autor: Márcia Regina Kunz", "réu: Construtora Itajaí Ltda."]);
  });

  it("reads a writ against the act of an authority though the petition cites 'art. 5º' and 'Lei nº 12.016/2009' on the way", () => {
    const found = parties(
      "EXMO. SR. DR. JUIZ FEDERAL DA 2ª VARA FEDERAL DE SOROCABA\n\nMETALÚRGICA PIRAJIBU LTDA., sociedade empresária limitada, inscrita no CNPJ sob o nº 11.222.333/0001-81, com sede em Sorocaba/SP, vem, por seus advogados, com fundamento no art. 5º, LXIX, da Constituição Federal e na Lei nº 12.016/2009, impetrar MANDADO DE SEGURANÇA contra ato do ILMO. SR. DELEGADO DA RECEITA FEDERAL DO BRASIL EM SOROCABA, autoridade vinculada à União, pelas razões a seguir.",
    );
    expect(found).toEqual([
      "impetrante: Metalúrgica Pirajibu Ltda.",
      "impetrado: Delegado da Receita Federal do Brasil em Sorocaba",
    ]);
  });

  it("reads a heading table whose rows give the name and then the side, and ends a minor's name before 'representado por'", () => {
    const table = parties(
      "TRIBUNAL DE JUSTIÇA\n\nApelação Cível\tSexta Câmara Cível\nCLÓVIS ANTUNES BECKER\tAPELANTE\nBANCO DO VALE S.A.\tAPELADO\n\nACÓRDÃO\n\nVistos, relatados e discutidos os autos, acordam os Desembargadores em negar provimento à apelação.",
    );
    expect(table).toEqual(["apelante: Clóvis Antunes Becker", "apelado: Banco do Vale S.A."]);
    const minor = parties(
      "Requerente: Davi Lucca Moreira, representado por sua genitora Tainá Moreira\nRequerido: Plano Vida Saúde Ltda.\n\nDefiro a tutela de urgência para determinar que a requerida autorize o tratamento.",
    );
    expect(minor).toContain("requerente: Davi Lucca Moreira");
  });

  it("tells a party's kind by the CNPJ or CPF of its own qualification, not by a number in the next paragraph", () => {
    const petition = analyze(
      "EXCELENTÍSSIMO SENHOR JUIZ DE DIREITO DA 2ª VARA CÍVEL DA COMARCA DE LONDRINA\n\nPADARIA PÃO DOURADO, inscrita no CNPJ sob o nº 11.222.333/0001-81, com sede em Londrina/PR, vem, por seu advogado, propor AÇÃO DE COBRANÇA em face de JOÃO PEDRO BANCO DE ALMEIDA, brasileiro, inscrito no CPF sob o nº 111.444.777-35, residente em Londrina/PR.",
    ).parties.map((p) => `${p.entityType}: ${p.name}`);
    expect(petition).toEqual(["ORGANIZATION: Padaria Pão Dourado", "PERSON: João Pedro Banco de Almeida"]);
    const will = analyze(
      "TESTAMENTO PARTICULAR\n\nEu, HELENA MOTTA SILVA, brasileira, viúva, faço este testamento.\n\nSegundo – Deixo à minha neta CAROLINA SILVA FERRAZ o apartamento da Rua Chile, 10.\n\nTerceiro – Deixo à ASSOCIAÇÃO AMIGOS DO BAIRRO, CNPJ 11.222.333/0001-81, a quantia de R$ 10.000,00.",
    ).parties.find((p) => p.name === "CAROLINA SILVA FERRAZ" || p.name === "Carolina Silva Ferraz");
    expect(will?.entityType).toBe("PERSON");
    expect(will?.taxId).toBeUndefined();
  });

  it("names a creditor's claim in a recuperação judicial by creditor and debtor", () => {
    const found = parties(
      "AO JUÍZO DA 2ª VARA DE FALÊNCIAS E RECUPERAÇÕES JUDICIAIS DA COMARCA DE SÃO PAULO\n\nFRIGORÍFICO SERRA AZUL LTDA., credora quirografária, vem, nos autos da recuperação judicial de REDE DE MERCADOS PAULISTA S.A., apresentar IMPUGNAÇÃO DE CRÉDITO, pelas razões a seguir.",
    );
    expect(found).toEqual(["credor: Frigorífico Serra Azul Ltda.", "devedor: Rede de Mercados Paulista S.A."]);
  });

  it("takes the plaintiff of a defence from 'que lhe move'", () => {
    const found = parties(
      "EXCELENTÍSSIMA SENHORA JUÍZA DE DIREITO DA 3ª VARA CÍVEL DA COMARCA DE MACEIÓ\n\nSEGURADORA ATLÂNTICA S.A., já qualificada nos autos da AÇÃO DE COBRANÇA que lhe move ANTÔNIA MARIA DE LIMA, vem, por seus advogados, apresentar CONTESTAÇÃO, pelos fundamentos a seguir.",
    );
    expect(found).toContain("réu: Seguradora Atlântica S.A.");
    expect(found).toContain("autor: Antônia Maria de Lima");
  });

  it("takes a signature block's row of labels for no party", () => {
    const found = parties(
      "INSTRUMENTO PARTICULAR DE COMPRA E VENDA\n\nVENDEDOR: PAULO CÉSAR MOURA, brasileiro, casado.\nCOMPRADORA: ANA LÍVIA PRATES, brasileira, solteira.\n\n1. O preço é pago à vista.\n\n_______________          _______________\nVENDEDOR          COMPRADORA\n",
    );
    expect(found).toEqual(["vendedor: Paulo César Moura", "comprador: Ana Lívia Prates"]);
  });

  it("takes a company's second representative for no joint plaintiff", () => {
    const found = parties(
      "EXCELENTÍSSIMO SENHOR JUIZ DE DIREITO DA 1ª VARA CÍVEL DA COMARCA DE CHAPECÓ\n\nMADEIREIRA OESTE LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81, neste ato representada por seu sócio JOSÉ CARLOS BETT, brasileiro, casado, e sua sócia MIRIAM BETT, brasileira, casada, vem, por seu advogado, propor AÇÃO DE COBRANÇA em face de SERRARIA PLANALTO LTDA., pessoa jurídica de direito privado, com sede em Chapecó/SC.",
    );
    expect(found).toEqual(["autor: Madeireira Oeste Ltda.", "réu: Serraria Planalto Ltda."]);
  });
});
