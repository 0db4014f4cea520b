// The pure rules public pages need, without zod (schema.ts re-exports them): the confirmation and unsubscribe pages load no form code.

/**
 * The consent sentence shown under every newsletter form (catalogue key
 * `subscribe.consent`, both languages) and its version, stored with each
 * subscription as the proof of what the subscriber agreed to (GDPR art. 7(1)).
 * Changing either language's sentence means a new version here: the test
 * beside this file keeps each version's exact words and fails otherwise.
 */
export const NEWSLETTER_CONSENT = { version: "2026-12-newsletter-1", key: "subscribe.consent" } as const;
