import { type Procedure, step } from "./step.ts";

// Brazilian procedures. Periods in business days for civil and labour procedure (CPC art. 219; CLT art. 775) and
// in calendar days for criminal procedure (CPP art. 798).

const S = "S";
const E = "E";

export const BRAZIL_PROCEDURES: Procedure[] = [
  {
    id: "cpc_procedimento_comum",
    jurisdiction: "brazil",
    name: { pt: "Procedimento comum (CPC)", en: "Ordinary civil procedure (CPC)" },
    synonyms: [
      "procedimento comum",
      "acao ordinaria",
      "rito comum",
      "processo de conhecimento",
      "ordinary procedure",
      "civil lawsuit brazil",
    ],
    legalBasis: ["CPC, arts. 318 a 512", "CPC, arts. 1.009 e 1.003, § 5º"],
    steps: [
      step(S, "start", "Petição inicial", "Complaint", { basis: "CPC arts. 319-320" }),
      step("A", "decision", "Petição apta?", "Complaint in order?", { basis: "CPC art. 321" }),
      step("B", "step", "Emenda da inicial", "Amend the complaint", {
        deadline: ["15 dias úteis", "15 business days"],
        basis: "CPC art. 321",
      }),
      step(
        "C",
        "step",
        "Citação e audiência de conciliação ou mediação",
        "Service and conciliation or mediation hearing",
        {
          deadline: [
            "audiência com 30 dias de antecedência; citação 20 dias antes",
            "hearing set 30 days ahead; service 20 days before",
          ],
          basis: "CPC art. 334",
        },
      ),
      step("D", "step", "Contestação", "Answer", {
        deadline: ["15 dias úteis", "15 business days"],
        basis: "CPC art. 335",
      }),
      step("F", "decision", "Houve contestação?", "Did the defendant answer?", { basis: "CPC art. 344" }),
      step("G", "step", "Réplica", "Reply", {
        deadline: ["15 dias úteis", "15 business days"],
        basis: "CPC arts. 350-351",
      }),
      step(
        "H",
        "step",
        "Julgamento conforme o estado do processo ou saneamento",
        "Judgment on the pleadings or case management order",
        {
          deadline: ["esclarecimentos em 5 dias úteis", "clarifications within 5 business days"],
          basis: "CPC arts. 354-357",
        },
      ),
      step("I", "step", "Audiência de instrução e julgamento", "Evidentiary hearing", { basis: "CPC arts. 358-368" }),
      step("J", "step", "Sentença", "Judgment", {
        deadline: ["na audiência ou em 30 dias", "at the hearing or within 30 days"],
        basis: "CPC art. 366",
      }),
      step(E, "end", "Apelação", "Appeal", {
        deadline: [
          "15 dias úteis; embargos de declaração em 5 dias úteis",
          "15 business days; motion for clarification within 5 business days",
        ],
        basis: "CPC arts. 1.003 § 5º, 1.009, 1.023",
      }),
    ],
    edges: [
      [S, "A"],
      ["A", "B", "não", "no"],
      ["B", "A"],
      ["A", "C", "sim", "yes"],
      ["C", "D", "sem acordo", "no settlement"],
      ["D", "F"],
      ["F", "J", "revelia", "default"],
      ["F", "G", "sim", "yes"],
      ["G", "H"],
      ["H", "I", "há prova a produzir", "evidence needed"],
      ["H", "J", "julgamento antecipado", "early judgment"],
      ["I", "J"],
      ["J", E],
    ],
  },
  {
    id: "juizado_especial_civel",
    jurisdiction: "brazil",
    name: { pt: "Juizado Especial Cível", en: "Small claims court (Juizado Especial Cível)" },
    synonyms: ["juizado especial", "jec", "juizado de pequenas causas", "pequenas causas", "small claims", "lei 9.099"],
    legalBasis: ["Lei nº 9.099/1995, arts. 3º a 50"],
    steps: [
      step(S, "start", "Pedido escrito ou oral", "Written or oral claim", {
        deadline: ["causas até 40 salários mínimos", "claims up to 40 minimum wages"],
        basis: "Lei 9.099 arts. 3 e 14",
      }),
      step("A", "step", "Citação", "Service", { basis: "Lei 9.099 art. 18" }),
      step("B", "step", "Sessão de conciliação", "Conciliation session", { basis: "Lei 9.099 arts. 21-22" }),
      step("C", "decision", "Acordo?", "Settlement?"),
      step("D", "step", "Homologação do acordo", "Settlement approved", { basis: "Lei 9.099 art. 22 parágrafo único" }),
      step("F", "step", "Audiência de instrução e julgamento com contestação", "Hearing with the defence", {
        basis: "Lei 9.099 arts. 27-30",
      }),
      step("G", "step", "Sentença", "Judgment", { basis: "Lei 9.099 art. 38" }),
      step(E, "end", "Recurso inominado à Turma Recursal", "Appeal to the appellate panel", {
        deadline: ["10 dias; embargos de declaração em 5 dias", "10 days; motion for clarification within 5 days"],
        basis: "Lei 9.099 arts. 41-42 e 49",
      }),
    ],
    edges: [
      [S, "A"],
      ["A", "B"],
      ["B", "C"],
      ["C", "D", "sim", "yes"],
      ["C", "F", "não", "no"],
      ["F", "G"],
      ["G", E],
    ],
  },
  {
    id: "cumprimento_de_sentenca",
    jurisdiction: "brazil",
    name: {
      pt: "Cumprimento de sentença (quantia certa)",
      en: "Enforcement of a money judgment (cumprimento de sentença)",
    },
    synonyms: [
      "cumprimento de sentenca",
      "execucao de sentenca",
      "enforcement of judgment",
      "judgment enforcement brazil",
    ],
    legalBasis: ["CPC, arts. 513 a 527", "CPC, arts. 824 a 925"],
    steps: [
      step(
        S,
        "start",
        "Requerimento do exequente com demonstrativo do débito",
        "Creditor's request with a statement of the debt",
        { basis: "CPC arts. 523-524" },
      ),
      step("A", "step", "Intimação do executado para pagar", "Debtor summoned to pay", {
        deadline: ["15 dias úteis", "15 business days"],
        basis: "CPC art. 523",
      }),
      step("B", "decision", "Pagou?", "Paid?"),
      step(
        "C",
        "step",
        "Multa de 10% e honorários de 10%; penhora e avaliação",
        "10% fine and 10% fees; attachment and appraisal",
        { basis: "CPC art. 523 §§ 1º e 3º" },
      ),
      step("D", "step", "Impugnação ao cumprimento", "Debtor's objection", {
        deadline: [
          "15 dias úteis após o prazo de pagamento, sem penhora",
          "15 business days after the payment period, no attachment needed",
        ],
        basis: "CPC art. 525",
      }),
      step("F", "step", "Expropriação: adjudicação ou alienação", "Expropriation: award to creditor or sale", {
        basis: "CPC arts. 825, 876 e 879",
      }),
      step(E, "end", "Satisfação e extinção", "Satisfaction and closing", { basis: "CPC arts. 924 II e 925" }),
    ],
    edges: [
      [S, "A"],
      ["A", "B"],
      ["B", E, "sim", "yes"],
      ["B", "C", "não", "no"],
      ["C", "D"],
      ["D", "F", "rejeitada", "rejected"],
      ["F", E],
    ],
  },
  {
    id: "execucao_titulo_extrajudicial",
    jurisdiction: "brazil",
    name: {
      pt: "Execução de título extrajudicial",
      en: "Enforcement of an out-of-court instrument (execução de título extrajudicial)",
    },
    synonyms: [
      "execucao de titulo extrajudicial",
      "execucao extrajudicial",
      "acao de execucao",
      "titulo executivo",
      "enforcement of promissory note",
      "debt enforcement brazil",
    ],
    legalBasis: ["CPC, arts. 783-784 e 798", "CPC, arts. 827 a 925"],
    steps: [
      step(S, "start", "Petição inicial com o título executivo", "Complaint with the enforceable instrument", {
        basis: "CPC arts. 784 e 798",
      }),
      step("A", "step", "Citação para pagar", "Service with an order to pay", {
        deadline: ["3 dias; honorários de 10% caem à metade se pagar", "3 days; 10% fees halved if paid"],
        basis: "CPC arts. 827 § 1º e 829",
      }),
      step("B", "decision", "Pagou?", "Paid?"),
      step("C", "step", "Penhora e avaliação", "Attachment and appraisal", { basis: "CPC arts. 829 § 1º e 831" }),
      step("D", "step", "Embargos à execução ou parcelamento", "Defence (embargos) or instalment plan", {
        deadline: [
          "15 dias úteis da juntada do mandado; parcelamento com 30% de entrada e 6 parcelas",
          "15 business days from the filing of proof of service; 30% down and 6 instalments",
        ],
        basis: "CPC arts. 914-916",
      }),
      step("F", "step", "Expropriação: adjudicação ou alienação", "Expropriation: award to creditor or sale", {
        basis: "CPC arts. 876 e 879",
      }),
      step(E, "end", "Satisfação e extinção", "Satisfaction and closing", { basis: "CPC arts. 924 e 925" }),
    ],
    edges: [
      [S, "A"],
      ["A", "B"],
      ["B", E, "sim", "yes"],
      ["B", "C", "não", "no"],
      ["A", "D"],
      ["C", "F"],
      ["D", "F", "embargos rejeitados", "defence rejected"],
      ["F", E],
    ],
  },
  {
    id: "reclamacao_trabalhista",
    jurisdiction: "brazil",
    name: { pt: "Reclamação trabalhista (rito ordinário)", en: "Labour claim (reclamação trabalhista)" },
    synonyms: [
      "reclamacao trabalhista",
      "acao trabalhista",
      "processo do trabalho",
      "labor claim",
      "labour lawsuit",
      "employment claim brazil",
    ],
    legalBasis: ["CLT, arts. 840 a 852", "CLT, arts. 895 e 897-A"],
    steps: [
      step(S, "start", "Reclamação com pedidos certos e com valor", "Claim with specific, valued requests", {
        basis: "CLT art. 840 § 1º",
      }),
      step("A", "step", "Notificação do reclamado", "Notice to the employer", {
        deadline: ["audiência no mínimo 5 dias depois", "hearing at least 5 days later"],
        basis: "CLT art. 841",
      }),
      step("B", "step", "Audiência: primeira proposta de conciliação", "Hearing: first settlement proposal", {
        basis: "CLT art. 846",
      }),
      step("C", "decision", "Acordo?", "Settlement?"),
      step("D", "step", "Defesa, instrução e razões finais", "Defence, evidence and closing statements", {
        deadline: [
          "defesa em 20 minutos ou escrita no PJe; razões finais em 10 minutos",
          "defence in 20 minutes or in writing; 10-minute closing",
        ],
        basis: "CLT arts. 847-850",
      }),
      step("F", "step", "Segunda proposta de conciliação e sentença", "Second settlement proposal and judgment", {
        basis: "CLT arts. 850 e 831",
      }),
      step(E, "end", "Recurso ordinário ao TRT", "Ordinary appeal to the regional court", {
        deadline: [
          "8 dias úteis; embargos de declaração em 5 dias",
          "8 business days; motion for clarification within 5 days",
        ],
        basis: "CLT arts. 895 e 897-A",
      }),
    ],
    edges: [
      [S, "A"],
      ["A", "B"],
      ["B", "C"],
      ["C", E, "sim: termo de acordo", "yes: settlement record"],
      ["C", "D", "não", "no"],
      ["D", "F"],
      ["F", E],
    ],
  },
  {
    id: "mandado_de_seguranca",
    jurisdiction: "brazil",
    name: { pt: "Mandado de segurança", en: "Writ of mandamus (mandado de segurança)" },
    synonyms: ["mandado de seguranca", "ms", "writ of mandamus", "mandamus brazil", "lei 12.016"],
    legalBasis: ["Lei nº 12.016/2009", "Constituição Federal, art. 5º, LXIX"],
    steps: [
      step(S, "start", "Impetração", "Petition", {
        deadline: ["até 120 dias da ciência do ato", "within 120 days of notice of the act"],
        basis: "Lei 12.016 art. 23",
      }),
      step("A", "decision", "Pedido liminar?", "Injunction requested?", { basis: "Lei 12.016 art. 7º III" }),
      step(
        "B",
        "step",
        "Decisão sobre a liminar; cabe agravo de instrumento",
        "Ruling on the injunction; interlocutory appeal available",
        { basis: "Lei 12.016 art. 7º § 1º" },
      ),
      step(
        "C",
        "step",
        "Notificação da autoridade coatora para informações e ciência ao órgão de representação",
        "Notice to the authority to report and to its legal counsel",
        { deadline: ["10 dias", "10 days"], basis: "Lei 12.016 art. 7º I e II" },
      ),
      step("D", "step", "Parecer do Ministério Público", "Public prosecutor's opinion", {
        deadline: ["10 dias", "10 days"],
        basis: "Lei 12.016 art. 12",
      }),
      step("F", "step", "Sentença", "Judgment", {
        deadline: ["30 dias", "30 days"],
        basis: "Lei 12.016 art. 12 parágrafo único",
      }),
      step(E, "end", "Apelação; remessa necessária se concedida", "Appeal; mandatory review if granted", {
        deadline: ["15 dias úteis", "15 business days"],
        basis: "Lei 12.016 art. 14 e § 1º",
      }),
    ],
    edges: [
      [S, "A"],
      ["A", "B", "sim", "yes"],
      ["A", "C", "não", "no"],
      ["B", "C"],
      ["C", "D"],
      ["D", "F"],
      ["F", E],
    ],
  },
  {
    id: "acao_penal_comum",
    jurisdiction: "brazil",
    name: { pt: "Ação penal (procedimento comum ordinário)", en: "Criminal prosecution (ordinary procedure, CPP)" },
    synonyms: [
      "acao penal",
      "processo penal",
      "processo criminal",
      "procedimento ordinario cpp",
      "criminal case brazil",
      "criminal procedure",
    ],
    legalBasis: ["CPP, arts. 394 a 405", "CPP, arts. 593 e 600"],
    steps: [
      step(S, "start", "Inquérito policial", "Police investigation", {
        deadline: ["10 dias se preso; 30 dias se solto", "10 days if in custody; 30 if not"],
        basis: "CPP art. 10",
      }),
      step("A", "step", "Denúncia do Ministério Público", "Indictment by the prosecutor", {
        deadline: ["5 dias se preso; 15 dias se solto", "5 days if in custody; 15 if not"],
        basis: "CPP art. 46",
      }),
      step("B", "step", "Recebimento da denúncia e citação", "Indictment received and defendant served", {
        basis: "CPP art. 396",
      }),
      step("C", "step", "Resposta à acusação", "Written defence", {
        deadline: ["10 dias", "10 days"],
        basis: "CPP arts. 396 e 396-A",
      }),
      step("D", "decision", "Absolvição sumária?", "Summary acquittal?", { basis: "CPP art. 397" }),
      step("F", "step", "Audiência de instrução e julgamento", "Trial hearing", {
        deadline: ["em até 60 dias", "within 60 days"],
        basis: "CPP art. 400",
      }),
      step("G", "step", "Alegações finais orais ou memoriais", "Oral closing or written briefs", {
        deadline: [
          "20 minutos prorrogáveis por 10, ou memoriais em 5 dias",
          "20 minutes plus 10, or briefs within 5 days",
        ],
        basis: "CPP art. 403",
      }),
      step("H", "step", "Sentença", "Judgment", {
        deadline: ["na audiência ou em 10 dias após memoriais", "at the hearing or 10 days after briefs"],
        basis: "CPP art. 403 § 3º",
      }),
      step(E, "end", "Apelação", "Appeal", {
        deadline: [
          "5 dias; razões em 8 dias; embargos de declaração em 2 dias",
          "5 days; grounds within 8 days; clarification within 2 days",
        ],
        basis: "CPP arts. 593, 600 e 619",
      }),
    ],
    edges: [
      [S, "A"],
      ["A", "B"],
      ["B", "C"],
      ["C", "D"],
      ["D", E, "sim", "yes"],
      ["D", "F", "não", "no"],
      ["F", "G"],
      ["G", "H"],
      ["H", E],
    ],
  },
];
