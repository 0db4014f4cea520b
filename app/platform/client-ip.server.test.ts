import { describe, expect, it } from "vitest";
import { clientIp, forwardedProtocol } from "./client-ip.server.ts";

function request(remoteAddress: string | undefined, forwardedFor?: string | string[]) {
  const headers: Record<string, string | string[]> = {};
  if (forwardedFor !== undefined) headers["x-forwarded-for"] = forwardedFor;
  return { socket: { remoteAddress }, headers } as never;
}

describe("clientIp without a trusted proxy", () => {
  it("uses the socket address", () => {
    expect(clientIp(request("203.0.113.7"), false)).toBe("203.0.113.7");
    expect(clientIp(request("2001:db8::1"), false)).toBe("2001:db8::1");
  });

  it("ignores X-Forwarded-For, which anyone can forge", () => {
    expect(clientIp(request("203.0.113.7", "198.51.100.1"), false)).toBe("203.0.113.7");
    expect(clientIp(request("203.0.113.7", ["198.51.100.1", "198.51.100.2"]), false)).toBe("203.0.113.7");
  });

  it("unwraps IPv4-mapped IPv6 addresses", () => {
    expect(clientIp(request("::ffff:127.0.0.1"), false)).toBe("127.0.0.1");
    // Not an IPv4 after the prefix: left as is.
    expect(clientIp(request("::ffff:abcd"), false)).toBe("::ffff:abcd");
  });

  it("gives an empty string when the socket has no address", () => {
    expect(clientIp(request(undefined), false)).toBe("");
  });
});

describe("clientIp behind a trusted proxy", () => {
  it("believes the last X-Forwarded-For entry, the one the proxy appended", () => {
    expect(clientIp(request("10.0.0.2", "198.51.100.1"), true)).toBe("198.51.100.1");
    // Entries before the last one came from the client.
    expect(clientIp(request("10.0.0.2", "1.2.3.4, 198.51.100.1"), true)).toBe("198.51.100.1");
    expect(clientIp(request("10.0.0.2", "1.2.3.4,198.51.100.1 , "), true)).toBe("198.51.100.1");
    expect(clientIp(request("10.0.0.2", "1.2.3.4, 2001:db8::5"), true)).toBe("2001:db8::5");
  });

  it("unwraps an IPv4-mapped forwarded address", () => {
    expect(clientIp(request("10.0.0.2", "::ffff:198.51.100.1"), true)).toBe("198.51.100.1");
    expect(clientIp(request("::ffff:10.0.0.2"), true)).toBe("10.0.0.2");
  });

  it("falls back to the socket address when the last entry is not an IP", () => {
    expect(clientIp(request("10.0.0.2", "198.51.100.1, unknown"), true)).toBe("10.0.0.2");
    expect(clientIp(request("10.0.0.2", "198.51.100.1, 999.1.1.1"), true)).toBe("10.0.0.2");
    expect(clientIp(request("::ffff:10.0.0.2", "<script>"), true)).toBe("10.0.0.2");
  });

  it("falls back to the socket address without the header", () => {
    expect(clientIp(request("10.0.0.2"), true)).toBe("10.0.0.2");
    expect(clientIp(request("10.0.0.2", ""), true)).toBe("10.0.0.2");
    expect(clientIp(request("10.0.0.2", " , "), true)).toBe("10.0.0.2");
  });

  it("reads repeated headers as one list, the last entry of the last header winning", () => {
    expect(clientIp(request("10.0.0.2", ["1.2.3.4", "5.6.7.8, 198.51.100.9"]), true)).toBe("198.51.100.9");
    expect(clientIp(request("10.0.0.2", ["1.2.3.4, 5.6.7.8", "198.51.100.9"]), true)).toBe("198.51.100.9");
    expect(clientIp(request("10.0.0.2", ["198.51.100.9", "forged"]), true)).toBe("10.0.0.2");
    expect(clientIp(request("10.0.0.2", []), true)).toBe("10.0.0.2");
  });
});

describe("forwardedProtocol", () => {
  const headers = (values: Record<string, string | string[]>) => ({ headers: values }) as never;

  it("ignores X-Forwarded-Proto without a trusted proxy", () => {
    expect(forwardedProtocol(headers({ "x-forwarded-proto": "https" }), false)).toBeUndefined();
  });

  it("takes the scheme the proxy forwarded", () => {
    expect(forwardedProtocol(headers({ "x-forwarded-proto": "https" }), true)).toBe("https:");
    expect(forwardedProtocol(headers({ "x-forwarded-proto": "HTTP" }), true)).toBe("http:");
  });

  it("believes the last entry, the one the proxy wrote", () => {
    expect(forwardedProtocol(headers({ "x-forwarded-proto": "http, https" }), true)).toBe("https:");
    expect(forwardedProtocol(headers({ "x-forwarded-proto": "https,http" }), true)).toBe("http:");
    expect(forwardedProtocol(headers({ "x-forwarded-proto": ["http", "https"] }), true)).toBe("https:");
  });

  it("ignores what is not a scheme", () => {
    expect(forwardedProtocol(headers({ "x-forwarded-proto": "javascript" }), true)).toBeUndefined();
    expect(forwardedProtocol(headers({ "x-forwarded-proto": " , " }), true)).toBeUndefined();
    expect(forwardedProtocol(headers({}), true)).toBeUndefined();
  });
});
