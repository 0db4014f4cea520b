import http from "node:http";
import type { AddressInfo } from "node:net";
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from "jose";
import Provider from "oidc-provider";

/**
 * A real OpenID provider (the `oidc-provider` package, certified by the
 * OpenID Foundation) on loopback, for the single sign-on tests: discovery,
 * JWKS, authorization code with PKCE, `state`, `nonce` and signed id tokens
 * are its own, not ours. Only its login page is ours, as it is any real
 * provider's: it signs in whoever types an address, and says a second factor
 * was used when its box is ticked (the id token's `amr`). An address that
 * begins with "unverified" is one the provider has not verified.
 */
export interface OidcProviderHandle {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Changes the id tokens the token endpoint hands out from now on (null: as the provider signed them). */
  tamperIdTokens(change: IdTokenChange | null): void;
  close(): Promise<void>;
}

export interface IdTokenChange {
  /** The claims the id token is signed again with. */
  claims?(claims: JWTPayload): JWTPayload;
  /** Signed with a key the provider never published. */
  foreignKey?: boolean;
}

const KEY_ID = "fake-provider-key";
export const FAKE_PROVIDER_CLIENT = { clientId: "ecurie-admin", clientSecret: "a-client-secret-for-the-loopback-provider-only" };

export async function startOidcProvider({ redirectUris, port = 0 }: { redirectUris: string[]; port?: number }): Promise<OidcProviderHandle> {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const { privateKey: foreignKey } = await generateKeyPair("RS256", { extractable: true });
  const signingJwk = { ...(await exportJWK(privateKey)), kid: KEY_ID, alg: "RS256", use: "sig" };

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: FAKE_PROVIDER_CLIENT.clientId,
        client_secret: FAKE_PROVIDER_CLIENT.clientSecret,
        redirect_uris: redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    jwks: { keys: [signingJwk] },
    cookies: { keys: ["a-cookie-key-for-the-loopback-provider-only"] },
    // amr: the methods its login page used, in the id token (RFC 8176).
    claims: { openid: ["sub", "amr"], email: ["email", "email_verified"], profile: ["name"] },
    // The address in the id token itself, as Google's are.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // A first-party client: no consent screen, every scope it asks for is granted.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, email: sub, email_verified: !sub.startsWith("unverified"), name: sub.split("@")[0] }),
    }),
  });

  let change: IdTokenChange | null = null;
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: unknown } | undefined;
    if (ctx.path === "/token" && change && typeof body?.id_token === "string") {
      body.id_token = await resign(body.id_token, change, change.foreignKey ? foreignKey : privateKey);
    }
  });

  const oidc = provider.callback();
  server.on("request", (req, res) => {
    const uid = /^\/interaction\/([\w-]+)$/.exec(req.url ?? "")?.[1];
    if (!uid) return void oidc(req, res);
    void loginPage(provider, req, res, uid).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    ...FAKE_PROVIDER_CLIENT,
    tamperIdTokens(next) {
      change = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function resign(idToken: string, change: IdTokenChange, key: CryptoKey): Promise<string> {
  const claims = change.claims ? change.claims(decodeJwt(idToken)) : decodeJwt(idToken);
  return new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid: KEY_ID, typ: "JWT" }).sign(key);
}

/** The provider's sign-in page: an address, a password (any), and whether a second factor was used. */
async function loginPage(provider: Provider, req: http.IncomingMessage, res: http.ServerResponse, uid: string) {
  await provider.interactionDetails(req, res);
  if (req.method === "POST") {
    const form = new URLSearchParams(await readBody(req));
    if (form.get("cancel")) {
      // The person backed out: the provider answers the site with OAuth's access_denied.
      await provider.interactionFinished(req, res, { error: "access_denied", error_description: "End-User aborted interaction" }, { mergeWithLastSubmission: false });
      return;
    }
    const email = (form.get("email") ?? "").trim().toLowerCase();
    const amr = form.get("mfa") ? ["pwd", "mfa"] : ["pwd"];
    await provider.interactionFinished(req, res, { login: { accountId: email, amr } }, { mergeWithLastSubmission: false });
    return;
  }
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.end(`<!doctype html><html lang="en"><head><title>Loopback provider</title></head><body>
<h1>Loopback identity provider</h1>
<form method="post" action="/interaction/${uid}">
<label>E-mail <input name="email" type="email" required></label>
<label>Password <input name="password" type="password"></label>
<label><input name="mfa" type="checkbox" value="1"> Confirmed with a second factor</label>
<button type="submit">Continue</button>
<button type="submit" name="cancel" value="1" formnovalidate>Cancel</button>
</form></body></html>`);
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });
}

/**
 * Walks the provider's side of a sign-in as a browser would, cookies kept:
 * from the authorization URL our site redirected to, through the login page,
 * to the URL the provider sends the browser back to (our callback, with
 * `code`, `state` and `iss`; or `error` when the person cancelled there).
 */
export async function signInAtProvider(authorizationUrl: string, email: string, { mfa = false, cancel = false } = {}): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(authorizationUrl);
  const provider = url.origin;
  let post: URLSearchParams | undefined;
  for (let hop = 0; hop < 12; hop++) {
    const response = await fetch(url, {
      method: post ? "POST" : "GET",
      redirect: "manual",
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; "), ...(post ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
      ...(post ? { body: post } : {}),
    });
    post = undefined;
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair!.indexOf("=");
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = response.headers.get("location");
    if (location) {
      url = new URL(location, url);
      if (url.origin !== provider) return url;
      continue;
    }
    if (response.status === 200 && url.pathname.startsWith("/interaction/")) {
      await response.text();
      post = new URLSearchParams(cancel ? { cancel: "1" } : { email, password: "any", ...(mfa ? { mfa: "1" } : {}) });
      continue;
    }
    throw new Error(`the provider answered ${response.status} at ${url.pathname}: ${await response.text()}`);
  }
  throw new Error("the provider's sign-in did not come back");
}
