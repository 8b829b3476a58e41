import type { Language } from "../../../common/vocabulary.ts";
import type { EmailMessage } from "../../providers/email/email.ts";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function layout(title: string, paragraphs: string[], link: string, button: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  return `<!doctype html><html><body style="font-family:Georgia,serif;color:#1e293b;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}
<p><a href="${escapeHtml(link)}" style="background:#1e3a5f;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p>
<p style="font-size:12px;color:#64748b">${escapeHtml(link)}</p></body></html>`;
}

/** The verification e-mail, in the user's language. The link is valid for 24 hours. */
export function verificationEmail(to: string, firstName: string, link: string, language: Language): EmailMessage {
  const t =
    language === "pt"
      ? {
          subject: "Confirme seu e-mail no Causa",
          lines: [
            `Olá, ${firstName}.`,
            "Confirme seu endereço de e-mail para começar a usar o Causa. O link vale por 24 horas.",
          ],
          button: "Confirmar e-mail",
          ignore: "Se você não criou esta conta, ignore esta mensagem.",
        }
      : {
          subject: "Verify your email for Causa",
          lines: [
            `Hello, ${firstName}.`,
            "Confirm your email address to start using Causa. The link is valid for 24 hours.",
          ],
          button: "Verify email",
          ignore: "If you did not create this account, you can ignore this message.",
        };
  return {
    to,
    subject: t.subject,
    text: `${t.lines.join("\n\n")}\n\n${link}\n\n${t.ignore}\n`,
    html: layout(t.subject, [...t.lines, t.ignore], link, t.button),
  };
}

/** The password-reset e-mail, in the user's language. The link is valid for 1 hour. */
export function resetEmail(to: string, firstName: string, link: string, language: Language): EmailMessage {
  const t =
    language === "pt"
      ? {
          subject: "Redefinição de senha do Causa",
          lines: [
            `Olá, ${firstName}.`,
            "Recebemos um pedido para redefinir sua senha. O link vale por 1 hora e só pode ser usado uma vez.",
          ],
          button: "Escolher nova senha",
          ignore: "Se não foi você, ignore esta mensagem: sua senha continua a mesma.",
        }
      : {
          subject: "Reset your Causa password",
          lines: [
            `Hello, ${firstName}.`,
            "We received a request to reset your password. The link is valid for 1 hour and works once.",
          ],
          button: "Choose a new password",
          ignore: "If this was not you, ignore this message: your password stays the same.",
        };
  return {
    to,
    subject: t.subject,
    text: `${t.lines.join("\n\n")}\n\n${link}\n\n${t.ignore}\n`,
    html: layout(t.subject, [...t.lines, t.ignore], link, t.button),
  };
}
