/**
 * A subscriber's own links, from their secret token. Every newsletter message
 * carries the unsubscribe link visibly and in the List-Unsubscribe headers
 * (RFC 2369), with List-Unsubscribe-Post for one-click (RFC 8058): a POST to
 * that same URL unsubscribes at once, with no cookie and no login.
 */
export function unsubscribeUrl(publicUrl: string, token: string): string {
  return new URL(`/newsletter/unsubscribe/${encodeURIComponent(token)}`, publicUrl).toString();
}

export function confirmUrl(publicUrl: string, token: string): string {
  return new URL(`/newsletter/confirm/${encodeURIComponent(token)}`, publicUrl).toString();
}

export function unsubscribeHeaders(publicUrl: string, token: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl(publicUrl, token)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
