import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";

// Tenth round of issue #19 (docs/decisions/025-held-out-evaluation.md, "Tenth round (25d)"): Portuguese parties by
// the role name each document gives them.

const parties = (text: string): string[] => analyze(text).parties.map((p) => `${p.role}: ${p.name}`);

describe("Portuguese parties, tenth round", () => {
  it("reads a public power of attorney's grantor after 'compareceu como OUTORGANTE:' and the grantee it appoints", () => {
    const found = parties(
      "PROCURAÇÃO BASTANTE QUE FAZ: JOSÉ CARLOS MENDES\n\nSaibam quantos este público instrumento de procuração virem que, aos cinco dias do mês de maio de dois mil e vinte e quatro, nesta cidade de Goiânia, perante mim, Tabeliã, compareceu como OUTORGANTE: JOSÉ CARLOS MENDES, brasileiro, viúvo, aposentado, inscrito no CPF sob o nº 638.336.870-29, residente na Rua 5, 100, Centro, Goiânia/GO.\n\nE, por ele, me foi dito que nomeia e constitui seu bastante procurador seu filho, RICARDO ALVES MENDES, brasileiro, casado, inscrito no CPF sob o nº 683.807.609-80, a quem confere poderes para representá-lo perante o INSS.",
    );
    expect(found).toContain("outorgante: José Carlos Mendes");
    expect(found).toContain("outorgado: Ricardo Alves Mendes");
  });

  it("takes the spouse after 'e sua mulher,' with a comma as a party of the same side", () => {
    const found = parties(
      "ESCRITURA PÚBLICA DE COMPRA E VENDA\n\nCompareceram as partes: de um lado, como OUTORGANTES VENDEDORES, PEDRO LUIZ CAMARGO, brasileiro, engenheiro, inscrito no CPF sob o nº 227.410.188-47, e sua mulher, HELENA MARIA CAMARGO, brasileira, professora, inscrita no CPF sob o nº 356.300.516-87; e, de outro lado, como OUTORGADA COMPRADORA, CONSTRUTORA SERRA AZUL LTDA., inscrita no CNPJ sob o nº 68.065.528/0001-82.",
    );
    expect(found).toContain("vendedor: Helena Maria Camargo");
  });

  it("takes a numbered company qualified by its CNPJ before 'resolvem constituir' as a partner", () => {
    const found = parties(
      "CONTRATO SOCIAL DE CONSTITUIÇÃO\n\n1. JOÃO PEDRO ALVES, brasileiro, casado, engenheiro, CPF 033.446.642-39, residente em Fortaleza/CE;\n\n2. ALFA PARTICIPAÇÕES S.A., inscrita no CNPJ sob o nº 41.355.560/0001-46, com sede em Fortaleza/CE, neste ato representada por seu diretor, PAULO RAMOS;\n\nresolvem constituir uma sociedade empresária limitada, mediante as cláusulas seguintes.",
    );
    expect(found).toContain("sócio: Alfa Participações S.A.");
    expect(found.join()).not.toMatch(/Paulo Ramos/i);
  });

  it("gives an estate's petitioners the roles their appositions name: inventariante, then 'e os herdeiros'", () => {
    const found = parties(
      "EXCELENTÍSSIMO SENHOR DOUTOR JUIZ DE DIREITO DA 2ª VARA DE FAMÍLIA DA COMARCA DE GOIÂNIA – GO\n\nArrolamento sumário – Espólio de ANTÔNIO SOUZA LIMA\n\nMARIA SOUZA LIMA, inventariante, e os herdeiros CARLOS SOUZA LIMA, inscrito no CPF sob o nº 975.712.199-14, residente em Goiânia/GO, e ANA SOUZA LIMA, inscrita no CPF sob o nº 580.584.525-30, residente em Goiânia/GO, vêm, por sua advogada, apresentar o PLANO DE PARTILHA amigável.",
    );
    expect(found).toEqual([
      "inventariante: Maria Souza Lima",
      "herdeiro: Carlos Souza Lima",
      "herdeiro: Ana Souza Lima",
    ]);
  });

  it("reads an extrajudicial notice's sender and its addressee after 'À'", () => {
    const found = parties(
      "NOTIFICAÇÃO EXTRAJUDICIAL\n\nCuritiba, 18.06.2024.\n\nÀ\nPADARIA BOM GOSTO LTDA. – ME\nAv. Manoel Ribas, 100, Curitiba – PR\n\nPrezado Senhor,\n\nIMOBILIÁRIA PINHEIRAL LTDA., inscrita no CNPJ sob o nº 68.065.528/0001-82, com sede em Curitiba/PR, vem, por meio da presente, NOTIFICÁ-LA do débito de aluguéis.\n\nAtenciosamente,",
    );
    expect(found).toEqual(["notificante: Imobiliária Pinheiral Ltda.", "notificado: Padaria Bom Gosto Ltda."]);
  });

  it("reads an AVALISTAS label line and its second name after ', e' as guarantors by aval", () => {
    const found = parties(
      "INSTRUMENTO PARTICULAR DE CONFISSÃO DE DÍVIDA\n\nCREDORA: AGRO INSUMOS SUL LTDA., inscrita no CNPJ sob o nº 53.675.238/0001-83, com sede em Rio Verde/GO;\n\nDEVEDOR: CLÉBER MARTINS ROSA, brasileiro, casado, agricultor, inscrito no CPF sob o nº 004.254.766-00;\n\nAVALISTAS: GERSON MARTINS ROSA, brasileiro, viúvo, aposentado, inscrito no CPF sob o nº 707.384.241-53, e LÍVIA MARTINS PRADO, brasileira, casada, professora, inscrita no CPF sob o nº 764.267.285-35;\n\n1. O DEVEDOR confessa dever à CREDORA R$ 100.000,00.",
    );
    expect(found).toContain("avalista: Gerson Martins Rosa");
    expect(found).toContain("avalista: Lívia Martins Prado");
  });

  it("reads an inventory deed's widow 'como viúva meeira e inventariante' and each heir 'como herdeiros filhos'", () => {
    const a = analyze(
      "ESCRITURA PÚBLICA DE INVENTÁRIO E PARTILHA DOS BENS DEIXADOS POR ERNESTO KLEIN\n\nSaibam quantos esta pública escritura virem que, perante mim, Tabelião, compareceram as partes, a saber: como viúva meeira e inventariante, IRENE KLEIN, brasileira, viúva, aposentada, inscrita no CPF sob o nº 698.332.301-72, residente em Curitiba/PR; e como herdeiros filhos: CARLOS KLEIN, brasileiro, casado com Ana Paula Klein, engenheiro, inscrito no CPF sob o nº 659.325.020-10, residente em Curitiba/PR; e MÁRCIA KLEIN ROSA, brasileira, divorciada, médica, inscrita no CPF sob o nº 179.596.908-39, residente em Curitiba/PR; todos assistidos pelo advogado Dr. Rafael Chmiel. O autor da herança faleceu sem deixar testamento. Aos herdeiros cabe o quinhão de R$ 100.000,00.",
    );
    expect(a.documentType).toBe("contract");
    expect(a.parties.map((p) => `${p.role}: ${p.name}`)).toEqual([
      "inventariante: Irene Klein",
      "herdeiro: Carlos Klein",
      "herdeiro: Márcia Klein Rosa",
    ]);
  });

  it("takes a law firm named by its partners as the contract's CONTRATADA, not its first partner's name", () => {
    const found = parties(
      "CONTRATO DE PRESTAÇÃO DE SERVIÇOS ADVOCATÍCIOS\n\nPelo presente instrumento particular, de um lado ODAIR JOSÉ LEMOS, brasileiro, casado, produtor rural, inscrito no CPF sob o nº 693.821.381-02, doravante denominado CONTRATANTE; e, de outro lado, TAVARES, MOURA & NEIVA SOCIEDADE DE ADVOGADOS, inscrita no CNPJ sob o nº 82.370.083/0001-75, com sede em Goiânia/GO, doravante denominada CONTRATADA, têm entre si justo e contratado o seguinte.",
    );
    expect(found).toContain("contratada: Tavares, Moura & Neiva Sociedade de Advogados");
    expect(found).not.toContain("contratada: Tavares");
  });

  it("gives a writ's PJe poles the writ's roles and takes the co-defendant the court joined as 'litisconsorte passivo'", () => {
    const found = parties(
      "PODER JUDICIÁRIO\nJUSTIÇA FEDERAL\n\nPROCESSO: 5826138-60.2024.4.01.3400\nCLASSE: MANDADO DE SEGURANÇA CÍVEL (120)\nPOLO ATIVO: LARISSA FONTENELE MACEDO\nPOLO PASSIVO: PRESIDENTE DA COMISSÃO DO CONCURSO PÚBLICO DA POLÍCIA RODOVIÁRIA FEDERAL e outros\n\nSENTENÇA\n\nLARISSA FONTENELE MACEDO impetrou mandado de segurança contra ato do PRESIDENTE DA COMISSÃO DO CONCURSO PÚBLICO DA POLÍCIA RODOVIÁRIA FEDERAL. Determinada a citação de MATHEUS VILELA CORDEIRO, candidato que ascendeu à última vaga, como litisconsorte passivo necessário, que apresentou contestação.\n\nAnte o exposto, CONCEDO A SEGURANÇA.",
    );
    expect(found).toContain("impetrante: Larissa Fontenele Macedo");
    expect(found).toContain("impetrado: Presidente da Comissão do Concurso Público da Polícia Rodoviária Federal");
    expect(found).toContain("réu: Matheus Vilela Cordeiro");
  });

  it("names no plaintiff in a power of attorney's 'podendo propor contra quem de direito as ações', and types it other", () => {
    const a = analyze(
      "PROCURAÇÃO AD JUDICIA ET EXTRA\n\nOUTORGANTE: TRANSPORTES SERRA AZUL LTDA., pessoa jurídica de direito privado, inscrita no CNPJ sob o nº 02.011.831/0001-94, com sede em São Bernardo do Campo/SP.\n\nOUTORGADOS: FERNANDO HENRIQUE CASTILHO, brasileiro, casado, advogado, inscrito na OAB/SP sob o nº 198.447, e MARIANA LOPES VIDIGAL, brasileira, solteira, advogada, inscrita na OAB/SP sob o nº 356.021, ambos integrantes de CASTILHO & VIDIGAL ADVOGADOS.\n\nPODERES: amplos poderes da cláusula ad judicia et extra, para o foro em geral, podendo propor contra quem de direito as ações competentes e defender a outorgante nas contrárias, em especial na reclamação trabalhista nº 9227418-89.2024.5.15.0032, podendo transigir, desistir e substabelecer.\n\nSão Bernardo do Campo, 12 de setembro de 2024.",
    );
    expect(a.documentType).toBe("other");
    const found = a.parties.map((p) => `${p.role}: ${p.name}`);
    expect(found).toContain("outorgado: Mariana Lopes Vidigal");
    expect(found.some((p) => p.startsWith("autor:"))).toBe(false);
  });

  it("types a distrato social a corporate act and its partners, qualified line by line before 'resolvem', partners", () => {
    const a = analyze(
      "INSTRUMENTO PARTICULAR DE DISTRATO SOCIAL DA SOCIEDADE\nPADARIA TRIGO DOURADO LTDA.\n\nPelo presente instrumento particular, os abaixo assinados:\n\nJOSÉ APARECIDO MARCONDES, brasileiro, casado, empresário, inscrito no CPF sob o nº 652.863.037-22, residente em São Paulo/SP; e\n\nSANDRA REGINA OKADA, brasileira, divorciada, confeiteira, inscrita no CPF sob o nº 486.257.029-10, residente em São Paulo/SP;\n\núnicos sócios da sociedade PADARIA TRIGO DOURADO LTDA., resolvem, de comum acordo, dissolver e extinguir a sociedade, mediante as cláusulas seguintes:\n\nCLÁUSULA PRIMEIRA – O saldo de R$ 48.230,00 é partilhado entre os sócios.\n\nCLÁUSULA SEGUNDA – Fica eleito o foro da Comarca de São Paulo/SP.",
    );
    expect(a.documentType).toBe("corporate");
    expect(a.parties.map((p) => `${p.role}: ${p.name}`)).toEqual([
      "sócio: José Aparecido Marcondes",
      "sócio: Sandra Regina Okada",
    ]);
    expect(a.keyFindings.some((f) => f.type === "forum" && f.value.includes("Comarca de São Paulo"))).toBe(true);
  });

  it("takes the bank a contract defines 'simplesmente BANCO ou CREDOR' as the creditor", () => {
    const found = parties(
      "INSTRUMENTO PARTICULAR DE CONFISSÃO DE DÍVIDA\n\nPelo presente instrumento, de um lado, BANCO MERIDIONAL DE CRÉDITO S.A., instituição financeira inscrita no CNPJ sob o nº 53.675.238/0001-83, com sede em Porto Alegre/RS, doravante denominado simplesmente BANCO ou CREDOR, e, de outro lado, JOÃO CARLOS PEREIRA, brasileiro, casado, comerciante, inscrito no CPF sob o nº 004.254.766-00, doravante denominado DEVEDOR, têm entre si justo e acordado o seguinte:\n\n1. O DEVEDOR confessa dever ao Banco a quantia de R$ 50.000,00.",
    );
    expect(found).toEqual(["credor: Banco Meridional de Crédito S.A.", "devedor: João Carlos Pereira"]);
  });

  it("types a bank credit note by its title and reads its EMITENTE as the debtor beside the CREDOR and AVALISTA", () => {
    const a = analyze(
      "CÉDULA DE CRÉDITO BANCÁRIO Nº 2024/0091\n\nEMITENTE: AGRO SUL COMÉRCIO LTDA., inscrita no CNPJ sob o nº 82.370.083/0001-75, com sede em Passo Fundo/RS.\nCREDOR: BANCO DO ESTADO DO RIO GRANDE DO SUL S.A., inscrito no CNPJ sob o nº 38.403.467/0001-55.\nAVALISTA: RENATO LUIZ BECKER, brasileiro, casado, empresário, inscrito no CPF sob o nº 693.821.381-02.\n\nA EMITENTE pagará ao CREDOR a quantia de R$ 300.000,00.",
    );
    expect(a.documentType).toBe("contract");
    expect(a.parties.map((p) => `${p.role}: ${p.name}`)).toEqual([
      "devedor: Agro Sul Comércio Ltda.",
      "credor: Banco do Estado do Rio Grande do Sul S.A.",
      "avalista: Renato Luiz Becker",
    ]);
  });

  it("reads a criminal case's 'Acusado:' label as the defendant", () => {
    const found = parties(
      "PODER JUDICIÁRIO DO ESTADO DE SÃO PAULO\n1ª Vara Criminal da Comarca de Santos\n\nProcesso nº 1992635-28.2024.8.26.0224\nAutor: Ministério Público do Estado de São Paulo\nAcusado: ROBSON DA SILVA NUNES\n\nSENTENÇA\n\nO Ministério Público denunciou ROBSON DA SILVA NUNES como incurso no art. 155 do Código Penal, porque subtraiu o celular da vítima Maria das Graças Lopes.\n\nAnte o exposto, JULGO PROCEDENTE a denúncia.",
    );
    expect(found).toContain("réu: Robson da Silva Nunes");
    expect(found.join()).not.toMatch(/Maria das Graças/);
  });

  it("reads a private power of attorney's grantor before 'nomeia e constitui' and each lawyer it appoints", () => {
    const found = parties(
      "PROCURAÇÃO\n\nPelo presente instrumento particular de mandato, MARCOS VINÍCIUS TEIXEIRA, brasileiro, casado, engenheiro, inscrito no CPF sob o nº 004.254.766-00, residente em Belo Horizonte/MG, nomeia e constitui seus bastantes procuradores os advogados ANA LÚCIA FERRAZ, brasileira, casada, inscrita na OAB/MG sob o nº 98.765, e PAULO ROBERTO MENDES, brasileiro, solteiro, inscrito na OAB/MG sob o nº 123.456, a quem confere os poderes da cláusula ad judicia.\n\nBelo Horizonte, 3 de maio de 2024.",
    );
    expect(found).toContain("outorgante: Marcos Vinícius Teixeira");
    expect(found).toContain("outorgado: Ana Lúcia Ferraz");
    expect(found).toContain("outorgado: Paulo Roberto Mendes");
  });

  it("takes the partner a contract change admits 'ao sócio ingressante, LUCAS …' as a partner", () => {
    const found = parties(
      "ALTERAÇÃO CONTRATUAL Nº 3 DA SOCIEDADE CONSTRUTORA VALE VERDE LTDA.\n\nOs abaixo assinados:\n\nRICARDO ALVES PEREIRA, brasileiro, casado, engenheiro, inscrito no CPF sob o nº 004.254.766-00, residente em Londrina/PR;\n\nMÔNICA SILVA PEREIRA, brasileira, casada, arquiteta, inscrita no CPF sob o nº 707.384.241-53, residente em Londrina/PR;\n\núnicos sócios da sociedade, resolvem alterar o contrato social: 1. A sócia MÔNICA SILVA PEREIRA cede e transfere a totalidade de suas quotas ao sócio ingressante, LUCAS SILVA PEREIRA, brasileiro, solteiro, estudante, inscrito no CPF sob o nº 764.267.285-35, retirando-se da sociedade.",
    );
    expect(found).toContain("sócio: Lucas Silva Pereira");
  });

  it("reads a debtor's 'já qualificado nos autos da execução que lhe move X, vem opor EMBARGOS' as embargante and X as embargado", () => {
    const found = parties(
      "EXCELENTÍSSIMO SENHOR DOUTOR JUIZ DE DIREITO DA 2ª VARA CÍVEL DA COMARCA DE MARINGÁ – PR\n\nJOSÉ CARLOS FÊNIX, brasileiro, casado, agricultor, inscrito no CPF sob o nº 004.254.766-00, residente em Maringá/PR, já qualificado nos autos da ação de execução de título extrajudicial que lhe move COOPERATIVA AGRÍCOLA DO VALE DO IVAÍ, vem, por seu advogado, opor EMBARGOS À EXECUÇÃO, pelos fundamentos a seguir.\n\nDá-se à causa o valor de R$ 80.000,00.",
    );
    expect(found).toEqual(["embargante: José Carlos Fênix", "embargado: Cooperativa Agrícola do Vale do Ivaí"]);
  });
});
