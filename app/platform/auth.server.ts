import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import * as authSchema from "../db/schema/auth.ts";
import type { Database } from "./db.server.ts";

/**
 * The header through which our server hands better-auth the client address it
 * determined itself (socket, or the proxy header only under TRUST_PROXY). The
 * server strips any copy a client sends, so it cannot be forged.
 */
export const CLIENT_IP_HEADER = "x-ecurie-client-ip";

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export interface AuthOptions {
  db: Database;
  baseURL: string;
  secret: string;
}

export function createAuth({ db, baseURL, secret }: AuthOptions) {
  return betterAuth({
    appName: "Écurie Vitesse Admin",
    baseURL,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [baseURL],
    database: drizzleAdapter(db, { provider: "pg", schema: authSchema, transaction: true }),
    emailAndPassword: {
      enabled: true,
      // No public sign-up: admins come from the command line or an invitation.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      // Rolling expiry: a session used at least once a day keeps going.
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [admin({ defaultRole: "admin", adminRoles: ["admin"] })],
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

export class AdminAccountError extends Error {
  override name = "AdminAccountError";
}

/**
 * Creates an admin with a password hashed by better-auth. The admin plugin's
 * create-user endpoint is called without request headers, which better-auth
 * treats as a trusted server call. The e-mail is marked verified: see
 * STACK-NOTES (an unverified account can lose its password on a later OTP sign-in).
 */
export async function createAdminUser(
  auth: Auth,
  input: { email: string; password: string; name?: string },
): Promise<{ id: string; email: string }> {
  const email = input.email.trim().toLowerCase();
  if (input.password.length < PASSWORD_MIN_LENGTH || input.password.length > PASSWORD_MAX_LENGTH) {
    throw new AdminAccountError(
      `The password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long.`,
    );
  }
  const context = await auth.$context;
  if (await context.internalAdapter.findUserByEmail(email)) {
    throw new AdminAccountError(`An account with the e-mail ${email} already exists.`);
  }
  const { user } = await auth.api.createUser({
    body: {
      email,
      password: input.password,
      name: input.name ?? email.split("@")[0]!,
      role: "admin",
      data: { emailVerified: true },
    },
  });
  return { id: user.id, email: user.email };
}
