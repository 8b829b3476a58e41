export * from "./admin.ts";
export * from "./billing.ts";
export * from "./cases.ts";
export * from "./documents.ts";
export * from "./legal-ai.ts";
export * from "./system.ts";
export * from "./users.ts";
