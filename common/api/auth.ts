import * as z from "zod";
import { LANGUAGES, LIMITS } from "../vocabulary.ts";

const email = z.string().trim().toLowerCase().email({ message: "Enter a valid email address." }).max(254);
const password = z.string().min(1, { message: "Password is required." }).max(256);

export const loginSchema = z.object({ email, password });
export const registerSchema = z.object({
  email,
  password: z
    .string()
    .min(LIMITS.passwordMin, { message: `The password must have at least ${LIMITS.passwordMin} characters.` })
    .max(256),
  firstName: z.string().trim().min(1, { message: "First name is required." }).max(100),
  lastName: z.string().trim().min(1, { message: "Last name is required." }).max(100),
  language: z.enum(LANGUAGES).optional(),
});
export const emailOnlySchema = z.object({ email });
export const resetPasswordSchema = z.object({
  token: z.string().min(10).max(200),
  password: z
    .string()
    .min(LIMITS.passwordMin, { message: `The password must have at least ${LIMITS.passwordMin} characters.` })
    .max(256),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;

/** The signed-in user as the API shows it (docs/requirements.md §3 User; never the password hash). */
export interface PublicUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  language: "en" | "pt";
  isAdmin: boolean;
  emailVerified: boolean;
  subscriptionTier: "trial" | "basic" | "professional" | "enterprise";
  trialDocumentsRemaining: number;
  trialExpiresAt: string | null;
  documentsProcessed: number;
  createdAt: string;
}
