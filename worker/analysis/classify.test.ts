import { describe, expect, it } from "vitest";
import { DOCUMENT_TYPES, JURISDICTIONS, LANGUAGES } from "../../common/vocabulary.ts";
import { analyze } from "./analyze.ts";
import { classifyDocument } from "./classify.ts";
import { FIXTURES } from "./fixtures/documents.ts";
import { detectLanguage } from "./language.ts";

describe("document classification", () => {
  for (const f of FIXTURES) {
    it(`classifies the ${f.name} as ${f.documentType} / ${f.subtype} (${f.language}, ${f.jurisdiction})`, () => {
      const a = analyze(f.text);
      expect(a.language).toBe(f.language);
      expect(a.jurisdiction).toBe(f.jurisdiction);
      expect(a.documentType).toBe(f.documentType);
      expect(a.subtype).toBe(f.subtype);
    });
  }

  it("returns only vocabulary values", () => {
    for (const f of FIXTURES) {
      const a = analyze(f.text);
      expect(LANGUAGES).toContain(a.language);
      expect(JURISDICTIONS).toContain(a.jurisdiction);
      expect(DOCUMENT_TYPES).toContain(a.documentType);
    }
  });

  it("reads a federal order that grants a motion as a decision, not as the motion it decides", () => {
    const order = [
      "UNITED STATES DISTRICT COURT",
      "DISTRICT OF OREGON",
      "",
      "NORTHWIND GROCERS INC., Plaintiff,",
      "v.",
      "CASCADE FREIGHT LLC, Defendant.",
      "",
      "Civil Action No. 24-1187",
      "",
      "ORDER",
      "",
      "THIS MATTER having come before the Court on Plaintiff's motion for a preliminary injunction and on Plaintiff's",
      "motion to expedite discovery;",
      "",
      "IT IS on this 12th day of March, 2025, ORDERED that Plaintiff's motion for a preliminary injunction is",
      "GRANTED; and it is further ORDERED that Defendant shall release the withheld shipments within 5 days.",
      "",
      "Helen R. Ostrowski",
      "United States District Judge",
    ].join("\n");
    expect(analyze(order).documentType).toBe("judicial_decision");
  });

  it("calls a text with no legal cues 'other' with low confidence", () => {
    const c = classifyDocument("Shopping list: apples, bread, milk.", "en");
    expect(c.documentType).toBe("other");
    expect(c.confidence).toBeLessThan(0.5);
  });

  it("follows the language hint when the text is too short to tell", () => {
    expect(detectLanguage("OK", "pt").language).toBe("pt");
  });
});

describe("confidence", () => {
  it("is lower for a truncated document than for the whole document", () => {
    for (const f of FIXTURES.slice(0, 4)) {
      expect(analyze(f.text.slice(0, 120)).confidence).toBeLessThan(analyze(f.text).confidence);
    }
  });
  it("drops with a poor OCR confidence hint", () => {
    const f = FIXTURES[0];
    if (!f) throw new Error("fixtures missing");
    expect(analyze(f.text, { ocrConfidence: 0.4 }).confidence).toBeLessThan(analyze(f.text).confidence);
  });
  it("drops when identifier check digits fail (a sign of OCR errors)", () => {
    const good =
      "Contrato entre as partes. CPF 529.982.247-25, CNPJ 11.222.333/0001-81. Cláusula primeira. O CONTRATANTE pagará.";
    const bad = good.replace("247-25", "247-52").replace("0001-81", "0001-18");
    expect(analyze(bad).confidenceFactors.entityValidation).toBeLessThan(
      analyze(good).confidenceFactors.entityValidation,
    );
  });
  it("is never above the weakest of the language, jurisdiction and document-type decisions", () => {
    for (const text of [...FIXTURES.map((f) => f.text), ...FIXTURES.map((f) => f.text.slice(0, 300))]) {
      const a = analyze(text);
      const { language, jurisdiction, classification } = a.confidenceFactors;
      expect(a.confidence).toBeLessThanOrEqual(Math.min(language, jurisdiction, classification) + 0.001);
    }
  });
  it("stays low for a clear English letter with no sign of what kind of document it is", () => {
    const text =
      "Dear Mr. Smith, thank you for your letter of last week. We have reviewed the points you raised with our team " +
      "and we would be happy to meet with you in New York next month to discuss them in more detail. Please let us " +
      "know which dates would suit you and we will arrange the meeting at our offices. It was a pleasure to work with " +
      "you on the last project and we look forward to the next one. Kind regards, Jane Doe";
    const a = analyze(text);
    expect(a.documentType).toBe("other");
    expect(a.confidenceFactors.language).toBeGreaterThan(0.8);
    // (0.63 before the cap, above documents that were right.)
    expect(a.confidence).toBeLessThan(0.5);
  });
  it("stays within 0 and 1", () => {
    for (const f of FIXTURES) {
      const c = analyze(f.text).confidence;
      expect(c).toBeGreaterThanOrEqual(0);
      expect(c).toBeLessThanOrEqual(1);
    }
  });

  it("reads a petition that quotes a sentence at length as a petition", () => {
    const c = classifyDocument(
      [
        "EXCELENTÍSSIMO SENHOR DOUTOR JUIZ DE DIREITO DA 2ª VARA CÍVEL DA COMARCA DE NATAL",
        "FULANA DE TAL, já qualificada, vem, respeitosamente, expor e requerer:",
        'A sentença assim dispôs: "Ante o exposto, JULGO PROCEDENTE o pedido e condeno o réu ao pagamento de R$ 5.000,00. Condeno o réu nas custas. P.R.I."',
        "Requer o cumprimento da sentença. Nestes termos, pede deferimento.",
      ].join("\n"),
      "pt",
    );
    expect(c.documentType).toBe("pleading");
  });

  it("calls a legal opinion (parecer) other, though it has an ementa and 'ante o exposto'", () => {
    const c = classifyDocument(
      [
        "PARECER Nº 7/2025",
        "EMENTA: LICITAÇÃO. DISPENSA. POSSIBILIDADE.",
        "Consulta a Secretaria sobre a dispensa de licitação. O art. 75 da Lei nº 14.133/2021 a admite.",
        "Ante o exposto, opina-se pela possibilidade da contratação direta. É o parecer, s.m.j.",
      ].join("\n"),
      "pt",
    );
    expect(c.documentType).toBe("other");
  });

  it("reads a state court's 'ORDER GRANTING …' with 'DONE AND ORDERED' as a decision despite the agreement it enforces", () => {
    const c = classifyDocument(
      [
        "IN THE CIRCUIT COURT OF THE NINTH JUDICIAL CIRCUIT IN AND FOR ORANGE COUNTY, FLORIDA",
        "ORDER GRANTING PLAINTIFF'S MOTION FOR TEMPORARY INJUNCTION",
        "The Employment Agreement between the parties contains a non-solicitation covenant governed by Florida law.",
        "ORDERED AND ADJUDGED that Defendant is enjoined from soliciting Plaintiff's clients.",
        "DONE AND ORDERED in Chambers at Orlando, Orange County, Florida.",
      ].join("\n"),
      "en",
    );
    expect(c.documentType).toBe("judicial_decision");
  });

  it("reads an Ohio appellate decision (assignments of error, JJ., concur) as a decision", () => {
    const c = classifyDocument(
      [
        "COURT OF APPEALS OF OHIO",
        "D E C I S I O N",
        "APPEAL from the Summit County Court of Common Pleas",
        "The appellant raises two assignments of error. Both are overruled.",
        "Judgment affirmed.",
        "CARR and SUTTON, JJ., concur.",
      ].join("\n"),
      "en",
    );
    expect(c.documentType).toBe("judicial_decision");
  });

  it("reads an appellant's brief that quotes the order appealed as a pleading", () => {
    const c = classifyDocument(
      [
        "IN THE UNITED STATES COURT OF APPEALS FOR THE TENTH CIRCUIT",
        "Appeal from the United States District Court for the District of Utah",
        "OPENING BRIEF OF APPELLANT",
        "STATEMENT OF THE CASE",
        'The district court dismissed the claims, ruling: "The motion is GRANTED and the complaint is dismissed with prejudice. IT IS SO ORDERED."',
        "The judgment should be reversed.",
        "Counsel for Appellant",
      ].join("\n"),
      "en",
    );
    expect(c.documentType).toBe("pleading");
  });

  it("calls an extrajudicial notice that reports an acórdão other", () => {
    const c = classifyDocument(
      [
        "NOTIFICAÇÃO EXTRAJUDICIAL",
        "Prezados Senhores,",
        "Notificamos que o acórdão que negou provimento à apelação transitou em julgado. Fica V. Sa. notificada a pagar R$ 10.000,00 no prazo de 10 dias.",
        "Atenciosamente,",
      ].join("\n"),
      "pt",
    );
    expect(c.documentType).toBe("other");
  });

  it("reads a notice of appeal that names the judgment appealed as a pleading", () => {
    const c = classifyDocument(
      [
        "UNITED STATES DISTRICT COURT",
        "NOTICE OF APPEAL",
        "Notice is hereby given that Plaintiff appeals to the United States Court of Appeals for the Sixth Circuit from the Final Judgment entered on May 2, 2025, which ordered that the complaint be dismissed.",
        "Respectfully submitted,",
      ].join("\n"),
      "en",
    );
    expect(c.documentType).toBe("pleading");
  });

  it("reads a state supreme court opinion with its syllabus as a decision", () => {
    const c = classifyDocument(
      [
        "IN THE SUPREME COURT OF THE STATE OF NEBRASKA",
        "SYLLABUS BY THE COURT",
        "A contract is construed as a whole.",
        "The opinion of the court was delivered by SMITH, J.:",
        "The judgment of the district court is reversed, and the cause is remanded with directions.",
      ].join("\n"),
      "en",
    );
    expect(c.documentType).toBe("judicial_decision");
  });
});

describe("a Brazilian petition addressed to the judge in the abbreviated form", () => {
  it("types a writ petition 'EXMO. SR. DR. JUIZ … vem, por meio de seus advogados, impetrar' as a pleading", () => {
    const c = classifyDocument(
      [
        "EXMO. SR. DR. JUIZ FEDERAL DA 2ª VARA FEDERAL DE SOROCABA/SP",
        "",
        "METALÚRGICA SERRANA LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81, vem, por meio de seus advogados, impetrar MANDADO DE SEGURANÇA contra ato do DELEGADO DA RECEITA FEDERAL EM SOROCABA.",
        "A autoridade negou a certidão embora os débitos estejam parcelados.",
      ].join("\n"),
      "pt",
    );
    expect(c.documentType).toBe("pleading");
  });

  it("types an estate's filing by its administrator as a pleading, not as a will, though it speaks of heirs", () => {
    const c = classifyDocument(
      [
        "EXMA. SRA. DRA. JUÍZA DE DIREITO DA 1ª VARA DE FAMÍLIA E SUCESSÕES DA COMARCA DE SANTOS – SP",
        "Ação de Inventário",
        "Autor da herança: JOSÉ ALVES (falecido em 2 de março de 2024)",
        "Herdeiros: ANA ALVES e PEDRO ALVES",
        "MARIA ALVES, viúva, nomeada inventariante, vem, por sua advogada, apresentar as primeiras declarações. O autor da herança deixou dois filhos, os herdeiros ANA ALVES e PEDRO ALVES, e não deixou testamento.",
      ].join("\n"),
      "pt",
    );
    expect(c.documentType).toBe("pleading");
  });
});
