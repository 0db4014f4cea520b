import type { MailMessage } from "./mail.server.ts";

/**
 * The account e-mails of the admin area: plain text first (what every client
 * shows), with a minimal HTML twin. Values are escaped; links are absolute.
 */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);
}

function message(to: string, subject: string, paragraphs: string[], action: { label: string; url: string }, footer: string): MailMessage {
  const text = [...paragraphs, "", `${action.label}: ${action.url}`, "", footer].join("\n");
  const html = [
    `<div style="font-family:Arial,sans-serif;max-width:560px;color:#111">`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#e10600;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
    `<p style="font-size:12px;color:#555">${escapeHtml(footer)}</p>`,
    `</div>`,
  ].join("");
  return { to, subject, text, html };
}

export function passwordResetEmail(to: string, url: string, teamName: string): MailMessage {
  return message(
    to,
    `Reset your ${teamName} admin password`,
    ["Someone asked to reset the password of this admin account.", "The link below works once and expires in 30 minutes."],
    { label: "Choose a new password", url },
    "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  );
}

export function invitationEmail(to: string, url: string, teamName: string, invitedBy: string): MailMessage {
  return message(
    to,
    `You are invited to the ${teamName} admin`,
    [`${invitedBy} invited you to manage the ${teamName} website.`, "Choose your password with the link below. It works once and expires in 30 minutes; after that, use \"Forgot your password?\" on the sign-in page."],
    { label: "Accept the invitation", url },
    "If you did not expect this invitation, ignore this e-mail.",
  );
}

export function changeEmailConfirmation(to: string, newEmail: string, url: string, teamName: string): MailMessage {
  return message(
    to,
    `Confirm the new e-mail of your ${teamName} admin account`,
    [`Someone asked to change the e-mail of this admin account to ${newEmail}.`, "Confirm with the link below; then we will ask the new address to confirm too."],
    { label: "Confirm the change", url },
    "If you did not ask for this, ignore this e-mail and consider changing your password.",
  );
}

export function verifyEmailMessage(to: string, url: string, teamName: string): MailMessage {
  return message(
    to,
    `Confirm your e-mail for the ${teamName} admin`,
    ["Confirm that this address belongs to you with the link below."],
    { label: "Confirm this e-mail", url },
    "If you did not ask for this, ignore this e-mail.",
  );
}
