import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";

// Tenth round of issue #19 (docs/decisions/025-held-out-evaluation.md, "Tenth round (25d)"): Portuguese decision
// fields and document type on forms dev lacked.

describe("Portuguese decisions and type, tenth round", () => {
  it("types a labour hearing's settlement minute as a decision and takes 'HOMOLOGO o acordo' as its summary", () => {
    // The holding comes after the heading zone, where "HOMOLOGO" weighs least: the hearing's own words must type it.
    const a = analyze(
      "PODER JUDICIÁRIO\nJUSTIÇA DO TRABALHO\n71ª VARA DO TRABALHO DE SÃO PAULO\n\nATA DE AUDIÊNCIA – TERMO DE CONCILIAÇÃO\n\nPROCESSO Nº 9974207-82.2023.5.02.0071\nRECLAMANTE: JOSIVALDO PEREIRA DA SILVA\nRECLAMADA: TRANSPORTADORA RODOVELOZ LTDA.\n\nAos 22 dias do mês de fevereiro de 2024, na sala de audiências desta Vara, sob a presidência da MM. Juíza do Trabalho Substituta LUCIANA DE ALMEIDA PRADO, foram apregoadas as partes. Presentes o reclamante, acompanhado de seu advogado, e a reclamada, representada por seu preposto.\n\nCONCILIAÇÃO: As partes celebram acordo nos seguintes termos: a reclamada pagará ao reclamante a importância líquida de R$ 32.000,00, em 4 (quatro) parcelas mensais de R$ 8.000,00, vencendo-se a primeira em 10.03.2024 e as demais no mesmo dia dos meses subsequentes, mediante depósito na conta do reclamante no Banco Bradesco S.A. Em caso de inadimplemento, incidirá multa de 50% sobre o saldo, com vencimento antecipado das parcelas vincendas.\n\nNatureza das verbas: 70% indenizatórias (férias indenizadas + 1/3 e multa de 40% do FGTS) e 30% salariais, para fins do art. 832, § 3º, da CLT. Recolhimentos previdenciários pela reclamada, a serem comprovados até 30/04/2024, sob pena de execução, com ciência à União (Procuradoria-Geral Federal).\n\nCom o cumprimento, o reclamante dá plena e geral quitação pelo objeto da inicial e pelo extinto contrato de trabalho, mantido de 03/05/2019 a 15/09/2023. Os honorários advocatícios serão suportados por cada parte em relação a seu patrono, e a reclamada fornecerá as guias do seguro-desemprego no prazo de 10 (dez) dias.\n\nHOMOLOGO o acordo para que produza seus efeitos legais.\n\nNada mais.",
    );
    expect(a.documentType).toBe("judicial_decision");
    expect(a.judicialDecision?.decisionSummary).toMatch(/HOMOLOGO o acordo/);
  });

  it("takes the chamber's 'acorda, em Turma, … em REJEITAR OS EMBARGOS' as an acórdão's summary", () => {
    const a = analyze(
      "TRIBUNAL DE JUSTIÇA DO ESTADO DE MINAS GERAIS\n\nEMBARGOS DE DECLARAÇÃO-CV Nº 1.0000.24.118452-7/002\nEmbargante: Construtora Alfa Ltda.\nEmbargado: Condomínio do Edifício Sol\n\nACÓRDÃO\n\nVistos etc., acorda, em Turma, a 11ª CÂMARA CÍVEL do Tribunal de Justiça do Estado de Minas Gerais, na conformidade da ata dos julgamentos, em REJEITAR OS EMBARGOS.\n\nVOTO\n\nTrata-se de embargos de declaração opostos contra o acórdão que negou provimento à apelação e manteve a condenação ao pagamento de R$ 412.800,00.\n\nREJEITO os embargos.",
    );
    expect(a.judicialDecision?.decisionSummary).toMatch(/REJEITAR OS EMBARGOS/);
  });

  it("types an intestate estate's petition a pleading, though it names heirs and 'sem deixar testamento'", () => {
    const a = analyze(
      "EXCELENTÍSSIMO SENHOR DOUTOR JUIZ DE DIREITO DA 2ª VARA DE FAMÍLIA E SUCESSÕES DA COMARCA DE GOIÂNIA – GO\n\nArrolamento sumário – Espólio de ANTÔNIO SOUZA LIMA\n\nMARIA SOUZA LIMA, inventariante, e os herdeiros CARLOS SOUZA LIMA e ANA SOUZA LIMA, vêm, por sua advogada, apresentar o PLANO DE PARTILHA amigável.\n\nO autor da herança faleceu sem deixar testamento. Aos herdeiros cabe a metade dos bens; à viúva meeira, a meação. Os herdeiros concordam.\n\nRequerem a homologação da partilha.",
    );
    expect(a.documentType).toBe("pleading");
  });

  it("lists a conviction's final penalty with its dias-multa as a financial order, its prison term as no deadline", () => {
    const jd = analyze(
      "PODER JUDICIÁRIO DO ESTADO DE MINAS GERAIS\nComarca de Belo Horizonte – 4ª Vara Criminal\n\nAutos nº 3481716-81.2024.8.13.0024\nAutor: Ministério Público do Estado de Minas Gerais\nRéu: Wesley Cardoso\n\nSENTENÇA\n\nA autoria e a materialidade estão provadas.\n\nAnte o exposto, JULGO PROCEDENTE a pretensão punitiva estatal para CONDENAR o réu como incurso no art. 157, § 2º, II, do Código Penal.\n\nNa terceira fase, aumento a pena em 1/3, tornando-a definitiva em 5 (cinco) anos e 4 (quatro) meses de reclusão e 13 (treze) dias-multa.\n\nFixo o regime inicial semiaberto.\n\nP.R.I.",
    ).judicialDecision;
    expect(jd?.financialOrders.some((s) => s.includes("13 (treze) dias-multa"))).toBe(true);
    expect(jd?.deadlines.some((s) => /cinco\) anos/.test(s))).toBe(false);
  });

  it("takes a rapporteur's 'nego seguimento ao recurso' as the decision's summary", () => {
    const jd = analyze(
      "SUPREMO TRIBUNAL FEDERAL\n\nRECURSO EXTRAORDINÁRIO COM AGRAVO 1.487.332 SÃO PAULO\n\nRELATOR : MIN. CRISTIANO ZANIN\nRECTE.(S) : MUNICÍPIO DE SÃO PAULO\nRECDO.(A/S) : ASSOCIAÇÃO DOS MORADORES DO JARDIM ÂNGELA\n\nDECISÃO: Trata-se de agravo contra decisão de inadmissão de recurso extraordinário.\n\nÉ o relatório. Decido.\n\nO acórdão recorrido está em consonância com a tese do Tema 548 da repercussão geral.\n\nAnte o exposto, nego seguimento ao recurso (art. 21, § 1º, do RISTF).\n\nPublique-se.",
    ).judicialDecision;
    expect(jd?.decisionSummary).toMatch(/nego seguimento ao recurso/);
  });

  it("lists a despacho's 'Manifeste-se o requerente, no prazo de 15 (quinze) dias' among its deadlines", () => {
    const jd = analyze(
      "TRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO\n32ª VARA CÍVEL\n\nDESPACHO\n\nProcesso Digital nº: 8629276-42.2024.8.26.0100\nRequerente: Condomínio Edifício Maison Jardins\nRequerido: Elevadores Paulista Ltda.\n\nVistos.\n\n1. Fixo o prazo de 30 (trinta) dias para a entrega do laudo.\n\n2. Manifeste-se o requerente, no prazo de 15 (quinze) dias, sobre os documentos juntados.\n\nIntimem-se.",
    ).judicialDecision;
    expect(jd?.deadlines.some((s) => s.includes("15 (quinze) dias"))).toBe(true);
  });

  it("takes 'ATRIBUO efeito suspensivo ao recurso' as an interlocutory appeal decision's summary, not 'Decido.'", () => {
    const jd = analyze(
      "TRIBUNAL DE JUSTIÇA DO ESTADO DO PARANÁ\n\nAGRAVO DE INSTRUMENTO Nº 6101811-40.2024.8.16.0000\nAGRAVANTE: CONSTRUTORA PINHEIRINHO LTDA.\nAGRAVADO: RODRIGO BELOTTO\n\nDECISÃO MONOCRÁTICA\n\nTrata-se de agravo de instrumento. É o relatório. Decido.\n\nPresentes a probabilidade do direito e o risco de dano.\n\nAnte o exposto, ATRIBUO efeito suspensivo ao recurso.\n\nIntime-se o agravado para contrarrazões no prazo de 15 (quinze) dias.",
    ).judicialDecision;
    expect(jd?.decisionSummary).toMatch(/ATRIBUO efeito suspensivo/);
  });

  it("takes 'DECRETO o divórcio', 'CONCEDO a ordem' and 'PRONUNCIO o réu' as holdings, not 'Fundamento e decido.'", () => {
    const mk = (holding: string) =>
      analyze(
        `PODER JUDICIÁRIO\nTRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO\n\nProcesso nº 1992635-28.2024.8.26.0224\nRequerente: Ana Paula Souza\nRequerido: Carlos Souza\n\nSENTENÇA\n\nVistos. É o relatório. Fundamento e decido.\n\nOs requisitos estão presentes.\n\nAnte o exposto, ${holding}\n\nP.R.I.C.`,
      ).judicialDecision?.decisionSummary;
    expect(mk("DECRETO o divórcio de ANA PAULA SOUZA e CARLOS SOUZA.")).toMatch(/DECRETO o divórcio/);
    expect(mk("CONCEDO a ordem de habeas corpus.")).toMatch(/CONCEDO a ordem/);
    expect(mk("PRONUNCIO o réu, para que seja submetido a julgamento pelo Tribunal do Júri.")).toMatch(/PRONUNCIO/);
  });
});
