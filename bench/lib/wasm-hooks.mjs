// Node module hooks so benches run the Worker's own code (worker/extraction/*.ts) unchanged: a `.wasm` import is a
// compiled WebAssembly.Module there (wrangler's CompiledWasm rule), so it is one here too.
import { fileURLToPath } from "node:url";

export async function load(url, context, nextLoad) {
  if (!url.endsWith(".wasm")) return nextLoad(url, context);
  const path = JSON.stringify(fileURLToPath(url));
  return {
    format: "module",
    shortCircuit: true,
    source: `import { readFileSync } from "node:fs";\nexport default new WebAssembly.Module(readFileSync(${path}));`,
  };
}
