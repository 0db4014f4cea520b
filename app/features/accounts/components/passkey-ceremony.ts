import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import type { AdminMessageKey } from "../../../lib/i18n/admin.ts";

/**
 * The browser's half of a passkey ceremony: ask the authenticator (Touch ID,
 * a phone, a security key) with the options the server made, and hand back
 * its answer as JSON for a form to post. The server checks it (routes
 * admin/login.tsx and admin/account.tsx, through better-auth's passkey
 * plugin). SimpleWebAuthn is loaded only when a ceremony starts.
 */
export type CeremonyOutcome =
  | { ok: true; response: string }
  /** `quiet`: nothing to tell (the browser's autofill offer, ended by a click on the button). */
  | { ok: false; message: AdminMessageKey; quiet?: boolean };

/** Where the sign-in's options come from (a resource route: it sets the challenge's cookie). */
export const PASSKEY_OPTIONS_PATH = "/admin/passkey-options";

/**
 * Signs in with a passkey: with `autofill`, the browser offers the admin's
 * passkeys among the e-mail field's suggestions and this waits until one is
 * picked; without, the browser asks at once.
 */
export async function passkeySignIn({ autofill }: { autofill: boolean }): Promise<CeremonyOutcome> {
  const { browserSupportsWebAuthn, browserSupportsWebAuthnAutofill, startAuthentication } = await import("@simplewebauthn/browser");
  if (!browserSupportsWebAuthn()) return { ok: false, message: "passkey.unsupported", quiet: autofill };
  if (autofill && !(await browserSupportsWebAuthnAutofill())) return { ok: false, message: "passkey.unsupported", quiet: true };
  let optionsJSON: PublicKeyCredentialRequestOptionsJSON;
  try {
    const answer = await fetch(PASSKEY_OPTIONS_PATH, { headers: { Accept: "application/json" }, credentials: "same-origin" });
    if (!answer.ok) return { ok: false, message: answer.status === 429 ? "auth.passkeyFailed" : "passkey.failed", quiet: autofill };
    optionsJSON = (await answer.json()) as PublicKeyCredentialRequestOptionsJSON;
  } catch {
    return { ok: false, message: "passkey.failed", quiet: autofill };
  }
  try {
    return { ok: true, response: JSON.stringify(await startAuthentication({ optionsJSON, useBrowserAutofill: autofill })) };
  } catch (error) {
    // The autofill's offer is not something the admin asked for: however it ends (cancelled, or
    // dropped by the browser as the page answers a password post), only a sign-in from it matters.
    return { ok: false, message: ceremonyMessage(error), quiet: autofill };
  }
}

/** Adds a passkey with the options the server made once the password was confirmed. */
export async function passkeyRegistration(optionsJSON: PublicKeyCredentialCreationOptionsJSON): Promise<CeremonyOutcome> {
  const { browserSupportsWebAuthn, startRegistration } = await import("@simplewebauthn/browser");
  if (!browserSupportsWebAuthn()) return { ok: false, message: "passkey.unsupported" };
  try {
    return { ok: true, response: JSON.stringify(await startRegistration({ optionsJSON })) };
  } catch (error) {
    return { ok: false, message: ceremonyMessage(error) };
  }
}

/** Why the browser or the authenticator gave up, in the admin's words. */
function ceremonyMessage(error: unknown): AdminMessageKey {
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (code === "ERROR_CEREMONY_ABORTED" || name === "NotAllowedError" || name === "AbortError") return "passkey.cancelled";
  if (code === "ERROR_INVALID_DOMAIN" || code === "ERROR_INVALID_RP_ID" || name === "SecurityError") return "passkey.wrongSite";
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" || name === "InvalidStateError") return "passkey.alreadyAdded";
  if (code === "ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT") return "auth.passkeyNotVerified";
  return "passkey.failed";
}
