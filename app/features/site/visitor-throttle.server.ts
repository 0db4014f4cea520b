import type { RouterContextProvider } from "react-router";
import { MINUTE, reserveAttempt, retryInWords, type ThrottleRule } from "../../platform/auth-throttle.server.ts";
import { requestContext, servicesContext } from "../../platform/context.ts";

/**
 * Every public form that sends e-mail (subscribe, contact, car enquiry,
 * experience and order requests) sends one to the address typed into it. So
 * the site cannot be used to flood somebody's inbox, or as a spam relay, a
 * valid submission is counted per client IP and per recipient address, in the
 * database (across restarts and processes), with the sign-in throttle's
 * counters. Limits are per hour: FORM_LIMIT_PER_IP, FORM_LIMIT_PER_ADDRESS.
 */
export type VisitorMailPermit = { allowed: true } | { allowed: false; retryIn: string };

const HOUR = 60 * MINUTE;

export async function reserveVisitorMail(context: Readonly<RouterContextProvider>, address: string, now = new Date()): Promise<VisitorMailPermit> {
  const { db, env } = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  const rule = (max: number): ThrottleRule => ({ max, windowMs: HOUR, lockMs: HOUR });
  const checks: Array<[string, ThrottleRule]> = [
    [`visitor-mail:ip:${clientIp}`, rule(env.FORM_LIMIT_PER_IP)],
    [`visitor-mail:to:${address.trim().toLowerCase()}`, rule(env.FORM_LIMIT_PER_ADDRESS)],
  ];
  for (const [key, limit] of checks) {
    const attempt = await reserveAttempt(db, key, limit, now);
    if (!attempt.allowed) {
      context.get(requestContext).log.warn({ key: key.startsWith("visitor-mail:ip:") ? key : "visitor-mail:to:<address>" }, "visitor form throttled");
      return { allowed: false, retryIn: retryInWords(attempt.retryAt, now) };
    }
  }
  return { allowed: true };
}
