/**
 * Names of a judicial decision's lists (docs/requirements.md §7's judicial decision fields), shared by the UI's decision panel and
 * the downloadable report so the two never name a section differently.
 */
export const DECISION_LIST_LABELS = {
  en: {
    judgeOrders: "Judge orders",
    conditions: "Conditions",
    deadlines: "Court deadlines",
    financialOrders: "Financial orders",
    proceduralOrientations: "Procedural orientations",
    appealOptions: "Appeal options",
  },
  pt: {
    judgeOrders: "Determinações do juiz",
    conditions: "Condições",
    deadlines: "Prazos processuais",
    financialOrders: "Condenações financeiras",
    proceduralOrientations: "Orientações processuais",
    appealOptions: "Recursos cabíveis",
  },
} as const;
