import { defineRequestState } from "@better-auth/core/context";
import { decodeJwt } from "jose";
import { genericOAuth } from "better-auth/plugins";
import type { Env } from "./env.server.ts";

/** The provider's id in better-auth: its callback is /api/auth/callback/sso, its accounts' provider_id "sso". */
export const SSO_PROVIDER_ID = "sso";
export const SSO_CALLBACK_PATH = `/api/auth/callback/${SSO_PROVIDER_ID}`;

/** When an admin with two-factor on is asked for the site's code after single sign-on. */
export type SsoTotpRule = "auto" | "always" | "never";

export interface SsoOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Lower-case domains an address must belong to; empty: any. */
  allowedDomains: string[];
  totp: SsoTotpRule;
}

/** Single sign-on's settings, when its three variables are set (env.server.ts refuses one without the others). */
export function ssoOptionsOf(env: Env): SsoOptions | undefined {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) return undefined;
  return { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET, allowedDomains: env.OIDC_ALLOWED_DOMAINS, totp: env.OIDC_TOTP };
}

/** Refusal codes of our own, beside better-auth's (the login screen words each). */
export const SSO_REFUSALS = {
  emailNotVerified: "email_not_verified",
  domainNotAllowed: "sso_domain_not_allowed",
  emailMismatch: "email_does_not_match",
} as const;

/**
 * RFC 8176's authentication method references, by kind of factor. A provider
 * that checked two kinds (a password and a one-time code, say) or says "mfa"
 * did a second factor itself.
 */
const FACTOR_KIND: Record<string, "knowledge" | "possession" | "inherence"> = {
  pwd: "knowledge",
  pin: "knowledge",
  kba: "knowledge",
  hwk: "possession",
  swk: "possession",
  otp: "possession",
  sms: "possession",
  tel: "possession",
  sc: "possession",
  pop: "possession",
  fpt: "inherence",
  face: "inherence",
  iris: "inherence",
  retina: "inherence",
  vbm: "inherence",
};

/** Whether an id token's `amr` says the provider checked more than one factor. */
export function providerDidMfa(amr: unknown): boolean {
  if (!Array.isArray(amr)) return false;
  const values = amr.filter((value): value is string => typeof value === "string");
  if (values.includes("mfa")) return true;
  return new Set(values.map((value) => FACTOR_KIND[value]).filter(Boolean)).size >= 2;
}

/** Whether the site's own code is asked after a sign-in whose id token said `amr`. */
export function ssoNeedsSiteTotp(rule: SsoTotpRule, amr: unknown): boolean {
  return rule === "always" || (rule === "auto" && !providerDidMfa(amr));
}

/** The claims of an id token the callback has already verified (signature, issuer, audience, expiry, nonce). */
export function verifiedClaimsOf(idToken: string | null | undefined): Record<string, unknown> {
  if (!idToken) return {};
  try {
    return decodeJwt(idToken);
  } catch {
    return {};
  }
}

/** Whether an address belongs to one of the allowed domains (all when none is set). */
export function domainAllowed(email: string, allowedDomains: string[]): boolean {
  if (allowedDomains.length === 0) return true;
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  return allowedDomains.includes(domain);
}

/**
 * The address the provider gave during this request's callback, for the
 * activity log of a refusal (an unknown address leaves no other trace).
 */
export const ssoProfileOfRequest = defineRequestState<{ email: string } | null>(() => null);

/**
 * better-auth's OpenID client for the configured provider: discovery from the
 * issuer, authorization code with PKCE, `state` and `nonce`, and an id token
 * whose signature (the provider's JWKS), issuer, audience and expiry are
 * checked — a provider whose discovery offers no JWKS is not used at all.
 * Nobody is created by it: it signs in an admin who exists.
 */
export function ssoPlugin(options: SsoOptions) {
  return genericOAuth({
    config: [
      {
        providerId: SSO_PROVIDER_ID,
        discoveryUrl: `${options.issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`,
        clientId: options.clientId,
        clientSecret: options.clientSecret,
        scopes: ["openid", "email", "profile"],
        pkce: true,
        requireIdTokenVerification: true,
        authentication: "basic",
        disableSignUp: true,
        async mapProfileToUser(profile) {
          if (typeof profile.email === "string") await ssoProfileOfRequest.set({ email: profile.email.toLowerCase() });
          return {};
        },
      },
    ],
  });
}
