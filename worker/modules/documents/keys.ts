/** R2 layout: everything of a user under one prefix, so an account deletion can sweep it. */
export const r2Keys = {
  original: (userId: string, documentId: string) => `users/${userId}/documents/${documentId}/original`,
  text: (userId: string, documentId: string) => `users/${userId}/documents/${documentId}/text.txt`,
};
