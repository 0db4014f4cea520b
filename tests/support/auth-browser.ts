import { eq } from "drizzle-orm";
import { session as sessionTable } from "../../app/db/schema/auth.ts";
import { CLIENT_IP_HEADER } from "../../app/platform/auth.server.ts";
import type { Database } from "../../app/platform/db.server.ts";

/**
 * A browser of its own for the auth tests that call better-auth directly:
 * the cookies it was given (kept and sent back as a browser does), its
 * client address (so no test counts against another's limits), and what the
 * database says of the session it holds.
 */
export function authBrowser(db: Database, origin: string, ip: string) {
  // better-auth names its cookies __Secure-… on an https site.
  const prefix = origin.startsWith("https:") ? "__Secure-better-auth." : "better-auth.";
  const cookies = new Map<string, string>();
  const headers = () => new Headers({ origin, [CLIENT_IP_HEADER]: ip, cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") });
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const name = pair!.slice(0, pair!.indexOf("="));
      const value = pair!.slice(pair!.indexOf("=") + 1);
      if (value === "" || attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute))) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
  return {
    ip,
    cookies,
    headers,
    /** An auth call with this browser's headers; a refusal thrown (our before hook's) reads as the answer it stands for. */
    async call(run: (headers: Headers) => Promise<Response>): Promise<Response> {
      try {
        return keep(await run(headers()));
      } catch (error) {
        const { statusCode, body } = error as { statusCode?: number; body?: unknown };
        return new Response(JSON.stringify(body ?? {}), { status: statusCode ?? 500 });
      }
    },
    /** The session this browser holds now, as stored: how it was signed in (undefined: none). */
    async sessionMethod(): Promise<string | null | undefined> {
      const token = cookies.get(`${prefix}session_token`);
      if (!token) return undefined;
      const [row] = await db.select({ method: sessionTable.signInMethod }).from(sessionTable).where(eq(sessionTable.token, decodeURIComponent(token).split(".")[0]!));
      return row?.method;
    },
    hasPendingSecondFactor: () => cookies.has(`${prefix}two_factor`),
  };
}

export type AuthBrowser = ReturnType<typeof authBrowser>;
