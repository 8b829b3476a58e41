import { Hono } from "hono";
import {
  calculateDeadlinesSchema,
  deadlineOptionsQuerySchema,
  draftContractClauseSchema,
  generateFlowchartSchema,
  jurisprudenceSearchSchema,
  legalAiResultsQuerySchema,
  legalResearchSchema,
} from "../../../common/api/legal-ai.ts";
import { type AuthedEnv, validate } from "../../lib/hono.ts";
import { requireUser } from "../auth/session.ts";
import { draftContractClause } from "./clauses.service.ts";
import { calculateDeadlines, deadlineOptions } from "./deadlines.service.ts";
import { generateFlowchart } from "./flowchart.service.ts";
import { searchJurisprudence } from "./jurisprudence.service.ts";
import { listResults } from "./legal-ai.service.ts";
import { legalResearch } from "./research.service.ts";

/** Mounted at /api/legal-ai: the five tools of the Legal AI page (docs/requirements.md §7) and the last results. */
export const legalAiRoutes = new Hono<AuthedEnv>()
  .use(requireUser)
  .get("/deadline-options", validate("query", deadlineOptionsQuerySchema), (c) => {
    return c.json(deadlineOptions(c.req.valid("query").jurisdiction));
  })
  .post("/calculate-deadlines", validate("json", calculateDeadlinesSchema), async (c) => {
    return c.json(await calculateDeadlines(c.get("deps"), c.get("user"), c.req.valid("json")));
  })
  .post("/jurisprudence-search", validate("json", jurisprudenceSearchSchema), async (c) => {
    return c.json(await searchJurisprudence(c.get("deps"), c.get("user"), c.req.valid("json")));
  })
  .post("/draft-contract-clause", validate("json", draftContractClauseSchema), async (c) => {
    return c.json(await draftContractClause(c.get("deps"), c.get("user"), c.req.valid("json")));
  })
  .post("/generate-flowchart", validate("json", generateFlowchartSchema), async (c) => {
    return c.json(await generateFlowchart(c.get("deps"), c.get("user"), c.req.valid("json")));
  })
  .post("/legal-research", validate("json", legalResearchSchema), async (c) => {
    return c.json(await legalResearch(c.get("deps"), c.get("user"), c.req.valid("json")));
  })
  .get("/results", validate("query", legalAiResultsQuerySchema), async (c) => {
    return c.json(await listResults(c.get("deps"), c.get("user"), c.req.valid("query")));
  });
