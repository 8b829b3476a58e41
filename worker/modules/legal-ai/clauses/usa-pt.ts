import type { ClauseSet } from "./library.ts";
import { DAYS, MONEY, MONTHS, PERCENT, PLACE, STATE } from "./patterns.ts";

// Direito dos Estados Unidos, em português (para clientes brasileiros de contratos regidos por lei americana).
// As citações são às normas americanas; contratos são matéria de lei estadual.

const PARTES = [
  { key: "PARTE_1", label: "Primeira parte (nome)" },
  { key: "PARTE_2", label: "Segunda parte (nome)" },
];

export const USA_PT: ClauseSet = {
  termination: {
    title: "Cláusula — Rescisão (Termination)",
    paragraphs: [
      "1. Rescisão por conveniência. [PARTE_1] ou [PARTE_2] poderá rescindir este Contrato por qualquer motivo, mediante aviso escrito à outra parte com antecedência mínima de [AVISO_DIAS] dias.",
      "2. Rescisão por justa causa. Qualquer das partes poderá rescindir este Contrato mediante aviso escrito se a outra descumprir materialmente suas obrigações e não sanar o descumprimento em [PRAZO_CURA] dias após receber aviso escrito que o descreva com detalhes razoáveis.",
      "3. Rescisão imediata. Qualquer das partes poderá rescindir este Contrato de imediato, mediante aviso escrito, se a outra se tornar insolvente, fizer cessão geral em benefício de credores ou for parte de processo falimentar não extinto em 60 dias.",
      "4. Efeitos. A rescisão não afeta direitos e obrigações constituídos antes da data de rescisão. Sobrevivem as disposições sobre pagamento, confidencialidade, limitação de responsabilidade e lei aplicável. Cada parte devolverá ou destruirá os bens da outra em [PRAZO_DEVOLUCAO] dias.",
    ],
    legalBasis: [
      {
        citation: "Restatement (Second) of Contracts §§ 237 e 241",
        note: "O descumprimento material libera a outra parte; critérios de materialidade.",
      },
      {
        citation: "U.C.C. § 2-309(3)",
        note: "Na venda de mercadorias, a rescisão fora de evento pactuado exige aviso razoável.",
      },
    ],
    placeholders: [
      ...PARTES,
      { key: "AVISO_DIAS", label: "Aviso para rescisão por conveniência (dias)", pattern: DAYS },
      { key: "PRAZO_CURA", label: "Prazo para sanar o descumprimento (dias)", pattern: DAYS },
      { key: "PRAZO_DEVOLUCAO", label: "Prazo para devolução de bens (dias)", pattern: DAYS },
    ],
    notes: ["Franquias e distribuição têm leis estaduais que limitam a rescisão (justa causa, aviso)."],
  },
  confidentiality: {
    title: "Cláusula — Confidencialidade",
    paragraphs: [
      '1. Informações Confidenciais. [PARTE_1] e [PARTE_2] (cada uma, como "Receptora") manterão em sigilo todas as informações comerciais, técnicas e financeiras não públicas reveladas pela outra parte (a "Reveladora") que estejam marcadas como confidenciais ou que razoavelmente devam ser entendidas como tais, usando-as apenas para executar este Contrato.',
      "2. Exclusões. Não são Informações Confidenciais as que (a) são ou se tornarem públicas sem culpa da Receptora; (b) a Receptora já conhecia sem restrição antes da revelação; (c) forem recebidas legitimamente de terceiro sem dever de sigilo; ou (d) forem desenvolvidas de forma independente. A Receptora poderá revelar o que a lei ou ordem judicial exigir, avisando prontamente a Reveladora quando lícito.",
      "3. Duração. Essas obrigações perduram por [PRAZO_SIGILO] meses após o término deste Contrato e, quanto a segredos comerciais, enquanto assim forem protegidos pela lei aplicável.",
      "4. Remédios. O uso ou a revelação não autorizados podem causar dano irreparável; a Reveladora poderá pedir medida liminar (injunction), além de qualquer outro remédio, inclusive com base no Defend Trade Secrets Act, 18 U.S.C. § 1836.",
      "5. Aviso de imunidade do denunciante. Nos termos do 18 U.S.C. § 1833(b), a pessoa física não responde, sob lei federal ou estadual de segredos comerciais, pela revelação sigilosa de segredo comercial a autoridade pública ou a advogado exclusivamente para denunciar ou investigar suspeita de violação da lei, ou em petição apresentada sob sigilo em processo judicial.",
    ],
    legalBasis: [
      {
        citation: "Defend Trade Secrets Act, 18 U.S.C. § 1836",
        note: "Ação civil federal por apropriação de segredo comercial, com liminares.",
      },
      {
        citation: "18 U.S.C. § 1833(b)",
        note: "Sem o aviso de imunidade, o empregador não obtém danos exemplares nem honorários contra empregado.",
      },
      {
        citation: "Uniform Trade Secrets Act (na versão do estado aplicável)",
        note: "Lei estadual de segredos comerciais, adotada por quase todos os estados.",
      },
    ],
    placeholders: [...PARTES, { key: "PRAZO_SIGILO", label: "Sigilo após o término (meses)", pattern: MONTHS }],
    notes: ["O parágrafo 5 importa quando uma das partes é pessoa física (empregado, prestador ou consultor)."],
  },
  penalties: {
    title: "Cláusula — Indenização prefixada (Liquidated damages)",
    paragraphs: [
      "1. Indenização prefixada. Se [PARTE_2] deixar de [OBRIGACAO] na data exigida, pagará a [PARTE_1] indenização prefixada de [VALOR_DIARIO] por dia de atraso, limitada a [PERCENTUAL_TETO]% do preço do contrato.",
      "2. Estimativa razoável. As partes reconhecem que os danos do atraso seriam de difícil apuração e que o valor acima é estimativa razoável do prejuízo previsível na data da contratação, e não uma pena.",
      "3. Remédio exclusivo pelo atraso. A indenização prefixada é o único remédio pecuniário de [PARTE_1] pelo atraso que cobre, sem prejuízo do direito de rescindir por justa causa.",
    ],
    legalBasis: [
      {
        citation: "Restatement (Second) of Contracts § 356",
        note: "Só vale se razoável diante do dano previsto ou real; cláusula com caráter de pena é inexigível.",
      },
      { citation: "U.C.C. § 2-718(1)", note: "O mesmo critério para a venda de mercadorias." },
      {
        citation: "Cal. Civ. Code § 1671(b)",
        note: "Califórnia: válida salvo se desarrazoada nas circunstâncias da contratação.",
      },
    ],
    placeholders: [
      ...PARTES,
      { key: "OBRIGACAO", label: "Obrigação cujo atraso é coberto" },
      { key: "VALOR_DIARIO", label: "Valor por dia de atraso", pattern: MONEY },
      { key: "PERCENTUAL_TETO", label: "Teto (% do preço do contrato)", pattern: PERCENT },
    ],
    notes: [
      "Nos EUA não há redução judicial como no art. 413 do Código Civil: a cláusula que pune é simplesmente afastada. Documente por que o valor estima o dano.",
    ],
  },
  non_compete: {
    title: "Cláusula — Não concorrência (Non-competition)",
    paragraphs: [
      "1. Obrigação. Durante a vigência deste Contrato e por [PRAZO_MESES] meses após o seu término, [PARTE_2] não exercerá, possuirá, administrará nem prestará serviços, em [TERRITORIO], a negócio que concorra com [PARTE_1] em [ATIVIDADE].",
      "2. Interesse legítimo. As partes reconhecem que esta obrigação protege segredos comerciais, informações confidenciais e a clientela de [PARTE_1], e que seu prazo, território e objeto não excedem o necessário para protegê-los.",
      "3. Adequação. Se um tribunal considerar alguma restrição desarrazoada, as partes pedem que a ajuste ao máximo exigível segundo a lei de [ESTADO_APLICAVEL], em vez de anulá-la.",
    ],
    legalBasis: [
      {
        citation: "Cal. Bus. & Prof. Code §§ 16600, 16600.5",
        note: "A Califórnia anula cláusulas de não concorrência, onde quer que assinadas; exceções na venda de negócio (§§ 16601–16602.5).",
      },
      {
        citation: "Minn. Stat. § 181.988; N.D. Cent. Code § 9-08-06; Okla. Stat. tit. 15, § 219A",
        note: "Minnesota, Dakota do Norte e Oklahoma também vedam a não concorrência de empregados.",
      },
      {
        citation: "Restatement (Second) of Contracts § 188",
        note: "Nos demais estados: válida se não exceder o necessário a um interesse legítimo nem for excessivamente onerosa.",
      },
      {
        citation: "Fla. Stat. § 542.335",
        note: "Exemplo de lei estadual que admite restrições razoáveis, com presunções sobre o prazo.",
      },
    ],
    placeholders: [
      ...PARTES,
      { key: "PRAZO_MESES", label: "Restrição após o término (meses)", pattern: MONTHS },
      { key: "TERRITORIO", label: "Território", pattern: PLACE },
      { key: "ATIVIDADE", label: "Atividade concorrente" },
      { key: "ESTADO_APLICAVEL", label: "Estado cuja lei rege o contrato", pattern: STATE },
    ],
    notes: [
      "A regra da FTC de 2024 que proibia a maioria das cláusulas de não concorrência foi anulada em Ryan LLC v. FTC (N.D. Tex. 2024) e não está em vigor; vale a lei estadual.",
      "Vários estados vedam a cláusula para trabalhadores de baixa renda ou certas profissões: verifique o estado aplicável.",
    ],
    barredIn: {
      states: ["CA", "MN", "ND", "OK"],
      paragraphs: [
        "1. Sem restrição pós-contratual. Nada neste Contrato impede [PARTE_2] de exercer profissão, comércio ou atividade lícita após o seu término; restrição desse tipo seria nula pela lei do estado aplicável.",
        "2. Proteção de segredos comerciais. [PARTE_2] não usará nem revelará segredos comerciais ou informações confidenciais de [PARTE_1], durante ou após este Contrato, inclusive para aliciar clientes ou empregados de [PARTE_1].",
        "3. Devolução de informações. No término, [PARTE_2] devolverá ou destruirá todas as informações confidenciais de [PARTE_1] e declarará por escrito que o fez.",
      ],
      notes: [
        "O estado aplicável anula a não concorrência: esta versão protege apenas segredos comerciais e informações confidenciais (ex.: Califórnia, Bus. & Prof. Code §§ 16600, 16600.5; o § 16600.1 exigiu aviso aos empregados afetados).",
      ],
    },
  },
  other: {
    title: "Cláusula — Lei aplicável e solução de controvérsias",
    paragraphs: [
      "1. Lei aplicável. Este Contrato é regido pelas leis do Estado de [ESTADO_APLICAVEL], sem aplicação de suas regras de conflito de leis.",
      "2. Negociação. As partes tentarão primeiro resolver qualquer controvérsia por negociação de boa-fé entre representantes seniores durante [PRAZO_NEGOCIACAO] dias após aviso escrito da controvérsia.",
      "3. Foro. Controvérsia não resolvida será proposta exclusivamente nos tribunais estaduais ou federais situados em [FORO], e cada parte aceita a jurisdição pessoal desses tribunais.",
      "4. Arbitragem (opcional). Se as partes assim optarem, as controvérsias serão resolvidas definitivamente por arbitragem vinculante administrada por [CAMARA_ARBITRAL], segundo suas regras; a sentença arbitral poderá ser executada em qualquer tribunal competente.",
      "5. Renúncia ao júri. Na medida permitida em lei, cada parte renuncia ao julgamento por júri em qualquer processo oriundo deste Contrato.",
    ],
    legalBasis: [
      {
        citation: "Federal Arbitration Act, 9 U.S.C. § 2",
        note: "Convenção de arbitragem escrita é válida, irrevogável e exigível.",
      },
      {
        citation: "Atlantic Marine Constr. Co. v. U.S. Dist. Court, 571 U.S. 49 (2013)",
        note: "Cláusula de eleição de foro válida é cumprida por transferência ou extinção.",
      },
      {
        citation: "Restatement (Second) of Conflict of Laws § 187",
        note: "A escolha de lei pelas partes é respeitada dentro de limites.",
      },
    ],
    placeholders: [
      ...PARTES,
      { key: "ESTADO_APLICAVEL", label: "Estado cuja lei rege o contrato", pattern: STATE },
      { key: "PRAZO_NEGOCIACAO", label: "Prazo de negociação (dias)", pattern: DAYS },
      { key: "FORO", label: "Foro (condado e estado)", pattern: PLACE },
      { key: "CAMARA_ARBITRAL", label: "Instituição arbitral (AAA, JAMS…)" },
    ],
    notes: [
      "A renúncia prévia ao júri não vale na Califórnia nem na Geórgia; use arbitragem ou judicial reference nesses estados.",
    ],
  },
};
