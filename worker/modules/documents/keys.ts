/** R2 layout: everything of a user under one prefix, so an account deletion can sweep it. */
export const r2Keys = {
  original: (userId: string, documentId: string) => `users/${userId}/documents/${documentId}/original`,
  text: (userId: string, documentId: string) => `users/${userId}/documents/${documentId}/text.txt`,
  /** A scan read page by page (docs/decisions/030-scan-speed-and-pages.md): the plan, then each page's text. */
  pages: (userId: string, documentId: string) => `users/${userId}/documents/${documentId}/pages/`,
  pagePlan: (userId: string, documentId: string) => `users/${userId}/documents/${documentId}/pages/plan.json`,
  page: (userId: string, documentId: string, page: number) =>
    `users/${userId}/documents/${documentId}/pages/${page}.txt`,
};
