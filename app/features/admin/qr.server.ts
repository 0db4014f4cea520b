import QRCode from "qrcode";

/** The otpauth:// URI as an SVG QR code, inlined as a data URL (no request, allowed by the CSP's img-src data:). */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** The base32 secret of an otpauth:// URI, to type in by hand. */
export function totpSecret(uri: string): string {
  return new URL(uri).searchParams.get("secret") ?? "";
}
