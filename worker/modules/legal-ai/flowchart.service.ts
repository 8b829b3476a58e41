import type { FlowchartResponse, GenerateFlowchartInput } from "../../../common/api/legal-ai.ts";
import type { User } from "../../db/schema/users.ts";
import type { Deps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";

// Skeleton: the route and its types exist so the page's typed client compiles; the tool is being built.
export async function generateFlowchart(
  _deps: Deps,
  _user: User,
  _input: GenerateFlowchartInput,
): Promise<FlowchartResponse> {
  throw new AppError("INTERNAL_ERROR");
}
