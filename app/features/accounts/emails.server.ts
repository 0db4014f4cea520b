import type { Locale } from "../../lib/i18n/index.ts";
import type { AuthEmails } from "../../platform/auth.server.ts";
import { renderEmail, wordsFor } from "../../platform/email.server.ts";
import type { MailMessage } from "../../platform/mail.server.ts";

/**
 * The account e-mails of the admin area (reset, invitation, e-mail change):
 * the same frame as every other e-mail, the subject as its heading.
 */
function message(lang: Locale, to: string, subject: string, teamName: string, paragraphs: string[], action: { label: string; url: string }, footer: string): MailMessage {
  const { html, text } = renderEmail({ lang, teamName, heading: subject, paragraphs, action, footer: [footer] });
  return { to, subject, text, html };
}

export function passwordResetEmail(to: string, url: string, teamName: string, locale: Locale): MailMessage {
  const { t } = wordsFor(locale);
  return message(
    locale,
    to,
    t("accountMail.reset.subject", { team: teamName }),
    teamName,
    [t("accountMail.reset.asked"), t("accountMail.linkOnce")],
    { label: t("accountMail.reset.action"), url },
    t("accountMail.reset.footer"),
  );
}

export function invitationEmail(to: string, url: string, teamName: string, invitedBy: string, locale: Locale): MailMessage {
  const { t } = wordsFor(locale);
  return message(
    locale,
    to,
    t("accountMail.invite.subject", { team: teamName }),
    teamName,
    [t("accountMail.invite.by", { who: invitedBy, team: teamName }), t("accountMail.invite.choose")],
    { label: t("accountMail.invite.action"), url },
    t("accountMail.invite.footer"),
  );
}

export function changeEmailConfirmation(to: string, newEmail: string, url: string, teamName: string, locale: Locale): MailMessage {
  const { t } = wordsFor(locale);
  return message(
    locale,
    to,
    t("accountMail.change.subject", { team: teamName }),
    teamName,
    [t("accountMail.change.asked", { email: newEmail }), t("accountMail.change.next")],
    { label: t("accountMail.change.action"), url },
    t("accountMail.change.footer"),
  );
}

export function verifyEmailMessage(to: string, url: string, teamName: string, locale: Locale): MailMessage {
  const { t } = wordsFor(locale);
  return message(
    locale,
    to,
    t("accountMail.verify.subject", { team: teamName }),
    teamName,
    [t("accountMail.verify.asked")],
    { label: t("accountMail.verify.action"), url },
    t("accountMail.ignore"),
  );
}

/** To an admin whose two-factor sign-in another admin turned off (a lost authenticator): who did, and how to turn it on again. */
export function twoFactorTurnedOffEmail(to: string, by: string, accountUrl: string, teamName: string, locale: Locale): MailMessage {
  const { t } = wordsFor(locale);
  return message(
    locale,
    to,
    t("accountMail.twoFactorOff.subject", { team: teamName }),
    teamName,
    [t("accountMail.twoFactorOff.by", { who: by }), t("accountMail.twoFactorOff.again")],
    { label: t("accountMail.twoFactorOff.action"), url: accountUrl },
    t("accountMail.twoFactorOff.footer"),
  );
}

/** A sign-in code asked from the sign-in screen: the code itself (to type), and the link that fills it in. */
export function signInCodeEmail(to: string, code: string, url: string, teamName: string, locale: Locale): MailMessage {
  const { t } = wordsFor(locale);
  return message(
    locale,
    to,
    t("accountMail.code.subject", { team: teamName, code }),
    teamName,
    [t("accountMail.code.yours", { code }), t("accountMail.code.once")],
    { label: t("accountMail.code.action"), url },
    t("accountMail.code.footer"),
  );
}

/** To an admin whose passkey another admin removed (a lost device): which one, who did, and how to add one again. */
export function passkeyRemovedEmail(to: string, by: string, passkeyName: string, accountUrl: string, teamName: string, locale: Locale): MailMessage {
  const { t } = wordsFor(locale);
  return message(
    locale,
    to,
    t("accountMail.passkeyRemoved.subject", { team: teamName }),
    teamName,
    [passkeyName ? t("accountMail.passkeyRemoved.byNamed", { who: by, name: passkeyName }) : t("accountMail.passkeyRemoved.by", { who: by }), t("accountMail.passkeyRemoved.again")],
    { label: t("accountMail.twoFactorOff.action"), url: accountUrl },
    t("accountMail.twoFactorOff.footer"),
  );
}

/**
 * The account e-mails as better-auth asks for them, with the team's current
 * name (see platform/auth.server.ts), each in its reader's language: the
 * admin's saved language (an invited admin's is their inviter's until they choose).
 */
export function accountEmails(teamName: () => Promise<string>, readerLocale: (email: string) => Promise<Locale>): AuthEmails {
  return {
    passwordReset: async (to, url) => passwordResetEmail(to, url, await teamName(), await readerLocale(to)),
    invitation: async (to, url) => {
      const locale = await readerLocale(to);
      return invitationEmail(to, url, await teamName(), wordsFor(locale).t("accountMail.invite.someone"), locale);
    },
    // Sent to the new address, in the language of the admin who asked for it (the reader is the same person).
    changeEmail: async (to, newEmail, url) => changeEmailConfirmation(to, newEmail, url, await teamName(), await readerLocale(to)),
    verifyEmail: async (to, url) => verifyEmailMessage(to, url, await teamName(), await readerLocale(to)),
    signInCode: async (to, code, url) => signInCodeEmail(to, code, url, await teamName(), await readerLocale(to)),
  };
}
