import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";
import { classifyDocument, detectJurisdiction } from "./classify.ts";

const typeOf = (text: string, language: "pt" | "en" = "pt") => classifyDocument(text, language).documentType;

describe("an instrument's title names its type", () => {
  it("reads an instrumento particular de confissão de dívida as a contract, though it names no contratante", () => {
    const text = [
      "INSTRUMENTO PARTICULAR DE CONFISSÃO DE DÍVIDA",
      "",
      "CREDOR: POSTO SERRA VERDE COMBUSTÍVEIS LTDA., com sede em Lages/SC.",
      "DEVEDORA: TRANSLAGES LOGÍSTICA LTDA., com sede em Lages/SC.",
      "",
      "1. A DEVEDORA reconhece dever ao CREDOR a quantia de R$ 84.300,00, relativa a abastecimentos não pagos.",
      "2. O valor será pago em 6 parcelas mensais, a primeira em 10 de março de 2025.",
    ].join("\n");
    expect(typeOf(text)).toBe("contract");
  });

  it("reads a termo de compromisso de estágio as a contract", () => {
    const text = [
      "TERMO DE COMPROMISSO DE ESTÁGIO OBRIGATÓRIO",
      "",
      "Concedente: HOSPITAL VETERINÁRIO QUATRO PATAS LTDA., Londrina/PR.",
      "Estagiário: LUCAS HENRIQUE TAVARES, estudante de Medicina Veterinária.",
      "O estágio terá duração de seis meses, com jornada de 20 horas semanais e bolsa de R$ 900,00.",
    ].join("\n");
    expect(typeOf(text)).toBe("contract");
  });

  it("reads an escritura pública de compra e venda under a notary's heading as a contract", () => {
    const text = [
      "REPÚBLICA FEDERATIVA DO BRASIL",
      "2º TABELIONATO DE NOTAS DE CASCAVEL",
      "Livro 512 – Folha 140",
      "ESCRITURA PÚBLICA DE COMPRA E VENDA",
      "",
      "SAIBAM quantos esta pública escritura virem que, aos 3 de junho de 2025, perante mim, Tabelião, compareceram as partes: como vendedor, ARNALDO PIRES, e como compradora, LÚCIA PIRES BATISTA, que declararam vender e comprar o lote 12 da quadra 4 pelo preço de R$ 310.000,00.",
    ].join("\n");
    expect(typeOf(text)).toBe("contract");
  });

  it("reads a cessão de quotas between partners as a contract and the alteração contratual that records one as a corporate act", () => {
    const parties =
      "JOÃO PEDRO LINS, sócio, CPF 111.444.777-35, e CARLA LINS MOTA, cessionária, têm entre si justo e acordado o seguinte: o sócio cede e transfere à cessionária 10.000 quotas do capital social da sociedade LINS & MOTA COMÉRCIO LTDA., pelo preço de R$ 150.000,00, e os sócios deliberam a nova distribuição do capital social.";
    expect(typeOf(`INSTRUMENTO PARTICULAR DE CESSÃO E TRANSFERÊNCIA DE QUOTAS\n\n${parties}`)).toBe("contract");
    expect(typeOf(`TERCEIRA ALTERAÇÃO CONTRATUAL\nLINS & MOTA COMÉRCIO LTDA.\n\n${parties}`)).toBe("corporate");
  });

  it("reads an acordo de acionistas, full of corporate words, as a contract and the constitution of a company as a corporate act", () => {
    const body =
      "Os acionistas da Companhia, titulares da totalidade das ações, resolvem celebrar o presente, que se regerá pelas cláusulas seguintes: Cláusula 1ª. Os acionistas votarão em bloco nas assembleias gerais sobre aumento do capital social e eleição da diretoria e do conselho de administração.";
    expect(typeOf(`ACORDO DE ACIONISTAS DA PANIFICADORA ALVORADA S.A.\n\n${body}`)).toBe("contract");
    expect(typeOf(`INSTRUMENTO PARTICULAR DE CONSTITUIÇÃO DE SOCIEDADE LIMITADA\n\n${body}`)).toBe("corporate");
  });

  it("reads an office lease, a promissory note, a guaranty and an assignment of membership interests as contracts", () => {
    // Terms set out as a list, as such instruments often open: no "agreement", no "between", no "whereas".
    const body =
      "\n\nDate: May 2, 2025\nAmount: $40,000.00\nParties: Alder Properties LLC; Nine Pines Dental, P.C.\nPayment is due on the first day of each month at the office of Alder Properties LLC in Portland, Oregon.";
    for (const title of [
      "OFFICE LEASE",
      "SECURED PROMISSORY NOTE",
      "LIMITED GUARANTY",
      "ASSIGNMENT OF MEMBERSHIP INTERESTS",
    ])
      expect(typeOf(title + body, "en"), title).toBe("contract");
  });

  it("keeps a lawsuit about a lease, a motion about a settlement agreement, an ementa, a complaint's claims, a procuração, a certidão and a parecer what they are", () => {
    const petition = [
      "EXCELENTÍSSIMO SENHOR DOUTOR JUIZ DE DIREITO DA 2ª VARA CÍVEL DA COMARCA DE JUNDIAÍ/SP",
      "",
      "AÇÃO REVISIONAL DE LOCAÇÃO",
      "",
      "MÁRCIO TEODORO LIMA, brasileiro, vem, respeitosamente, propor a presente ação em face de IMOBILIÁRIA PORTAL LTDA., pelos fatos a seguir. O contrato de locação firmado entre as partes prevê aluguel de R$ 5.000,00. Requer a revisão do aluguel. Dá-se à causa o valor de R$ 60.000,00. Termos em que pede deferimento.",
    ].join("\n");
    expect(typeOf(petition)).toBe("pleading");
    const motion = [
      "UNITED STATES DISTRICT COURT",
      "DISTRICT OF COLORADO",
      "MOTION TO ENFORCE SETTLEMENT AGREEMENT",
      "Plaintiff respectfully moves the Court to enforce the settlement agreement the parties signed on March 4, 2025, and respectfully requests an order directing Defendant to pay the settlement amount.",
    ].join("\n");
    expect(typeOf(motion, "en")).toBe("pleading");
    const ementa = [
      "TRIBUNAL DE JUSTIÇA DO ESTADO DE GOIÁS",
      "LOCAÇÃO. DESPEJO. FALTA DE PAGAMENTO. SENTENÇA MANTIDA.",
      "ACÓRDÃO",
      "Vistos, relatados e discutidos estes autos, acordam os Desembargadores, por unanimidade, em negar provimento ao recurso, nos termos do voto do Relator.",
    ].join("\n");
    expect(typeOf(ementa)).toBe("judicial_decision");
    const complaint = [
      "SUPERIOR COURT OF THE STATE OF CALIFORNIA",
      "COUNTY OF ALAMEDA",
      "RIVERA HOLDINGS LLC, Plaintiff, v. BAYVIEW TENANTS INC., Defendant.",
      "BREACH OF LEASE",
      "DECLARATORY RELIEF UNDER THE LEASE",
      "Plaintiff alleges as follows: Defendant failed to pay rent under the lease. WHEREFORE, Plaintiff prays for relief. JURY TRIAL DEMANDED.",
    ].join("\n");
    expect(typeOf(complaint, "en")).toBe("pleading");
    const procuracao =
      "PROCURAÇÃO POR INSTRUMENTO PARTICULAR\n\nOUTORGANTE: RENATO DIAS, brasileiro. OUTORGADO: Dr. PAULO REIS, OAB/MG 99.123, a quem confere poderes para assinar contrato de compra e venda de imóvel.";
    expect(typeOf(procuracao)).toBe("other");
    const certidao =
      "PODER JUDICIÁRIO\nCERTIDÃO\n\nCERTIFICO que o contrato de locação juntado às fls. 12 foi desentranhado. O referido é verdade e dou fé.";
    expect(typeOf(certidao)).toBe("other");
    const parecer =
      "PARECER JURÍDICO Nº 45/2025\n\nAssunto: minuta de contrato de prestação de serviços.\nOpina-se pela aprovação da minuta, com as ressalvas acima. É o parecer, s.m.j.";
    expect(typeOf(parecer)).toBe("other");
  });
});

describe("titles that name no contract", () => {
  it("does not take a termo de transação penal or a press release for a contract", () => {
    const transacao =
      "TERMO DE TRANSAÇÃO PENAL\n\nAos 4 de abril de 2025, no Juizado Especial Criminal de Sorocaba, o Ministério Público propôs ao autor do fato a prestação pecuniária de R$ 1.500,00, que foi aceita. HOMOLOGO a transação, para que produza seus efeitos. Intime-se.";
    expect(typeOf(transacao)).not.toBe("contract");
    const press =
      "PRESS RELEASE\n\nDated: May 2, 2025\nAmount: $40,000.00\nParties: Alder Properties LLC; Nine Pines Dental, P.C.\nThe companies announced a new office in Portland, Oregon.";
    expect(typeOf(press, "en")).not.toBe("contract");
  });
});

describe("the law a contract chooses", () => {
  it("takes 'interpreted in accordance with the laws of Brazil' as choosing Brazilian law, but not a duty to comply with them", () => {
    const chose =
      "SUPPLY AGREEMENT\nAcme Inc., a Delaware corporation, and Beta LLC agree as follows. Price: USD 90,000. This Agreement shall be interpreted in accordance with the laws of Brazil.";
    expect(detectJurisdiction(chose, "en").jurisdiction).toBe("brazil");
    const complies =
      "SUPPLY AGREEMENT\nAcme Inc., a Delaware corporation, and Beta LLC agree as follows. Price: USD 90,000. Beta shall label the goods in accordance with the laws of Brazil. This Agreement is governed by the laws of the State of New York.";
    expect(detectJurisdiction(complies, "en").jurisdiction).toBe("usa");
  });
});

describe("a shareholders' agreement read as a contract", () => {
  it("lists the shareholders who sign it as its parties", () => {
    const text = [
      "ACORDO DE ACIONISTAS DA LATICÍNIOS SERRANO S.A.",
      "",
      "Os signatários abaixo:",
      "",
      "SERRANO HOLDING S.A., CNPJ 11.222.333/0001-81, com sede em Poços de Caldas/MG, titular de 600.000 ações ordinárias;",
      "",
      "MINAS AGRO PARTICIPAÇÕES LTDA., CNPJ 11.444.777/0001-61, com sede em Varginha/MG, titular de 400.000 ações ordinárias;",
      "",
      "celebram o presente Acordo de Acionistas, nos termos do art. 118 da Lei nº 6.404/1976.",
      "Art. 1º Os Acionistas votarão em bloco nas Assembleias Gerais.",
    ].join("\n");
    const a = analyze(text);
    expect(a.documentType).toBe("contract");
    const names = a.parties.map((p) => p.name.toUpperCase());
    expect(names.some((n) => n.includes("SERRANO HOLDING"))).toBe(true);
    expect(names.some((n) => n.includes("MINAS AGRO PARTICIPAÇÕES"))).toBe(true);
  });

  it("does not take the denúncia that stops an automatic renewal for a termination for convenience", () => {
    const text =
      "ACORDO DE QUOTISTAS DA FERRAGENS LINS LTDA.\n\nAs partes têm entre si justo e contratado o seguinte.\n\nCláusula 7ª Este Acordo vigorará por 5 (cinco) anos, renovando-se automaticamente por iguais períodos, salvo denúncia por qualquer das partes com antecedência mínima de 6 (seis) meses.";
    const a = analyze(text);
    const types = a.keyFindings.filter((f) => f.value.includes("salvo denúncia")).map((f) => f.type);
    expect(types).toContain("notice_period_to_terminate_renewal");
    expect(types).not.toContain("termination_for_convenience");
  });
});
