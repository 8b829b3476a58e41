/** Every route of the SPA (docs/requirements.md §2), in one place. */
export const paths = {
  home: "/",
  auth: "/auth",
  documents: "/documents",
  analytics: "/analytics",
  pricing: "/pricing",
  cases: "/cases",
  admin: "/admin",
  legalAi: "/legal-ai",
  checkout: "/checkout",
  paymentSuccess: "/payment-success",
  verifyEmail: "/verify-email",
  resetPassword: "/reset-password",
  loginEndpoint: "/api/login",
} as const;
