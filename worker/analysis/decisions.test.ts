import { describe, expect, it } from "vitest";
import { analyze, isJudicialDecision } from "./analyze.ts";
import { FIXTURES } from "./fixtures/documents.ts";

const fixture = (name: string) => {
  const f = FIXTURES.find((x) => x.name === name);
  if (!f) throw new Error(`fixture ${name} missing`);
  return f.text;
};

describe("judicial decision extraction", () => {
  it("extracts the dispositivo, financial orders and orientations of a sentença", () => {
    const a = analyze(fixture("sentença"));
    const d = a.judicialDecision;
    expect(isJudicialDecision(a)).toBe(true);
    expect(d?.decisionType).toBe("sentença — procedente");
    expect(d?.decisionSummary).toMatch(/^Ante o exposto, JULGO PROCEDENTE/);
    expect(d?.financialOrders.some((o) => o.includes("R$ 20.000,00"))).toBe(true);
    expect(d?.judgeOrders.some((o) => o.startsWith("Determino que o réu exclua"))).toBe(true);
    // The coercive fine is an amount, so it is listed once, under the financial orders (#19).
    expect(d?.financialOrders.some((o) => o.includes("sob pena de multa diária"))).toBe(true);
    expect(d?.conditions.some((o) => o.includes("sob pena de multa diária"))).toBe(false);
    expect(d?.deadlines.some((o) => o.includes("5 (cinco) dias"))).toBe(true);
    expect(d?.proceduralOrientations.some((o) => /Publique-se|Intimem-se/.test(o))).toBe(true);
  });

  it("offers apelação and embargos de declaração against a civil sentença", () => {
    const options = analyze(fixture("sentença")).judicialDecision?.appealOptions ?? [];
    expect(options.some((o) => o.startsWith("Apelação — 15 dias úteis") && o.includes("1.009"))).toBe(true);
    expect(options.some((o) => o.startsWith("Embargos de declaração — 5 dias úteis"))).toBe(true);
  });

  it("reads the outcome of an acórdão and offers the appeals to the superior courts", () => {
    const d = analyze(fixture("acórdão")).judicialDecision;
    expect(d?.decisionType).toBe("acórdão — recurso não provido");
    expect(d?.appealOptions.some((o) => o.startsWith("Recurso especial"))).toBe(true);
    expect(d?.appealOptions.some((o) => o.startsWith("Recurso extraordinário"))).toBe(true);
  });

  it("extracts the grant of urgent relief from a decisão interlocutória and offers agravo de instrumento", () => {
    const d = analyze(fixture("decisão interlocutória")).judicialDecision;
    expect(d?.decisionType).toBe("decisão interlocutória — deferido");
    expect(d?.judgeOrders.some((o) => o.includes("DEFIRO a tutela de urgência"))).toBe(true);
    expect(d?.proceduralOrientations.some((o) => o.startsWith("Cite-se"))).toBe(true);
    expect(d?.appealOptions[0]).toMatch(/^Agravo de instrumento — 15 dias úteis.*1\.015/);
  });

  it("offers recurso ordinário against a labour-court sentença", () => {
    const text =
      "SENTENÇA. Vistos. O reclamante JOSÉ LIMA ajuizou reclamação trabalhista em face da reclamada OMEGA LTDA. perante a 2ª Vara do Trabalho de Campinas. Ante o exposto, JULGO PARCIALMENTE PROCEDENTES os pedidos para condenar a reclamada ao pagamento de horas extras, nos termos do art. 59 da CLT. Intimem-se.";
    const d = analyze(text).judicialDecision;
    expect(d?.decisionType).toBe("sentença — parcialmente procedente");
    expect(d?.appealOptions[0]).toMatch(/^Recurso ordinário — 8 dias/);
  });

  it("extracts orders, payment and deadlines from a US opinion and order", () => {
    const a = analyze(fixture("opinion and order"));
    const d = a.judicialDecision;
    expect(d?.decisionType).toBe("opinion and order — granted in part, denied in part");
    expect(d?.judgeOrders.some((o) => o.startsWith("IT IS HEREBY ORDERED that Defendant shall answer"))).toBe(true);
    expect(d?.financialOrders.some((o) => o.includes("$12,500.00"))).toBe(true);
    expect(d?.deadlines.some((o) => o.includes("within 14 days of entry of this Order"))).toBe(true);
    expect(d?.proceduralOrientations.some((o) => o.startsWith("The Clerk of Court is directed"))).toBe(true);
    expect(d?.appealOptions.some((o) => o.includes("FRAP 4(a)(1)(A)") && o.includes("30 days"))).toBe(true);
    expect(d?.appealOptions.some((o) => o.includes("59(e)") && o.includes("28 days"))).toBe(true);
  });

  it("treats a short US order as interlocutory unless it closes the case", () => {
    const text =
      "ORDER. Plaintiff's motion to compel discovery is GRANTED. IT IS HEREBY ORDERED that Defendant shall produce the requested documents within 21 days. SO ORDERED.";
    const d = analyze(text).judicialDecision;
    expect(d?.judgeOrders.length).toBeGreaterThan(0);
    expect(d?.appealOptions[0]).toMatch(/1292\(b\)/);
  });

  it("returns no decision for a contract", () => {
    const a = analyze(fixture("NDA"));
    expect(a.judicialDecision).toBeNull();
    expect(isJudicialDecision(a)).toBe(false);
  });
});

describe("a labour sentence whose holding orders a payment within a period", () => {
  const text = `PODER JUDICIÁRIO
JUSTIÇA DO TRABALHO
4ª VARA DO TRABALHO DE CONTAGEM

SENTENÇA

III – DISPOSITIVO
Ante o exposto, JULGO PROCEDENTES EM PARTE os pedidos para condenar a reclamada a pagar ao reclamante horas extras, com reflexos, no valor de R$ 21.300,00, no prazo de 8 (oito) dias após o trânsito em julgado. Custas de R$ 426,00 pela reclamada.`;

  it("lists the payment under financial orders and its period under deadlines, not the holding as an orientation", () => {
    const d = analyze(text).judicialDecision;
    expect(d?.decisionSummary?.startsWith("Ante o exposto, JULGO PROCEDENTES EM PARTE")).toBe(true);
    expect(d?.financialOrders.some((o) => o.includes("R$ 21.300,00"))).toBe(true);
    expect(d?.deadlines.some((o) => o.startsWith("no prazo de 8 (oito) dias"))).toBe(true);
    expect(d?.proceduralOrientations.some((o) => o.includes("JULGO PROCEDENTES"))).toBe(false);
  });
});

describe("a court of appeals that affirms in part, reverses in part and remands", () => {
  const text = `IN THE UNITED STATES COURT OF APPEALS
FOR THE SEVENTH CIRCUIT

No. 23-2845

DELTA MECHANICAL SERVICES, INC.,
Plaintiff-Appellee,
v.
PRAIRIE STATE HOSPITAL AUTHORITY,
Defendant-Appellant.

Appeal from the United States District Court for the Central District of Illinois.

KIRSCH, Circuit Judge. A jury awarded Delta Mechanical Services $1,240,000 for unpaid work on a hospital wing.

We find no abuse of discretion in the evidentiary ruling. We therefore AFFIRM the judgment as to liability and damages, REVERSE the award of prejudgment interest, and REMAND for the district court to recalculate interest at the statutory rate. Each party shall bear its own costs on appeal.`;

  it("summarises the disposition and lists affirmance, reversal and remand as orders, costs as financial", () => {
    const d = analyze(text).judicialDecision;
    expect(d?.decisionSummary).toMatch(/^We therefore AFFIRM the judgment/);
    expect(d?.judgeOrders).toEqual([
      "We therefore AFFIRM the judgment as to liability and damages",
      "REVERSE the award of prejudgment interest",
      "REMAND for the district court to recalculate interest at the statutory rate.",
    ]);
    expect(d?.financialOrders).toEqual(["Each party shall bear its own costs on appeal."]);
  });
});
