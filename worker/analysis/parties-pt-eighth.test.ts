import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";

// Eighth round of issue #19 (docs/decisions/025-held-out-evaluation.md, "Eighth round (23b)"): Portuguese parties
// among the many people a document names who are not parties, and the sides of instruments with more than two.

const parties = (text: string): string[] => analyze(text).parties.map((p) => `${p.role}: ${p.name}`);

describe("Portuguese parties, eighth round", () => {
  it("adds the defendant a label line leaves as 'e outro' from the decision's own account", () => {
    const found = parties(
      [
        "Processo nº 1000222-11.2024.8.26.0001",
        "Requerente: Lúcia Helena Prado",
        "Requerido: Expresso Campinas Transportes Ltda. e outro",
        "",
        "Vistos. LÚCIA HELENA PRADO ajuizou ação de indenização em face de EXPRESSO CAMPINAS TRANSPORTES LTDA. e de COMPANHIA DE SEGUROS VALE DO SOL S.A., alegando colisão. Foram ouvidas as testemunhas Renato Dias e Paula Gomes.",
        "Ante o exposto, JULGO PROCEDENTE o pedido.",
      ].join("\n"),
    );
    expect(found).toContain("requerido: Expresso Campinas Transportes Ltda.");
    expect(found.some((p) => /^réu: COMPANHIA DE SEGUROS VALE DO SOL S\.A\.$/i.test(p))).toBe(true);
    expect(found.join()).not.toMatch(/Renato|Paula/);
  });

  it("reads a PJe label line listing two persons with a comma as two parties", () => {
    const found = parties(
      "Número do processo: 0700001-10.2024.8.07.0001\nAUTOR: MARIA DAS DORES FREITAS\nREU: PEDRO HENRIQUE SALES, ANTÔNIO CARLOS SALES\n\nDECISÃO\nDefiro a liminar.",
    );
    expect(found).toEqual(["autor: Maria das Dores Freitas", "réu: Pedro Henrique Sales", "réu: Antônio Carlos Sales"]);
  });

  it("takes a plaintiff known by a short name after a dash, not the director who signs for it", () => {
    const found = parties(
      "EXCELENTÍSSIMO SENHOR DOUTOR JUIZ DE DIREITO DA VARA CÍVEL DA COMARCA DE MARINGÁ – PR\n\nCOOPERATIVA AGRÍCOLA DO VALE DO IVAÍ – COAVI, sociedade cooperativa inscrita no CNPJ sob o nº 35.370.166/0001-84, neste ato representada por seu Diretor Presidente, Sr. Ademir Luiz Konrad, vem propor AÇÃO DE EXECUÇÃO DE TÍTULO EXTRAJUDICIAL em face de AGRO FÊNIX LTDA., pessoa jurídica de direito privado, na pessoa de seu gerente, Sr. Paulo Rezende; de JOSÉ CARLOS FÊNIX, brasileiro, casado, agricultor; e de MARTA FÊNIX, brasileira, casada, agricultora, pelos fatos a seguir.",
    );
    expect(found).toEqual([
      "exequente: Cooperativa Agrícola do Vale do Ivaí",
      "executado: Agro Fênix Ltda.",
      "executado: José Carlos Fênix",
      "executado: Marta Fênix",
    ]);
  });

  it("keeps the court whose act a writ attacks as the impetrado, and drops a graduate's title from a name", () => {
    const found = parties(
      "HABEAS CORPUS CRIMINAL Nº 0800001-55.2024.8.15.0000\nIMPETRANTE: Bel. Marcos Aurélio Lins (OAB/PB 12.345)\nPACIENTE: TIAGO FERREIRA DA COSTA\nIMPETRADO: Juízo da 2ª Vara Criminal da Comarca de Campina Grande\n\nDECISÃO\nIndefiro a liminar.",
    );
    expect(found).toEqual([
      "impetrante: Marcos Aurélio Lins",
      "paciente: Tiago Ferreira da Costa",
      "impetrado: Juízo da 2ª Vara Criminal da Comarca de Campina Grande",
    ]);
  });

  it("reads a deed's 'outorgantes vendedores' with the seller's wife, and its buyer, not their representatives", () => {
    const found = parties(
      "ESCRITURA PÚBLICA DE COMPRA E VENDA\n\nSaibam quantos esta escritura virem que compareceram, de um lado, como OUTORGANTES VENDEDORES, ARNALDO SOUZA PIRES, brasileiro, aposentado, inscrito no CPF sob o nº 422.229.504-30, e sua esposa CECÍLIA MOTA PIRES, brasileira, do lar, inscrita no CPF sob o nº 688.509.593-11, residentes em Londrina/PR; e, de outro lado, como OUTORGADA COMPRADORA, HORIZONTE URBANISMO LTDA., inscrita no CNPJ sob o nº 71.035.032/0001-70, representada por seu sócio RAUL TEIXEIRA NETO. O preço é de R$ 900.000,00.",
    );
    expect(found).toContain("vendedor: Arnaldo Souza Pires");
    expect(found).toContain("vendedor: Cecília Mota Pires");
    expect(found).toContain("comprador: Horizonte Urbanismo Ltda.");
    expect(found.join()).not.toMatch(/Raul/);
  });

  it("reads guarantors labelled 'FIADORES E PRINCIPAIS PAGADORES' and joint debtors labelled 'DEVEDORES SOLIDÁRIOS'", () => {
    const lease = parties(
      "CONTRATO DE LOCAÇÃO NÃO RESIDENCIAL\n\nLOCADORA: IMOBILIÁRIA SOL NASCENTE LTDA., inscrita no CNPJ sob o nº 68.634.500/0001-19;\nLOCATÁRIA: PADARIA TRIGO BOM LTDA., inscrita no CNPJ sob o nº 82.879.272/0001-78;\nFIADORES E PRINCIPAIS PAGADORES: HÉLIO RAMOS VIANA, brasileiro, casado, padeiro, inscrito no CPF sob o nº 335.540.683-06, e sua esposa ROSA MARIA VIANA, brasileira, casada, professora, inscrita no CPF sob o nº 019.707.051-59;\n\nCLÁUSULA 1ª – O aluguel mensal é de R$ 4.000,00.",
    );
    expect(lease).toContain("fiador: Hélio Ramos Viana");
    expect(lease).toContain("fiador: Rosa Maria Viana");
    const debt = parties(
      "INSTRUMENTO PARTICULAR DE CONFISSÃO DE DÍVIDA\n\nCREDORA: ATACADO BOA SAFRA S.A., inscrita no CNPJ sob o nº 91.234.430/0001-23;\nDEVEDORA: MERCADINHO DOIS IRMÃOS LTDA., inscrita no CNPJ sob o nº 83.155.070/0001-46;\nDEVEDORES SOLIDÁRIOS: LUIZ OTÁVIO BRAGA, brasileiro, casado, comerciante, inscrito no CPF sob o nº 782.814.452-03, e MÁRCIO BRAGA, brasileiro, solteiro, comerciante, inscrito no CPF sob o nº 819.115.557-58;\n\n1. A DEVEDORA reconhece dever R$ 50.000,00 à CREDORA.",
    );
    expect(debt).toContain("devedor: Luiz Otávio Braga");
    expect(debt).toContain("devedor: Márcio Braga");
  });

  it("reads a law firm named by its partners as one contracted party", () => {
    const found = parties(
      "CONTRATO DE PRESTAÇÃO DE SERVIÇOS ADVOCATÍCIOS\n\nCONTRATANTE: JOANA D'ARC LIMA, brasileira, casada, médica, inscrita no CPF sob o nº 128.931.368-77;\nCONTRATADA: FONSECA, ARRUDA & MELO ADVOGADOS, sociedade de advogados inscrita no CNPJ sob o nº 75.612.447/0001-10, representada por seu sócio Dr. Caio Fonseca;\n\nCLÁUSULA 1ª – Os honorários são de R$ 12.000,00.",
    );
    expect(found).toContain("contratada: Fonseca, Arruda & Melo Advogados");
    expect(found.join()).not.toMatch(/contratada: Fonseca$|Caio/);
  });

  it("lists the shareholders an ata's attendance item qualifies one by one, not their attorney", () => {
    const found = parties(
      "ATA DA ASSEMBLEIA GERAL EXTRAORDINÁRIA DA METALÚRGICA SERRA S.A.\n\n2. PRESENÇA: Acionistas representando 88% do capital social votante: SERRA HOLDING LTDA., inscrita no CNPJ sob o nº 74.956.915/0001-01, representada por seu procurador, Dr. Luís Fritsch; ODAIR JOSÉ BENETTI, inscrito no CPF sob o nº 217.789.920-64; e NAIR BENETTI COSTA, inscrita no CPF sob o nº 455.716.515-04.\n3. DELIBERAÇÕES: aprovado o aumento do capital social.",
    );
    expect(found).toEqual(["sócio: Serra Holding Ltda.", "sócio: Odair José Benetti", "sócio: Nair Benetti Costa"]);
  });

  it("takes the partner who joins 'como sócio ingressante' as a partner", () => {
    const found = parties(
      "ALTERAÇÃO DO CONTRATO SOCIAL DA ALFA SISTEMAS LTDA.\n\n1. CARLOS EDUARDO MIYAZAKI, brasileiro, casado, engenheiro, inscrito no CPF sob o nº 372.622.493-98;\n\núnico sócio da sociedade, e ainda, como sócio ingressante, BRUNO LEAL SANTANA, brasileiro, solteiro, administrador, inscrito no CPF sob o nº 195.957.659-37;\n\nresolvem alterar o contrato social: o sócio CARLOS EDUARDO MIYAZAKI cede 10.000 quotas a BRUNO LEAL SANTANA.",
    );
    expect(found).toContain("sócio: Carlos Eduardo Miyazaki");
    expect(found).toContain("sócio: Bruno Leal Santana");
  });

  it("leaves a legatee's parents out of a will's parties and takes a charity qualified by its CNPJ as a legatee", () => {
    const found = parties(
      "TESTAMENTO PÚBLICO\n\nCompareceu como testadora HELENA MARIA CASTRO, brasileira, viúva, inscrita no CPF sob o nº 144.520.904-78, e disse:\n\nPRIMEIRO: Deixa à sua neta LARA CASTRO VIEIRA, filha de Sônia Castro e de seu genro Marcelo Vieira, a casa da Rua das Flores, 10.\n\nSEGUNDO: Deixa à CASA DE ACOLHIDA SANTA RITA, inscrita no CNPJ sob o nº 09.824.795/0001-27, a quantia de R$ 50.000,00.",
    );
    expect(found).toContain("legatário: LARA CASTRO VIEIRA");
    expect(found.some((p) => /^legatário: CASA DE ACOLHIDA SANTA RITA$/i.test(p))).toBe(true);
    expect(found.join()).not.toMatch(/Marcelo|Sônia/);
  });

  it("takes the partners a company's founding act qualifies line by line before 'resolvem'", () => {
    const found = parties(
      "INSTRUMENTO PARTICULAR DE CONSTITUIÇÃO DE SOCIEDADE LIMITADA\n\nPelo presente instrumento particular:\n\nOTÁVIO RAMOS LEITE, brasileiro, casado, advogado, inscrito no CPF sob o nº 372.622.493-98, residente em Recife/PE; e\n\nCLARA BEZERRA LEITE, brasileira, casada, arquiteta, inscrita no CPF sob o nº 983.146.124-05, residente em Recife/PE;\n\nresolvem constituir uma sociedade empresária limitada, representada perante a Junta Comercial pelo contador JOSÉ AMARO, brasileiro, que assina o requerimento.",
    );
    expect(found).toEqual(["sócio: Otávio Ramos Leite", "sócio: Clara Bezerra Leite"]);
  });

  it("reads the lettered sides of a shareholders' agreement and the company that joins it 'na qualidade de interveniente'", () => {
    const found = parties(
      "ACORDO DE ACIONISTAS DA AURORA TÊXTIL S.A.\n\nPelo presente instrumento particular, as partes a seguir qualificadas:\n\n(a) BRISA PARTICIPAÇÕES LTDA., sociedade limitada com sede em Blumenau/SC, inscrita no CNPJ sob o nº 74.956.915/0001-01; e\n\n(b) JONAS KRAUSE, brasileiro, casado, empresário, inscrito no CPF sob o nº 217.789.920-64;\n\ne, na qualidade de interveniente anuente, AURORA TÊXTIL S.A., sociedade anônima inscrita no CNPJ sob o nº 79.057.329/0001-49;\n\nresolvem celebrar o presente Acordo de Acionistas.",
    );
    expect(found).toContain("sócio: Brisa Participações Ltda.");
    expect(found).toContain("sócio: Jonas Krause");
    expect(found).toContain("interveniente: Aurora Têxtil S.A.");
  });

  it("finds the maker of a public will by the notary's record of last wishes, and no legacy to a company whose quotas are given", () => {
    const found = parties(
      "TESTAMENTO PÚBLICO\n\nAos dez dias do mês de março de dois mil e vinte e cinco, nesta cidade de Jundiaí, perante mim, escrevente, compareceu o Sr. ALCIDES BONFIM, brasileiro, viúvo, aposentado, que declarou as suas disposições de última vontade:\n\n1) Lega ao seu sobrinho TOMÁS BONFIM REIS as quotas que possui na sociedade Bonfim Autopeças Ltda.\n\n2) Lega à Associação Beneficente Vida Nova a quantia de R$ 40.000,00.",
    );
    expect(found).toContain("testador: ALCIDES BONFIM");
    expect(found).toContain("legatário: TOMÁS BONFIM REIS");
    expect(found).toContain("legatário: Associação Beneficente Vida Nova");
    expect(found.join()).not.toMatch(/Autopeças/);
  });

  it("reads a plaintiff's later petition 'que move em face de A e de seu sócio B' with its sides, not as a defence", () => {
    const found = parties(
      "EXCELENTÍSSIMO SENHOR DOUTOR JUIZ DE DIREITO DA 2ª VARA CÍVEL DA COMARCA DE MARINGÁ – PR\n\nAutos nº 0001234-42.2023.8.16.0017\n\nCONDOMÍNIO EDIFÍCIO SOLAR DAS ÁGUAS, já qualificado nos autos da AÇÃO DE COBRANÇA que move em face de INCORPORADORA ALVORADA LTDA. e de seu sócio MÁRIO SÉRGIO LACERDA, vem, por seu advogado, requerer o CUMPRIMENTO DE SENTENÇA, nos termos do art. 523 do Código de Processo Civil.",
    );
    expect(found).toEqual([
      "exequente: Condomínio Edifício Solar das Águas",
      "executado: Incorporadora Alvorada Ltda.",
      "executado: Mário Sérgio Lacerda",
    ]);
  });

  it("reads an assigned debtor that joins 'na qualidade de DEVEDORA CEDIDA e interveniente anuente'", () => {
    const found = parties(
      "INSTRUMENTO PARTICULAR DE CESSÃO DE CRÉDITOS\n\nI – como CEDENTE, SEMENTES BOA COLHEITA LTDA., inscrita no CNPJ sob o nº 88.793.693/0001-68;\n\nII – como CESSIONÁRIA, CAPITAL AGRO SECURITIZADORA S.A., inscrita no CNPJ sob o nº 34.982.011/0001-36;\n\ne, na qualidade de DEVEDORA CEDIDA e interveniente anuente, GRÃOS DO NORTE S.A., inscrita no CNPJ sob o nº 43.597.929/0001-52.\n\nCLÁUSULA PRIMEIRA – A CEDENTE cede à CESSIONÁRIA créditos de R$ 500.000,00.",
    );
    expect(found).toContain("cedente: Sementes Boa Colheita Ltda.");
    expect(found).toContain("cessionário: Capital Agro Securitizadora S.A.");
    expect(found).toContain("devedor: Grãos do Norte S.A.");
  });

  it("types a deed whose title runs on into its first clause as a contract", () => {
    const text =
      "9º TABELIONATO DE NOTAS DE CURITIBA\nLIVRO 1.100-N – FOLHAS 12/14\n\nESCRITURA PÚBLICA DE COMPRA E VENDA, que fazem, como outorgantes vendedores, ARNALDO SOUZA PIRES e sua esposa CECÍLIA MOTA PIRES, e, como outorgada compradora, HORIZONTE URBANISMO LTDA., na forma abaixo:\n\nSaibam quantos esta pública escritura virem que compareceram as partes, reconhecidas como as próprias por mim, Escrevente.";
    expect(analyze(text).documentType).toBe("contract");
  });
});
