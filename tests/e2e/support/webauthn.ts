import type { CDPSession, Page } from "@playwright/test";

/**
 * A passkey authenticator inside Chromium (the DevTools protocol's WebAuthn
 * domain): a platform authenticator with a PIN or biometric that always
 * succeeds, holding discoverable credentials, answering without a click.
 */
export interface VirtualAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
  /** The credentials it holds (with their private keys, to carry one to another browser). */
  credentials(): Promise<Credential[]>;
  /** Answers the next ceremonies with the user-verified flag cleared, as an authenticator without a PIN would. */
  answerWithoutUserVerification(): Promise<void>;
}

// Playwright does not export the protocol's types: read one off CDPSession.send's answer.
declare const _session: CDPSession;
/** A credential as the virtual authenticator reports it (private key included) and takes it. */
export type Credential = Awaited<ReturnType<typeof _session.send<"WebAuthn.getCredentials">>>["credentials"][number];

/** How many copies of a credential were carried to another browser so far (see `addVirtualAuthenticator`). */
let carried = 0;

/**
 * A virtual authenticator on the page, holding `carry` (credentials read from
 * another one: the same passkey in a second browser). Each copy's signature
 * counter starts far ahead of every earlier copy's: the server refuses a
 * counter that went back (a cloned authenticator), and so would refuse the
 * copy that was used less.
 */
export async function addVirtualAuthenticator(page: Page, carry: Credential[] = []): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable", { enableUI: false });
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      ctap2Version: "ctap2_1",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  if (carry.length > 0) carried += 1;
  for (const credential of carry) await cdp.send("WebAuthn.addCredential", { authenticatorId, credential: { ...credential, signCount: credential.signCount + carried * 1_000_000 } });
  return {
    cdp,
    authenticatorId,
    credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
    answerWithoutUserVerification: async () => {
      await cdp.send("WebAuthn.setResponseOverrideBits", { authenticatorId, isBadUV: true });
    },
  };
}

/**
 * Keeps the sign-in page from offering passkeys in the e-mail field's
 * autofill: with a discoverable credential and presence simulated, Chromium
 * answers that offer by itself as the page loads. The button is tested apart.
 */
export async function withoutPasskeyAutofill(page: Page) {
  await page.addInitScript(() => {
    if (typeof PublicKeyCredential !== "undefined") PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
}
