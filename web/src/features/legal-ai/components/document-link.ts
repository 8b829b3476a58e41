/**
 * Where a cited document of the user's opens: its original file, which the API serves only to its owner. The
 * dashboard has no per-document route, and a lawyer checking a citation wants the source itself.
 */
export function documentHref(documentId: string): string {
  return `/api/documents/analyses/${encodeURIComponent(documentId)}/original`;
}
