import type { ErrorCode } from "../../common/errors.ts";

/** Default user-facing message of every error code, in English and Portuguese. */
export const DEFAULT_MESSAGES: Record<ErrorCode, { en: string; pt: string }> = {
  VALIDATION_ERROR: { en: "Some fields are invalid.", pt: "Alguns campos são inválidos." },
  BAD_REQUEST: { en: "The request could not be understood.", pt: "A requisição não pôde ser entendida." },
  UNAUTHORIZED: {
    en: "Authentication required. Please log in again.",
    pt: "Autenticação necessária. Faça login novamente.",
  },
  INVALID_CREDENTIALS: { en: "Invalid email or password.", pt: "E-mail ou senha inválidos." },
  EMAIL_NOT_VERIFIED: {
    en: "Please verify your email address before logging in. Check your inbox for the verification link.",
    pt: "Verifique seu endereço de e-mail antes de entrar. Procure o link de verificação na sua caixa de entrada.",
  },
  FORBIDDEN: { en: "You do not have permission to do this.", pt: "Você não tem permissão para fazer isso." },
  ORIGIN_MISMATCH: {
    en: "This request came from another site and was blocked.",
    pt: "Esta requisição veio de outro site e foi bloqueada.",
  },
  TRIAL_LIMIT_EXCEEDED: {
    en: "You've processed the maximum 10 documents in your trial. Please upgrade to continue.",
    pt: "Você processou o máximo de 10 documentos do seu teste. Faça upgrade para continuar.",
  },
  TRIAL_EXPIRED: {
    en: "Your 7-day trial has ended. Please upgrade to continue analysing documents.",
    pt: "Seu teste de 7 dias terminou. Faça upgrade para continuar analisando documentos.",
  },
  PLAN_LIMIT_EXCEEDED: {
    en: "You have used this month's 100 documents of the Professional plan.",
    pt: "Você usou os 100 documentos deste mês do plano Profissional.",
  },
  NOT_FOUND: { en: "Not found.", pt: "Não encontrado." },
  EMAIL_EXISTS: { en: "Email already exists.", pt: "E-mail já cadastrado." },
  CONFLICT: { en: "This conflicts with the current state.", pt: "Isto conflita com o estado atual." },
  INVALID_TOKEN: {
    en: "This link is invalid or has expired. Request a new one.",
    pt: "Este link é inválido ou expirou. Solicite um novo.",
  },
  WEAK_PASSWORD: {
    en: "The password must have at least 8 characters.",
    pt: "A senha deve ter pelo menos 8 caracteres.",
  },
  FILE_REQUIRED: {
    en: "Choose a file to upload in the field 'document'.",
    pt: "Escolha um arquivo para enviar no campo 'document'.",
  },
  TOO_MANY_FILES: { en: "Too many files", pt: "Arquivos demais" },
  UNSUPPORTED_FILE_TYPE: {
    en: "File type must be PDF, DOCX, TXT, PNG, JPG, GIF, BMP or TIFF",
    pt: "O tipo de arquivo deve ser PDF, DOCX, TXT, PNG, JPG, GIF, BMP ou TIFF",
  },
  FILE_TOO_LARGE: { en: "File is larger than 524288000 bytes", pt: "O arquivo é maior que 524288000 bytes" },
  LENGTH_REQUIRED: {
    en: "The upload must state its size (Content-Length). Try again from the Causa page.",
    pt: "O envio deve informar seu tamanho (Content-Length). Tente novamente pela página do Causa.",
  },
  TOO_MANY_UPLOADS: {
    en: "You already have 3 large uploads in progress. Finish or cancel one, then try again.",
    pt: "Você já tem 3 envios grandes em andamento. Conclua ou cancele um e tente novamente.",
  },
  FILE_TOO_SMALL: { en: "File is smaller than 1 bytes", pt: "O arquivo é menor que 1 bytes" },
  CORRUPT_FILE: {
    en: "The file is damaged and cannot be read. Export it again and upload the new copy.",
    pt: "O arquivo está danificado e não pode ser lido. Exporte-o novamente e envie a nova cópia.",
  },
  ENCRYPTED_FILE: {
    en: "The PDF is password-protected. Remove the protection and upload it again.",
    pt: "O PDF está protegido por senha. Remova a proteção e envie-o novamente.",
  },
  NOT_RETRYABLE: {
    en: "Only a document whose analysis failed can be retried.",
    pt: "Só é possível repetir a análise de um documento que falhou.",
  },
  UNKNOWN_ACTION_TYPE: { en: "Unknown action type.", pt: "Tipo de ato desconhecido." },
  UNKNOWN_COURT: { en: "Unknown court.", pt: "Tribunal desconhecido." },
  INVALID_DATE: { en: "This date is not valid.", pt: "Esta data não é válida." },
  INVALID_CASE_NUMBER: {
    en: "The case number is not a valid CNJ number (NNNNNNN-DD.AAAA.J.TR.OOOO).",
    pt: "O número do processo não é um número CNJ válido (NNNNNNN-DD.AAAA.J.TR.OOOO).",
  },
  RATE_LIMITED: {
    en: "Too many attempts. Please wait a minute and try again.",
    pt: "Muitas tentativas. Aguarde um minuto e tente novamente.",
  },
  PAYMENTS_NOT_CONFIGURED: {
    en: "Payment integration is not fully configured.",
    pt: "A integração de pagamento não está totalmente configurada.",
  },
  PROVIDER_ERROR: {
    en: "An external service failed. Please try again in a moment.",
    pt: "Um serviço externo falhou. Tente novamente em instantes.",
  },
  INTERNAL_ERROR: {
    en: "Something went wrong on our side. Please try again.",
    pt: "Algo deu errado do nosso lado. Tente novamente.",
  },
  // Admin console (docs/decisions/019-admin-console.md).
  ADMIN_REQUIRED: {
    en: "Admin access required to view this page.",
    pt: "Acesso de administrador necessário para ver esta página.",
  },
  LAST_ADMIN: {
    en: "This is the last admin account: make another user an admin first.",
    pt: "Esta é a última conta de administrador: torne outro usuário administrador antes.",
  },
  CANNOT_DELETE_SELF: {
    en: "You cannot delete your own account from the admin console.",
    pt: "Você não pode excluir sua própria conta pelo painel de administração.",
  },
  ACCOUNT_BEING_DELETED: {
    en: "This account is being deleted.",
    pt: "Esta conta está sendo excluída.",
  },
  SUBSCRIPTION_ACTIVE: {
    en: "This user has an active paid subscription: cancel it before deleting the account.",
    pt: "Este usuário tem uma assinatura paga ativa: cancele-a antes de excluir a conta.",
  },
  EDIT_CONFLICT: {
    en: "This user was changed by someone else meanwhile. Reload and try again.",
    pt: "Este usuário foi alterado por outra pessoa enquanto isso. Recarregue e tente novamente.",
  },
};
