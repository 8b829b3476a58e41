import { type Procedure, step } from "./step.ts";

// US federal procedures. Periods are calendar days counted under FRCP 6(a) / FRAP 26(a).

const S = "S";
const E = "E";

export const USA_PROCEDURES: Procedure[] = [
  {
    id: "us_federal_civil_action",
    jurisdiction: "usa",
    name: { pt: "Ação cível federal (EUA)", en: "Federal civil action" },
    synonyms: [
      "civil action",
      "federal lawsuit",
      "federal civil case",
      "frcp",
      "civil litigation",
      "acao civel federal",
      "processo civil americano",
    ],
    legalBasis: ["Federal Rules of Civil Procedure", "FRAP 4(a)"],
    steps: [
      step(S, "start", "Petição inicial (complaint)", "Complaint filed", { basis: "FRCP 3 and 8" }),
      step("A", "step", "Citação (service)", "Service of process", {
        deadline: ["em 90 dias do ajuizamento", "within 90 days of filing"],
        basis: "FRCP 4(m)",
      }),
      step("B", "decision", "Resposta ou moção para extinguir?", "Answer or motion to dismiss?", {
        deadline: ["21 dias da citação; 60 se houve waiver", "21 days after service; 60 after a waiver"],
        basis: "FRCP 12(a)",
      }),
      step("C", "step", "Decisão sobre a moção (Rule 12(b))", "Ruling on the Rule 12(b) motion", {
        basis: "FRCP 12(b)",
      }),
      step("D", "step", "Reunião das partes e plano de discovery", "Parties' conference and discovery plan", {
        deadline: [
          "ao menos 21 dias antes da scheduling conference",
          "at least 21 days before the scheduling conference",
        ],
        basis: "FRCP 26(f)",
      }),
      step("F", "step", "Scheduling order", "Scheduling order", {
        deadline: [
          "até 90 dias da citação ou 60 do comparecimento do réu",
          "within 90 days after service or 60 after appearance",
        ],
        basis: "FRCP 16(b)(2)",
      }),
      step("G", "step", "Discovery", "Discovery", { basis: "FRCP 26-37" }),
      step("H", "decision", "Summary judgment?", "Summary judgment?", {
        deadline: ["até 30 dias após o fim do discovery", "until 30 days after discovery closes"],
        basis: "FRCP 56(b)",
      }),
      step("I", "step", "Julgamento (trial)", "Trial", {
        deadline: ["pedido de júri em 14 dias da última peça", "jury demand within 14 days of the last pleading"],
        basis: "FRCP 38(b)",
      }),
      step("J", "step", "Sentença e moções pós-julgamento", "Judgment and post-trial motions", {
        deadline: ["moções em 28 dias", "motions within 28 days"],
        basis: "FRCP 50(b), 58, 59",
      }),
      step(E, "end", "Notice of appeal", "Notice of appeal", {
        deadline: ["30 dias; 60 se os EUA são parte", "30 days; 60 if the United States is a party"],
        basis: "FRAP 4(a)(1)",
      }),
    ],
    edges: [
      [S, "A"],
      ["A", "B"],
      ["B", "C", "moção", "motion"],
      ["C", "D", "negada", "denied"],
      ["C", "J", "concedida", "granted"],
      ["B", "D", "resposta", "answer"],
      ["D", "F"],
      ["F", "G"],
      ["G", "H"],
      ["H", "J", "concedido", "granted"],
      ["H", "I", "negado", "denied"],
      ["I", "J"],
      ["J", E],
    ],
  },
  {
    id: "us_circuit_appeal",
    jurisdiction: "usa",
    name: { pt: "Apelação a um Circuit Court (EUA)", en: "Appeal to a federal circuit court" },
    synonyms: [
      "appeal",
      "circuit appeal",
      "court of appeals",
      "federal appeal",
      "frap",
      "apelacao federal americana",
      "recurso ao circuit",
    ],
    legalBasis: ["28 U.S.C. § 1291", "Federal Rules of Appellate Procedure"],
    steps: [
      step(S, "start", "Sentença final da district court", "Final judgment of the district court", {
        basis: "28 U.S.C. § 1291",
      }),
      step("A", "step", "Notice of appeal", "Notice of appeal", {
        deadline: ["30 dias; 60 se os EUA são parte", "30 days; 60 if the United States is a party"],
        basis: "FRAP 3 and 4(a)(1)",
      }),
      step("B", "step", "Pedido de transcrição e formação do record", "Transcript order and record on appeal", {
        deadline: ["transcrição pedida em 14 dias", "transcript ordered within 14 days"],
        basis: "FRAP 10(b) and 11",
      }),
      step("C", "step", "Brief do apelante", "Appellant's brief", {
        deadline: ["40 dias após o record", "40 days after the record is filed"],
        basis: "FRAP 31(a)(1)",
      }),
      step("D", "step", "Brief do apelado", "Appellee's brief", {
        deadline: ["30 dias após o brief do apelante", "30 days after the appellant's brief"],
        basis: "FRAP 31(a)(1)",
      }),
      step("F", "step", "Reply brief", "Reply brief", {
        deadline: ["21 dias após o brief do apelado", "21 days after the appellee's brief"],
        basis: "FRAP 31(a)(1)",
      }),
      step("G", "step", "Sustentação oral ou julgamento sem sessão", "Oral argument or submission on the briefs", {
        basis: "FRAP 34",
      }),
      step("H", "step", "Acórdão (opinion) e judgment", "Opinion and judgment", { basis: "FRAP 36" }),
      step("I", "decision", "Petição de rehearing?", "Petition for rehearing?", {
        deadline: ["14 dias; 45 se os EUA são parte", "14 days; 45 if the United States is a party"],
        basis: "FRAP 40",
      }),
      step(E, "end", "Mandate; certiorari em 90 dias", "Mandate; certiorari within 90 days", {
        deadline: ["mandate 7 dias após o prazo do rehearing", "mandate 7 days after the rehearing period"],
        basis: "FRAP 41(b); Sup. Ct. R. 13",
      }),
    ],
    edges: [
      [S, "A"],
      ["A", "B"],
      ["B", "C"],
      ["C", "D"],
      ["D", "F"],
      ["F", "G"],
      ["G", "H"],
      ["H", "I"],
      ["I", E, "não ou negada", "no or denied"],
    ],
  },
  {
    id: "us_removal",
    jurisdiction: "usa",
    name: {
      pt: "Remoção de ação estadual para a justiça federal (removal)",
      en: "Removal from state to federal court",
    },
    synonyms: ["removal", "notice of removal", "remove to federal court", "remocao", "remand"],
    legalBasis: ["28 U.S.C. §§ 1441, 1446, 1447", "FRCP 81(c)"],
    steps: [
      step(S, "start", "Citação na ação estadual", "Service of the state-court complaint"),
      step("A", "decision", "Há jurisdição federal?", "Federal jurisdiction?", {
        basis: "28 U.S.C. §§ 1331, 1332, 1441",
      }),
      step("B", "step", "Notice of removal na district court", "Notice of removal in the district court", {
        deadline: [
          "30 dias da citação; diversidade até 1 ano do ajuizamento",
          "30 days after service; diversity no later than 1 year after commencement",
        ],
        basis: "28 U.S.C. § 1446(b) and (c)",
      }),
      step("C", "step", "Concordância dos réus citados", "Consent of all served defendants", {
        basis: "28 U.S.C. § 1446(b)(2)(A)",
      }),
      step(
        "D",
        "step",
        "Aviso às partes e cópia ao cartório estadual",
        "Notice to parties and copy to the state court",
        { deadline: ["prontamente", "promptly"], basis: "28 U.S.C. § 1446(d)" },
      ),
      step("F", "step", "Resposta na justiça federal", "Answer in federal court", {
        deadline: [
          "o maior entre 21 dias da citação e 7 dias da remoção",
          "the longest of 21 days after service or 7 days after removal",
        ],
        basis: "FRCP 81(c)(2)",
      }),
      step("G", "decision", "Moção de remand?", "Motion to remand?", {
        deadline: [
          "30 dias por vício de procedimento; falta de jurisdição a qualquer tempo",
          "30 days for procedural defects; lack of jurisdiction any time",
        ],
        basis: "28 U.S.C. § 1447(c)",
      }),
      step(
        E,
        "end",
        "Segue na justiça federal ou volta à estadual",
        "Case proceeds in federal court or returns to state court",
        { basis: "28 U.S.C. § 1447(d)" },
      ),
    ],
    edges: [
      [S, "A"],
      ["A", "B", "sim", "yes"],
      ["A", E, "não", "no"],
      ["B", "C"],
      ["C", "D"],
      ["D", "F"],
      ["F", "G"],
      ["G", E],
    ],
  },
];
