import type { ClauseSet } from "./library.ts";
import { DAYS, MONEY, MONTHS, PERCENT, PLACE } from "./patterns.ts";

// Direito brasileiro, em português. Cada cláusula cita apenas a base legal listada em legalBasis.

const PARTES = [
  { key: "PARTE_1", label: "Primeira parte (nome e qualificação)" },
  { key: "PARTE_2", label: "Segunda parte (nome e qualificação)" },
];

export const BRAZIL_PT: ClauseSet = {
  termination: {
    title: "Cláusula — Rescisão",
    paragraphs: [
      "1. Resilição imotivada. Qualquer das partes, [PARTE_1] ou [PARTE_2], poderá resilir este contrato, sem justa causa, mediante notificação escrita à outra com antecedência mínima de [AVISO_DIAS] dias, nos termos do art. 473 do Código Civil.",
      "2. Investimentos consideráveis. Se uma das partes houver feito investimentos consideráveis para a execução deste contrato, a resilição unilateral só produzirá efeitos depois de transcorrido prazo compatível com a natureza e o vulto desses investimentos (art. 473, parágrafo único, do Código Civil).",
      "3. Resolução por inadimplemento. Constitui cláusula resolutiva expressa o descumprimento de qualquer obrigação deste contrato não sanado em [PRAZO_CURA] dias contados do recebimento de notificação escrita que o descreva; decorrido esse prazo, a parte inocente poderá dar o contrato por resolvido de pleno direito, sem prejuízo das perdas e danos (arts. 474 e 475 do Código Civil).",
      "4. Efeitos. A extinção do contrato não afasta as obrigações vencidas, os deveres de confidencialidade e as demais disposições que, por sua natureza, devam subsistir; cada parte devolverá à outra, em [PRAZO_DEVOLUCAO] dias, os bens e documentos que lhe pertençam.",
    ],
    legalBasis: [
      {
        citation: "Código Civil, art. 473 e parágrafo único",
        note: "Resilição unilateral por denúncia notificada; prazo compatível com investimentos consideráveis.",
      },
      { citation: "Código Civil, art. 474", note: "A cláusula resolutiva expressa opera de pleno direito." },
      {
        citation: "Código Civil, art. 475",
        note: "A parte lesada pelo inadimplemento pode pedir a resolução, com perdas e danos.",
      },
    ],
    placeholders: [
      ...PARTES,
      { key: "AVISO_DIAS", label: "Antecedência do aviso de resilição (dias)", pattern: DAYS },
      { key: "PRAZO_CURA", label: "Prazo para sanar o inadimplemento (dias)", pattern: DAYS },
      { key: "PRAZO_DEVOLUCAO", label: "Prazo para devolução de bens e documentos (dias)", pattern: DAYS },
    ],
    notes: [
      "Em contratos de consumo, cláusulas que autorizem só o fornecedor a rescindir unilateralmente são nulas (CDC, art. 51, XI); revise se houver consumidor.",
    ],
  },
  confidentiality: {
    title: "Cláusula — Confidencialidade",
    paragraphs: [
      "1. Informações confidenciais. [PARTE_1] e [PARTE_2] manterão em sigilo todas as informações técnicas, comerciais, financeiras e estratégicas a que tiverem acesso em razão deste contrato, identificadas como confidenciais ou que, por sua natureza, devam ser assim tratadas, usando-as exclusivamente para a execução do contrato.",
      "2. Exceções. Não são confidenciais as informações que (a) já eram de domínio público ou se tornarem públicas sem culpa da parte receptora; (b) já estavam legitimamente em seu poder; (c) forem recebidas de terceiro sem dever de sigilo; ou (d) tiverem de ser reveladas por ordem judicial ou de autoridade, caso em que a parte receptora avisará a outra, se a lei permitir, e revelará apenas o exigido.",
      "3. Dados pessoais. Dados pessoais compartilhados serão tratados conforme a Lei nº 13.709/2018 (LGPD), com medidas de segurança aptas a protegê-los de acessos não autorizados (art. 46 da LGPD).",
      "4. Prazo e devolução. O dever de sigilo vigora durante o contrato e por [PRAZO_SIGILO] meses após o seu término; ao fim do contrato, a parte receptora devolverá ou destruirá as informações confidenciais e as cópias que tiver.",
      "5. Violação. A violação desta cláusula sujeita a parte infratora ao pagamento das perdas e danos, sem prejuízo das medidas judiciais para fazer cessar o uso ou a divulgação e das sanções do art. 195, XI e XII, da Lei nº 9.279/1996.",
    ],
    legalBasis: [
      {
        citation: "Código Civil, arts. 421 e 422",
        note: "Função social do contrato e boa-fé objetiva, inclusive depois da sua extinção.",
      },
      {
        citation: "Lei nº 9.279/1996, art. 195, XI e XII",
        note: "Crime de concorrência desleal: divulgação ou uso indevido de informações confidenciais.",
      },
      { citation: "Lei nº 13.709/2018 (LGPD), art. 46", note: "Dever de segurança no tratamento de dados pessoais." },
    ],
    placeholders: [
      ...PARTES,
      { key: "PRAZO_SIGILO", label: "Duração do sigilo após o término (meses)", pattern: MONTHS },
    ],
    notes: ["Defina no contrato quem pode receber as informações (empregados, assessores) e sob quais deveres."],
  },
  penalties: {
    title: "Cláusula — Cláusula penal",
    paragraphs: [
      "1. Multa compensatória. A parte que descumprir total ou parcialmente este contrato pagará à outra multa equivalente a [PERCENTUAL_MULTA]% do valor total do contrato, a título de cláusula penal compensatória (arts. 408 e 410 do Código Civil).",
      "2. Multa moratória. O atraso no pagamento de qualquer valor sujeitará o devedor a multa moratória de [PERCENTUAL_MORA]% sobre o valor em atraso, além de juros de mora e correção monetária até o efetivo pagamento (art. 411 do Código Civil).",
      "3. Limite e redução. A cláusula penal não excederá o valor da obrigação principal (art. 412 do Código Civil) e poderá ser reduzida equitativamente pelo juiz se a obrigação tiver sido cumprida em parte ou se o seu montante for manifestamente excessivo (art. 413 do Código Civil).",
      "4. Indenização suplementar. A multa é devida independentemente de prova de prejuízo; as partes convencionam que o credor poderá exigir indenização suplementar, valendo a multa como mínimo da indenização, desde que prove o prejuízo excedente (art. 416, parágrafo único, do Código Civil).",
    ],
    legalBasis: [
      {
        citation: "Código Civil, arts. 408 a 411",
        note: "Incidência da cláusula penal; multa compensatória e moratória.",
      },
      { citation: "Código Civil, art. 412", note: "A cominação não pode exceder o valor da obrigação principal." },
      {
        citation: "Código Civil, art. 413",
        note: "Redução equitativa pelo juiz: cumprimento parcial ou montante manifestamente excessivo.",
      },
      {
        citation: "Código Civil, art. 416",
        note: "Exigível sem alegar prejuízo; indenização suplementar só se convencionada.",
      },
    ],
    placeholders: [
      ...PARTES,
      { key: "PERCENTUAL_MULTA", label: "Multa compensatória (% do valor do contrato)", pattern: PERCENT },
      { key: "PERCENTUAL_MORA", label: "Multa moratória (% do valor em atraso)", pattern: PERCENT },
    ],
    notes: [
      "Em relações de consumo com outorga de crédito, a multa moratória não pode passar de 2% (CDC, art. 52, § 1º).",
    ],
  },
  non_compete: {
    title: "Cláusula — Não concorrência",
    paragraphs: [
      "1. Obrigação. Durante a vigência deste contrato e por [PRAZO_MESES] meses após o seu término, [PARTE_2] não exercerá, direta ou indiretamente, por si ou por interposta pessoa, atividade concorrente com a de [PARTE_1] no ramo de [ATIVIDADE], no território de [TERRITORIO].",
      "2. Contrapartida. Em retribuição à restrição posterior ao término, [PARTE_1] pagará a [PARTE_2] a quantia de [VALOR_COMPENSACAO], em parcelas mensais durante todo o período de restrição; a falta de pagamento libera [PARTE_2] da obrigação.",
      "3. Limites. A restrição limita-se à atividade, ao território e ao prazo acima, de modo a preservar a livre iniciativa e a liberdade de exercício profissional (Constituição Federal, arts. 5º, XIII, e 170).",
      "4. Descumprimento. O descumprimento sujeita o infrator à devolução da contrapartida recebida e ao pagamento das perdas e danos, sem prejuízo da tutela para fazer cessar a atividade concorrente.",
    ],
    legalBasis: [
      {
        citation: "Constituição Federal, arts. 5º, XIII, e 170",
        note: "Liberdade de profissão e livre iniciativa: a restrição precisa de limites.",
      },
      {
        citation: "Código Civil, art. 1.147",
        note: "No trespasse, o alienante não concorre com o adquirente por 5 anos, salvo autorização.",
      },
      {
        citation: "CLT, arts. 444 e 482, c",
        note: "Livre estipulação no contrato de trabalho; concorrência durante o vínculo é justa causa.",
      },
      {
        citation: "Jurisprudência do TST",
        note: "Restrição pós-contratual válida com limite de tempo, território e atividade e com indenização.",
      },
    ],
    placeholders: [
      ...PARTES,
      { key: "PRAZO_MESES", label: "Duração da restrição após o término (meses)", pattern: MONTHS },
      { key: "ATIVIDADE", label: "Ramo de atividade restrito" },
      { key: "TERRITORIO", label: "Território da restrição", pattern: PLACE },
      { key: "VALOR_COMPENSACAO", label: "Contrapartida financeira pela restrição", pattern: MONEY },
    ],
    notes: [
      "Em contrato de trabalho, prazos acima de 2 anos e restrições sem indenização costumam ser anulados pela Justiça do Trabalho.",
      "Na venda de estabelecimento, o art. 1.147 do Código Civil já impõe 5 anos se o contrato nada disser.",
    ],
  },
  other: {
    title: "Cláusula — Foro e solução de controvérsias",
    paragraphs: [
      "1. Negociação e mediação. As partes buscarão resolver amigavelmente qualquer controvérsia oriunda deste contrato, inclusive por mediação, no prazo de [PRAZO_NEGOCIACAO] dias contados da notificação que a descreva (CPC, art. 3º, § 3º).",
      "2. Foro. Não havendo solução, fica eleito o foro da comarca de [COMARCA] para dirimir as controvérsias deste contrato, com renúncia a qualquer outro, por mais privilegiado que seja (CPC, art. 63).",
      "3. Arbitragem (opcional). Se as partes assim preferirem, a controvérsia será resolvida por arbitragem, conforme a Lei nº 9.307/1996, administrada por [CAMARA_ARBITRAL], caso em que esta cláusula compromissória prevalece sobre o foro acima (art. 4º da Lei nº 9.307/1996).",
    ],
    legalBasis: [
      { citation: "CPC, art. 3º, § 3º", note: "Estímulo à conciliação e à mediação." },
      { citation: "CPC, art. 63", note: "Eleição de foro por contrato escrito referente a negócio determinado." },
      { citation: "Lei nº 9.307/1996, art. 4º", note: "Cláusula compromissória, por escrito, no próprio contrato." },
    ],
    placeholders: [
      ...PARTES,
      { key: "PRAZO_NEGOCIACAO", label: "Prazo de negociação (dias)", pattern: DAYS },
      { key: "COMARCA", label: "Comarca eleita", pattern: PLACE },
      { key: "CAMARA_ARBITRAL", label: "Câmara arbitral" },
    ],
    notes: [
      "Em contrato de adesão, a cláusula compromissória só vale se o aderente a aceitar expressamente, em destaque (Lei nº 9.307/1996, art. 4º, § 2º).",
    ],
  },
};
