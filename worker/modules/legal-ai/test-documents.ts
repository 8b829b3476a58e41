import { env } from "cloudflare:test";
import { facetTokens, ownerToken } from "../../db/fts.ts";
import { createDeps } from "../../lib/deps.ts";
import { seedAnalysedDocument } from "../../test/analysed-documents.ts";

/**
 * A processed document as the pipeline leaves it — the engine's analysis, the text in R2 and its full-text index
 * row — so the Legal AI tools are tested over the user's real documents.
 */
export async function seedIndexedDocument(email: string, fileName: string, text: string) {
  const seeded = await seedAnalysedDocument(email, fileName, text);
  const { analysis, id, user } = seeded;
  const facets = {
    documentType: analysis.documentType,
    jurisdiction: analysis.jurisdiction,
    language: analysis.language,
  };
  await env.DB.prepare(
    "INSERT INTO documents_fts (document_id, user_id, owner, facets, file_name, content) VALUES (?, ?, ?, ?, ?, ?)",
  )
    .bind(id, user.id, ownerToken(user.id), facetTokens(facets), fileName, text)
    .run();
  return seeded;
}

export function depsFor(language: "en" | "pt", overrides: Partial<Env> = {}) {
  return createDeps({ ...env, ...overrides } as Env, { appUrl: "http://causa.test", language });
}

/** A second decision for search tests: a TJSP appeal about moral damages in an insurance refusal. */
export const ACORDAO_PT = `PODER JUDICIÁRIO
TRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO
12ª Câmara de Direito Privado
Apelação Cível nº 1004523-10.2022.8.26.0100
Apelante: BETA SEGUROS S.A.
Apelado: MARIA DA SILVA

ACÓRDÃO

A recusa de cobertura securitária sem fundamento gera dano moral indenizável. A seguradora negou o pagamento da indenização sem apontar cláusula de exclusão, em afronta ao art. 757 do Código Civil.
Ante o exposto, NEGA-SE PROVIMENTO ao recurso, mantida a condenação ao pagamento de R$ 20.000,00 a título de danos morais.
São Paulo, 18 de maio de 2023.
Desembargador RELATOR CARLOS ALBERTO LOPES
`;
