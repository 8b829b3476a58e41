import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";

// Fourth round of issue #19 (docs/decisions/025-held-out-evaluation.md): each order, amount, deadline and appeal
// once and in the right list, on forms courts use that the earlier rounds did not read.

const decision = (lines: string[]) => analyze(lines.join("\n")).judicialDecision;

describe("decision panel, fourth round", () => {
  it("takes a state appellate decision's closing line as its disposition, not the opening paragraph's preview", () => {
    const d = decision([
      "COURT OF APPEALS OF OHIO",
      "SECOND APPELLATE DISTRICT",
      "D E C I S I O N",
      "APPEAL from the Montgomery County Court of Common Pleas",
      "{¶ 1} The appellant challenges a judgment for the appellee. For the reasons below, we affirm in part and reverse in part.",
      "{¶ 2} The first assignment of error is overruled. The second assignment of error is sustained.",
      "Judgment affirmed in part and reversed in part; cause remanded.",
      "TUCKER and LEWIS, JJ., concur.",
    ]);
    expect(d?.decisionSummary).toBe("Judgment affirmed in part and reversed in part; cause remanded.");
  });

  it("lists a judgment's costs and post-judgment interest as financial orders and its appeal notice only as an appeal", () => {
    const d = decision([
      "FINAL JUDGMENT",
      "ORDERED that judgment is entered in favor of Plaintiff in the amount of $250,000.00.",
      "FURTHER ORDERED that post-judgment interest shall accrue at the rate of 5.1% per annum under 28 U.S.C. § 1961.",
      "FURTHER ORDERED that Plaintiff is awarded its costs, to be taxed upon a bill of costs filed within 14 days of the entry of judgment.",
      "Any notice of appeal must be filed within 30 days after entry of this judgment.",
    ]);
    expect(d?.financialOrders.some((o) => o.includes("post-judgment interest shall accrue"))).toBe(true);
    expect(d?.financialOrders.some((o) => o.includes("awarded its costs"))).toBe(true);
    expect(d?.deadlines.some((o) => o.startsWith("within 14 days"))).toBe(true);
    expect(d?.judgeOrders.some((o) => o.includes("notice of appeal"))).toBe(false);
    expect(d?.appealOptions[0]).toBe("Any notice of appeal must be filed within 30 days after entry of this judgment.");
  });

  it("lists the items a labour sentence orders paid, and a duty it lays on the employer, in their lists", () => {
    const d = decision([
      "SENTENÇA",
      "Fundamentação. A jornada alegada na inicial prevalece.",
      "Ante o exposto, JULGO PROCEDENTES EM PARTE os pedidos para condenar a reclamada a pagar ao reclamante, conforme se apurar em liquidação:",
      "a) adicional noturno e reflexos em férias e FGTS;",
      "b) diferenças de vale-transporte.",
      "A reclamada deverá anotar a CTPS do reclamante, sob pena de anotação pela Secretaria.",
      "Intimem-se.",
    ]);
    expect(d?.financialOrders.some((o) => o.startsWith("a) adicional noturno"))).toBe(true);
    expect(d?.financialOrders.some((o) => o.startsWith("b) diferenças de vale-transporte"))).toBe(true);
    expect(d?.judgeOrders.some((o) => o.startsWith("A reclamada deverá anotar a CTPS"))).toBe(true);
    expect(d?.conditions).toContain("sob pena de anotação pela Secretaria.");
  });

  it("summarises a despacho by what it first orders and lists the act a party is summoned to do as an order", () => {
    const d = decision([
      "DESPACHO",
      "Recebo a inicial. Defiro o processamento do arrolamento e nomeio inventariante o requerente.",
      "Intime-se o inventariante para, no prazo de 15 (quinze) dias, juntar as certidões negativas fiscais.",
      "Cite-se a ré para contestar no prazo de 15 (quinze) dias.",
    ]);
    expect(d?.decisionSummary).toMatch(/^Defiro o processamento/);
    expect(d?.judgeOrders).toContain("juntar as certidões negativas fiscais.");
    expect(d?.judgeOrders.some((o) => o.startsWith("contestar"))).toBe(false);
    expect(d?.deadlines.filter((o) => o.includes("certidões")).length).toBe(1);
  });

  it("does not take the report of the case as an order, and reads a payment summons with its penalty and fallback", () => {
    const d = decision([
      "DECISÃO",
      "Trata-se de cumprimento de sentença dos honorários fixados no título, no valor de R$ 9.100,00.",
      "Intime-se a executada para pagar o débito no prazo de 15 (quinze) dias, sob pena de multa de 10% (art. 523, § 1º, do CPC).",
      "Não efetuado o pagamento, fica desde logo autorizada a penhora de ativos financeiros.",
    ]);
    expect(d?.decisionType).toBe("decisão interlocutória");
    expect(d?.decisionSummary).toMatch(/^Intime-se a executada para pagar/);
    expect(d?.judgeOrders.some((o) => o.startsWith("Trata-se"))).toBe(false);
    expect(d?.financialOrders.some((o) => o.startsWith("sob pena de multa de 10%"))).toBe(true);
    expect(d?.conditions).toContain("Não efetuado o pagamento");
    expect(d?.judgeOrders.some((o) => o.startsWith("fica desde logo autorizada a penhora"))).toBe(true);
  });

  it("completes a Florida 'ORDERED AND ADJUDGED:' with its first numbered item", () => {
    const d = decision([
      "ORDER ON DEFENDANT'S MOTION TO DISSOLVE INJUNCTION",
      "THIS CAUSE came before the Court on the Defendant's motion. It is therefore",
      "ORDERED AND ADJUDGED:",
      "1. The Motion is DENIED.",
      "2. Defendant shall file an answer within ten (10) days of the date of this Order.",
      "DONE AND ORDERED in Chambers at Tampa, Hillsborough County, Florida.",
    ]);
    expect(d?.decisionSummary).toMatch(/ORDERED AND ADJUDGED: 1\. The Motion is DENIED\.$/);
    expect(d?.deadlines.some((o) => o.startsWith("within ten (10) days"))).toBe(true);
  });

  it("reads a magistrate judge's report and recommendation: what it recommends, what it directs, and the objections", () => {
    const a = analyze(
      [
        "UNITED STATES DISTRICT COURT",
        "REPORT AND RECOMMENDATION",
        "This cause comes before the Court on Plaintiff's Motion for Default Judgment (Doc. 12).",
        "Accordingly, it is hereby RECOMMENDED:",
        "1. Plaintiff's Motion for Default Judgment (Doc. 12) be GRANTED.",
        "2. Plaintiff be directed to file a proposed final judgment within 7 days of the order adopting this report.",
        "A party has fourteen days from the date of service to file written objections. 28 U.S.C. § 636(b)(1).",
      ].join("\n"),
    );
    expect(a.documentType).toBe("judicial_decision");
    const d = a.judicialDecision;
    expect(d?.decisionSummary).toMatch(/be GRANTED\.$/);
    expect(d?.deadlines.some((o) => o.startsWith("within 7 days"))).toBe(true);
    expect(d?.appealOptions[0]).toMatch(/^A party has fourteen days/);
  });

  it("takes an appellate judgment's 'the judgment of the trial court is AFFIRMED' over the opinion's 'We affirm'", () => {
    const d = decision([
      "MEMORANDUM OPINION",
      "The appellant raises one issue. We overrule it and affirm the trial court's judgment.",
      "JUDGMENT",
      "In accordance with this Court's opinion of this date, the judgment of the trial court is AFFIRMED.",
      "It is ORDERED that appellee recover its costs of this appeal from appellant.",
    ]);
    expect(d?.decisionSummary).toMatch(/the judgment of the trial court is AFFIRMED\.$/);
  });

  it("takes an acórdão's collegiate 'negou-lhe provimento' over the rapporteur's 'nego-lhe provimento'", () => {
    const d = decision([
      "ACÓRDÃO",
      "CONCLUSÃO",
      "Conheço do recurso ordinário do reclamante e, no mérito, nego-lhe provimento.",
      "FUNDAMENTOS PELOS QUAIS,",
      "O Tribunal, pela sua Primeira Turma, por unanimidade, conheceu do recurso e, no mérito, negou-lhe provimento.",
    ]);
    expect(d?.decisionSummary).toMatch(/O Tribunal, pela sua Primeira Turma.*negou-lhe provimento\.$/);
  });

  it("lists the period of a filing an order permits as a deadline, not as an order", () => {
    const d = decision([
      "ORDER SETTING BRIEFING SCHEDULE",
      "Plaintiff shall file its response on or before June 2, 2025.",
      "Defendant may file a reply within 7 days of service of the response.",
    ]);
    expect(d?.deadlines.some((o) => o.startsWith("within 7 days"))).toBe(true);
    expect(d?.judgeOrders.some((o) => o.startsWith("Defendant may file"))).toBe(false);
  });

  it("keeps '(Doc. 14)' inside the holding and reads a bankruptcy order's bare '30 days after entry of this Order'", () => {
    const d = decision([
      "ORDER",
      "IT IS ORDERED that Defendant's Motion to Dismiss (Doc. 9) is GRANTED.",
      "IT IS FURTHER ORDERED that any claim arising from the rejection shall be filed on or before the later of (a) the bar date and (b) 30 days after entry of this Order.",
    ]);
    expect(d?.decisionSummary).toMatch(/Motion to Dismiss \(Doc\. 9\) is GRANTED/);
    expect(d?.deadlines.some((o) => o.startsWith("30 days after entry of this Order"))).toBe(true);
  });

  it("lists a support order's continuing payments as financial and the service of the order as an orientation", () => {
    const d = decision([
      "ORDER",
      "IT IS on this 2nd day of June, 2025, ORDERED as follows:",
      "1. Defendant shall continue to pay the car loan and the children's tuition.",
      "2. A copy of this Order shall be served upon all counsel within seven (7) days.",
    ]);
    expect(d?.financialOrders.some((o) => o.includes("continue to pay the car loan"))).toBe(true);
    expect(d?.proceduralOrientations.some((o) => o.includes("copy of this Order shall be served"))).toBe(true);
  });

  it("splits embargos de declaração accepted 'para sanar a omissão e fixar' the interest into holding and payment", () => {
    const d = decision([
      "DECISÃO",
      "Isto posto, CONHEÇO dos embargos de declaração e os ACOLHO, para sanar a omissão e fixar que os juros de mora de 1% ao mês incidem desde a citação.",
      "Reabra-se o prazo recursal.",
      "Notifique-se a autoridade coatora.",
    ]);
    expect(d?.financialOrders.some((o) => o.startsWith("para sanar a omissão e fixar que os juros"))).toBe(true);
    expect(d?.proceduralOrientations).toEqual(["Reabra-se o prazo recursal.", "Notifique-se a autoridade coatora."]);
  });

  it("reads a criminal judgment: the prison term as the holding, release and surrender as orders, the surrender date", () => {
    const d = decision([
      "JUDGMENT IN A CRIMINAL CASE",
      "The defendant pleaded guilty to Count 2 of the Indictment.",
      "The defendant is hereby committed to the custody of the Bureau of Prisons to be imprisoned for a total term of 18 months.",
      "Upon release from imprisonment, the defendant shall be on supervised release for a term of two years.",
      "The defendant shall surrender for service of sentence before 12 p.m. on March 3, 2025.",
    ]);
    expect(d?.decisionSummary).toMatch(/imprisoned for a total term of 18 months/);
    expect(d?.judgeOrders.some((o) => o.includes("supervised release for a term of two years"))).toBe(true);
    expect(d?.deadlines.some((o) => o.includes("March 3, 2025"))).toBe(true);
  });

  it("reads a sentença criminal's substitution of the penalty as an order and the right to appeal at liberty as an appeal", () => {
    const d = decision([
      "SENTENÇA",
      "Ante o exposto, JULGO PROCEDENTE a denúncia para condenar o réu à pena de 1 (um) ano de reclusão, em regime aberto.",
      "Substituo a pena privativa de liberdade por prestação de serviços à comunidade.",
      "Concedo ao réu o direito de recorrer em liberdade.",
    ]);
    expect(d?.judgeOrders.some((o) => o.startsWith("Substituo a pena"))).toBe(true);
    expect(d?.judgeOrders.some((o) => o.includes("recorrer em liberdade"))).toBe(false);
    expect(d?.appealOptions[0]).toBe("Concedo ao réu o direito de recorrer em liberdade.");
  });

  it("summarises a decisão de saneamento by 'declaro saneado' and lists the period the parties are given", () => {
    const d = decision([
      "DECISÃO DE SANEAMENTO",
      "Presentes os pressupostos processuais, declaro saneado o processo (art. 357 do CPC).",
      "Defiro a produção de prova testemunhal.",
      "Faculto às partes a apresentação do rol de testemunhas no prazo de 15 (quinze) dias.",
    ]);
    expect(d?.decisionSummary).toMatch(/declaro saneado o processo/);
    expect(d?.deadlines.some((o) => o.startsWith("no prazo de 15 (quinze) dias"))).toBe(true);
  });

  it("lists provisional maintenance as a financial order and the letter to the employer as an orientation", () => {
    const d = decision([
      "DECISÃO",
      "Fixo alimentos provisórios em 20% dos rendimentos líquidos do réu, a serem descontados em folha de pagamento.",
      "Oficie-se ao empregador para o desconto.",
    ]);
    expect(d?.financialOrders.some((o) => o.startsWith("Fixo alimentos provisórios em 20%"))).toBe(true);
    expect(d?.proceduralOrientations).toContain("Oficie-se ao empregador para o desconto.");
  });

  it("lists suspended fees as a condition, a clerk's money judgment as financial, and 'Moving party to give notice'", () => {
    const pt = decision([
      "SENTENÇA",
      "Ante o exposto, JULGO IMPROCEDENTE o pedido.",
      "Condeno a autora ao pagamento de honorários de 10% do valor da causa, cuja exigibilidade fica suspensa (art. 98, § 3º, do CPC).",
    ]);
    expect(pt?.conditions.some((o) => o.startsWith("cuja exigibilidade fica suspensa"))).toBe(true);
    const en = decision([
      "ORDER",
      "Plaintiff's motion for default judgment is GRANTED.",
      "The Clerk of Court is directed to enter judgment against Defendant in the amount of $12,400.00, and to close this case.",
      "Moving party to give notice.",
    ]);
    expect(en?.financialOrders.some((o) => o.includes("$12,400.00"))).toBe(true);
    expect(en?.proceduralOrientations).toContain("Moving party to give notice.");
  });

  it("lists what follows a party's failure to comply as a condition, not as an order", () => {
    const d = decision([
      "ORDER",
      "IT IS ORDERED that the Motion to Dismiss is GRANTED and the complaint is DISMISSED without prejudice.",
      "Plaintiff may file an amended complaint on or before May 1, 2025. If Plaintiff fails to do so, this action will be dismissed with prejudice.",
    ]);
    expect(d?.conditions.some((o) => o.startsWith("If Plaintiff fails to do so"))).toBe(true);
    expect(d?.judgeOrders.some((o) => o.startsWith("If Plaintiff fails"))).toBe(false);
  });

  it("reads a labour summons 'para que, no prazo de 48 horas, pague ou garanta a execução' as an order with its period", () => {
    const d = decision([
      "DECISÃO",
      "HOMOLOGO os cálculos de liquidação, fixando o crédito do exequente em R$ 20.000,00.",
      "Cite-se a executada para que, no prazo de 48 (quarenta e oito) horas, pague ou garanta a execução, sob pena de penhora.",
      "Designe-se audiência de conciliação.",
    ]);
    expect(d?.judgeOrders.some((o) => o.startsWith("pague ou garanta a execução"))).toBe(true);
    expect(d?.deadlines.some((o) => o.startsWith("no prazo de 48 (quarenta e oito) horas"))).toBe(true);
    expect(d?.proceduralOrientations).toContain("Designe-se audiência de conciliação.");
  });
});
