/**
 * A client address of a spec's own, for the per-address limits of sign-in and
 * recovery (ten reset or invitation e-mails an hour per address): the test
 * servers trust X-Forwarded-For (playwright.config.ts), so a spec that sends
 * e-mails or signs in many times counts apart from the others on its server.
 * Use: `test.use({ extraHTTPHeaders: clientAddress("passkeys") })`.
 */
export function clientAddress(spec: string): Record<string, string> {
  let hash = 0;
  for (const char of spec) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  // 198.51.100.0/24 is TEST-NET-2 (RFC 5737): never a real client.
  return { "X-Forwarded-For": `198.51.100.${1 + (hash % 254)}` };
}
