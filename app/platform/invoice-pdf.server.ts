/**
 * An invoice or a credit note as the PDF the buyer receives and the team keeps: a PDF/A-3b file
 * (ISO 19005-3, archival) carrying its own data as Factur-X XML (the EN 16931 profile of UN/CEFACT's
 * Cross Industry Invoice, the Franco-German hybrid e-invoice), so an accountant's software reads
 * the figures without reading the page.
 *
 * The page is French whatever the buyer's language: a French invoice is a legal document, and
 * its mentions (CGI, annexe II, art. 242 nonies A) are written in French. An English-speaking
 * buyer gets the English caption beside each French one, never instead of it.
 *
 * What makes the file PDF/A-3b, each point a requirement of the standard:
 * - every font embedded: DejaVu Sans (@fontsource/dejavu-sans), subset to the glyphs used. It
 *   covers every Latin, Greek and Cyrillic name a buyer may type, the euro sign and the narrow
 *   no-break space French amounts use (U+202F); the site's Inter lacks U+202F and, in its
 *   @fontsource "latin" file, ł, ř, ő and the like. The package ships WOFF only: fontkit reads it
 *   and pdf-lib writes the subset as a TrueType program, which is why `subset` must stay on
 *   (without it pdf-lib would embed the WOFF bytes themselves, which no reader accepts);
 * - an sRGB OutputIntent, since the page paints in DeviceRGB (srgb-profile.server.ts);
 * - XMP metadata: pdfaid part 3 conformance B, the same title, author, tool and dates as the
 *   document information dictionary, and the Factur-X properties (fx:) with the PDF/A extension
 *   schema that declares them;
 * - the XML as an associated file: factur-x.xml, text/xml, AFRelationship /Data (the PDF is the
 *   legal document here; Factur-X allows /Data or /Alternative for this profile), listed in the
 *   catalogue's /AF array and its EmbeddedFiles name tree;
 * - a trailer /ID.
 * Nothing depends on the clock or on chance: the dates are the document's issue date, the ID and
 * the fonts' subset tags are hashes of its number, so the same document gives the same bytes.
 *
 * How it was checked when written (no PDF/A validator, veraPDF or Mustang, runs offline here, so
 * PDF/A conformance itself is built to the standard, not proven by a validator):
 * - the XML of the three kinds of document the tests render (two VAT rates with shipping, the VAT
 *   franchise, a credit note) against the Factur-X 1.09 EN 16931 XSD (xmllint) and its
 *   Schematron, the EN 16931 business rules (XSLT 2 run by Saxon-HE): no error. One warning for
 *   a credit note, PEPPOL-EN16931-R008 "no empty elements": the schema requires the delivery
 *   element, and a credit note has no sale date of its own to put in it;
 * - the PDFs read back by pdf.js (unpdf) and poppler (pdftotext; pdfinfo; pdfdetach gives back the
 *   XML byte for byte; pdffonts: every font embedded and subset), and rendered by pdftoppm to be
 *   looked at; the ICC profile by Little CMS (srgb-profile.server.ts).
 * invoice-pdf.test.ts reads back the text, the attachment, the XMP and the catalogue's entries.
 */
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";
import type * as PdfLibModule from "pdf-lib";
import type { PDFDocument, PDFFont, PDFPage } from "pdf-lib";
import type { InvoiceLine, InvoiceParty } from "../db/schema/orders.ts";
import { formatDate } from "../lib/format.ts";
import { decimalOf, euroText, formatRate } from "../lib/money.ts";
import { parisCalendarDay } from "../lib/paris-time.ts";
import { srgbIccProfile } from "./srgb-profile.server.ts";

export interface InvoiceDocument {
  kind: "invoice" | "credit_note";
  /** "F-2026-000123" / "A-2026-000004". */
  number: string;
  /** The date of the document; also the date of the sale (the order is paid and invoiced at once). */
  issuedAt: Date;
  /** The invoice a credit note corrects. */
  correctsNumber?: string;
  /** The order's short reference. */
  orderReference: string;
  /** Name and printed lines: legal form and capital, address lines, "SIREN … — RCS …", "TVA intracommunautaire FR…". */
  seller: InvoiceParty;
  /** The seller's identifiers and address as the XML needs them, field by field. */
  sellerTax: { siren: string; vatNumber: string | null; countryCode: string; postalCode?: string; city?: string; addressLine?: string };
  /** Name and printed lines (address, e-mail). */
  buyer: InvoiceParty;
  buyerEmail: string;
  /**
   * The buyer's address field by field, for the XML, when the order has one. EN 16931 asks for
   * at least the buyer's country (BR-10, BR-11): without an address (an order picked up at the
   * workshop) the XML gives the seller's country, where the sale took place.
   */
  buyerAddress?: { line1?: string; line2?: string; postalCode?: string; city?: string; countryCode: string };
  /** Amounts in integer cents, rates in basis points (2000 = 20 %); a credit note's are positive. */
  lines: InvoiceLine[];
  totalExclCents: number;
  totalVatCents: number;
  totalInclCents: number;
  vatByRate: { rate: number; baseCents: number; vatCents: number }[];
  /** "TVA non applicable, art. 293 B du CGI" under the VAT franchise: the rates are then 0 and the XML's category E. */
  vatMention: string | null;
  /** "Payée par carte le 30/11/2026 (Stripe)": every document is issued paid. */
  paymentNote: string;
  locale: "en" | "fr";
}

// ---------------------------------------------------------------------------
// Factur-X XML (CII, EN 16931 profile)

const FACTUR_X_FILE_NAME = "factur-x.xml";
const EN16931_GUIDELINE = "urn:cen.eu:en16931:2017";
const NAMESPACES = {
  "xmlns:rsm": "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
  "xmlns:ram": "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
  "xmlns:qdt": "urn:un:unece:uncefact:data:standard:QualifiedDataType:100",
  "xmlns:udt": "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100",
};

/** UNTDID 1001: a commercial invoice, a credit note. */
const TYPE_CODES = { invoice: "380", credit_note: "381" } as const;

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  /** Text, or child elements (a `null` child is an optional part left out). */
  content: string | (XmlElement | null)[];
}

function element(name: string, content: XmlElement["content"], attributes: Record<string, string> = {}): XmlElement {
  return { name, attributes, content };
}

/** Text as XML 1.0 allows it: markup escaped, and the characters it cannot carry at all (controls) dropped. */
function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

function serialize(node: XmlElement, depth = 0): string {
  const indent = "  ".repeat(depth);
  const attributes = Object.entries(node.attributes)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join("");
  if (typeof node.content === "string") return `${indent}<${node.name}${attributes}>${escapeXml(node.content)}</${node.name}>`;
  const children = node.content.filter((child): child is XmlElement => child !== null);
  if (children.length === 0) return `${indent}<${node.name}${attributes}/>`;
  return [`${indent}<${node.name}${attributes}>`, ...children.map((child) => serialize(child, depth + 1)), `${indent}</${node.name}>`].join("\n");
}

/** Cents as the XML's amounts: 123450 → "1234.50", by string, never through a float. */
const amount = (cents: number) => decimalOf(cents);
/** Basis points as a percentage: 550 → "5.50" (a basis point is a hundredth of a percent, as a cent is of a euro). */
const percent = (basisPoints: number) => decimalOf(basisPoints);

/** A day as format 102 writes it (CCYYMMDD), the day it was in Paris. */
function day102(date: Date): XmlElement {
  const { year, month, day } = parisCalendarDay(date);
  return element("udt:DateTimeString", `${year}${String(month).padStart(2, "0")}${String(day).padStart(2, "0")}`, { format: "102" });
}

/**
 * The VAT category of a rate (UNCL 5305): exempt under the franchise, its reason the mention the
 * invoice prints; standard otherwise; zero-rated for a rate of 0 outside the franchise (the
 * shop's "no VAT" rate), since a standard category needs a rate above zero (BR-S-05).
 */
function vatCategory(doc: InvoiceDocument, rate: number): { code: "S" | "E" | "Z"; exemptionReason?: string } {
  if (doc.vatMention) return { code: "E", exemptionReason: doc.vatMention };
  return rate === 0 ? { code: "Z" } : { code: "S" };
}

function postalAddress(address: { line1?: string; line2?: string; postalCode?: string; city?: string; countryCode: string }): XmlElement {
  const optional = (name: string, value: string | undefined) => (value?.trim() ? element(name, value.trim()) : null);
  return element("ram:PostalTradeAddress", [
    optional("ram:PostcodeCode", address.postalCode),
    optional("ram:LineOne", address.line1),
    optional("ram:LineTwo", address.line2),
    optional("ram:CityName", address.city),
    element("ram:CountryID", address.countryCode.toUpperCase()),
  ]);
}

function lineItem(doc: InvoiceDocument, line: InvoiceLine, index: number): XmlElement {
  const category = vatCategory(doc, line.vatRate);
  return element("ram:IncludedSupplyChainTradeLineItem", [
    element("ram:AssociatedDocumentLineDocument", [element("ram:LineID", String(index + 1))]),
    element("ram:SpecifiedTradeProduct", [element("ram:Name", line.name)]),
    element("ram:SpecifiedLineTradeAgreement", [element("ram:NetPriceProductTradePrice", [element("ram:ChargeAmount", amount(line.unitPriceExclCents))])]),
    element("ram:SpecifiedLineTradeDelivery", [element("ram:BilledQuantity", String(line.quantity), { unitCode: "C62" })]),
    element("ram:SpecifiedLineTradeSettlement", [
      element("ram:ApplicableTradeTax", [
        element("ram:TypeCode", "VAT"),
        element("ram:CategoryCode", category.code),
        element("ram:RateApplicablePercent", percent(line.vatRate)),
      ]),
      element("ram:SpecifiedTradeSettlementLineMonetarySummation", [element("ram:LineTotalAmount", amount(line.totalExclCents))]),
    ]),
  ]);
}

function sellerParty(doc: InvoiceDocument): XmlElement {
  const tax = doc.sellerTax;
  // A seller under the franchise may have no VAT number; the rules still ask for a tax
  // registration with an exempt category (BR-E-02): the SIREN is the French tax identifier ("FC").
  const registration = tax.vatNumber ? element("ram:ID", tax.vatNumber, { schemeID: "VA" }) : element("ram:ID", tax.siren, { schemeID: "FC" });
  return element("ram:SellerTradeParty", [
    element("ram:Name", doc.seller.name),
    element("ram:SpecifiedLegalOrganization", [element("ram:ID", tax.siren, { schemeID: "0002" })]),
    postalAddress({ line1: tax.addressLine, postalCode: tax.postalCode, city: tax.city, countryCode: tax.countryCode }),
    element("ram:SpecifiedTaxRegistration", [registration]),
  ]);
}

function buyerParty(doc: InvoiceDocument): XmlElement {
  return element("ram:BuyerTradeParty", [
    element("ram:Name", doc.buyer.name),
    postalAddress(doc.buyerAddress ?? { countryCode: doc.sellerTax.countryCode }),
    doc.buyerEmail ? element("ram:URIUniversalCommunication", [element("ram:URIID", doc.buyerEmail, { schemeID: "EM" })]) : null,
  ]);
}

function vatBreakdown(doc: InvoiceDocument, entry: InvoiceDocument["vatByRate"][number]): XmlElement {
  const category = vatCategory(doc, entry.rate);
  return element("ram:ApplicableTradeTax", [
    element("ram:CalculatedAmount", amount(entry.vatCents)),
    element("ram:TypeCode", "VAT"),
    category.exemptionReason ? element("ram:ExemptionReason", category.exemptionReason) : null,
    element("ram:BasisAmount", amount(entry.baseCents)),
    element("ram:CategoryCode", category.code),
    element("ram:RateApplicablePercent", percent(entry.rate)),
  ]);
}

/** The document as Factur-X XML, EN 16931 profile. Every element in the order the schema imposes. */
export function facturXml(doc: InvoiceDocument): string {
  const lineTotalCents = doc.lines.reduce((sum, line) => sum + line.totalExclCents, 0);
  const root = element(
    "rsm:CrossIndustryInvoice",
    [
      element("rsm:ExchangedDocumentContext", [element("ram:GuidelineSpecifiedDocumentContextParameter", [element("ram:ID", EN16931_GUIDELINE)])]),
      element("rsm:ExchangedDocument", [
        element("ram:ID", doc.number),
        element("ram:TypeCode", TYPE_CODES[doc.kind]),
        element("ram:IssueDateTime", [day102(doc.issuedAt)]),
      ]),
      element("rsm:SupplyChainTradeTransaction", [
        ...doc.lines.map((line, index) => lineItem(doc, line, index)),
        element("ram:ApplicableHeaderTradeAgreement", [
          sellerParty(doc),
          buyerParty(doc),
          element("ram:SellerOrderReferencedDocument", [element("ram:IssuerAssignedID", doc.orderReference)]),
        ]),
        // The date of the sale (BT-72), an invoice's own date; a credit note's sale is its invoice's.
        element("ram:ApplicableHeaderTradeDelivery", [
          doc.kind === "invoice" ? element("ram:ActualDeliverySupplyChainEvent", [element("ram:OccurrenceDateTime", [day102(doc.issuedAt)])]) : null,
        ]),
        element("ram:ApplicableHeaderTradeSettlement", [
          element("ram:InvoiceCurrencyCode", "EUR"),
          ...doc.vatByRate.map((entry) => vatBreakdown(doc, entry)),
          element("ram:SpecifiedTradePaymentTerms", [element("ram:Description", doc.paymentNote)]),
          element("ram:SpecifiedTradeSettlementHeaderMonetarySummation", [
            element("ram:LineTotalAmount", amount(lineTotalCents)),
            element("ram:TaxBasisTotalAmount", amount(doc.totalExclCents)),
            element("ram:TaxTotalAmount", amount(doc.totalVatCents), { currencyID: "EUR" }),
            element("ram:GrandTotalAmount", amount(doc.totalInclCents)),
            // Paid before the document was issued: all of it prepaid, nothing left to pay.
            element("ram:TotalPrepaidAmount", amount(doc.totalInclCents)),
            element("ram:DuePayableAmount", amount(0)),
          ]),
          doc.kind === "credit_note" && doc.correctsNumber ? element("ram:InvoiceReferencedDocument", [element("ram:IssuerAssignedID", doc.correctsNumber)]) : null,
        ]),
      ]),
    ],
    NAMESPACES,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(root)}\n`;
}

// ---------------------------------------------------------------------------
// XMP metadata (PDF/A identification, Dublin Core, the Factur-X extension)

const FACTUR_X_NAMESPACE = "urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#";
const PRODUCER = "pdf-lib";
const CREATOR_TOOL = "ecurie-historique invoice-pdf"; // the application (package.json name) and the module that made the file

/** 2026-11-30T09:15:00Z: the instant in UTC, as the information dictionary's D:…Z dates. */
function xmpDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** A property of the Factur-X schema, declared for PDF/A (a validator refuses undeclared ones). */
function extensionProperty(name: string, description: string): string {
  return `<rdf:li rdf:parseType="Resource">
            <pdfaProperty:name>${name}</pdfaProperty:name>
            <pdfaProperty:valueType>Text</pdfaProperty:valueType>
            <pdfaProperty:category>external</pdfaProperty:category>
            <pdfaProperty:description>${description}</pdfaProperty:description>
          </rdf:li>`;
}

function xmpMetadata(doc: InvoiceDocument, title: string): string {
  const date = xmpDate(doc.issuedAt);
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
  <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
    <rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
      <pdfaid:part>3</pdfaid:part>
      <pdfaid:conformance>B</pdfaid:conformance>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
      <dc:format>application/pdf</dc:format>
      <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(title)}</rdf:li></rdf:Alt></dc:title>
      <dc:creator><rdf:Seq><rdf:li>${escapeXml(doc.seller.name)}</rdf:li></rdf:Seq></dc:creator>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
      <pdf:Producer>${PRODUCER}</pdf:Producer>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
      <xmp:CreatorTool>${escapeXml(CREATOR_TOOL)}</xmp:CreatorTool>
      <xmp:CreateDate>${date}</xmp:CreateDate>
      <xmp:ModifyDate>${date}</xmp:ModifyDate>
      <xmp:MetadataDate>${date}</xmp:MetadataDate>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
      <pdfaExtension:schemas>
        <rdf:Bag>
          <rdf:li rdf:parseType="Resource">
            <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
            <pdfaSchema:namespaceURI>${FACTUR_X_NAMESPACE}</pdfaSchema:namespaceURI>
            <pdfaSchema:prefix>fx</pdfaSchema:prefix>
            <pdfaSchema:property>
              <rdf:Seq>
          ${extensionProperty("DocumentFileName", "The name of the embedded XML document")}
          ${extensionProperty("DocumentType", "The type of the hybrid document in capital letters, e.g. INVOICE or ORDER")}
          ${extensionProperty("Version", "The actual version of the standard applying to the embedded XML document")}
          ${extensionProperty("ConformanceLevel", "The conformance level of the embedded XML document")}
              </rdf:Seq>
            </pdfaSchema:property>
          </rdf:li>
        </rdf:Bag>
      </pdfaExtension:schemas>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:fx="${FACTUR_X_NAMESPACE}">
      <fx:DocumentType>INVOICE</fx:DocumentType>
      <fx:DocumentFileName>${FACTUR_X_FILE_NAME}</fx:DocumentFileName>
      <fx:Version>1.0</fx:Version>
      <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
    </rdf:Description>
  </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

// ---------------------------------------------------------------------------
// The page

/** French captions, and the English ones printed beside them for an English-speaking buyer. */
const CAPTIONS = {
  invoice: ["Facture", "Invoice"],
  credit_note: ["Avoir", "Credit note"],
  number: ["N°", "No."],
  date: ["Date", "Date"],
  saleDate: ["Date de la vente", "Date of sale"],
  order: ["Commande", "Order"],
  correctsInvoice: ["Avoir sur la facture", "Credit note for invoice"],
  buyer: ["Client", "Customer"],
  description: ["Désignation", "Description"],
  quantity: ["Qté", "Qty"],
  unitPrice: ["PU HT", "Unit excl. VAT"],
  vat: ["TVA", "VAT"],
  lineTotal: ["Total HT", "Total excl. VAT"],
  totalExcl: ["Total HT", "Total excl. VAT"],
  totalIncl: ["Total TTC", "Total incl. VAT"],
  page: ["Page", "Page"],
} as const satisfies Record<string, readonly [string, string]>;

type CaptionKey = keyof typeof CAPTIONS;

/** "Facture" in French, "Facture / Invoice" in English; the same word twice is written once. */
function caption(doc: InvoiceDocument, key: CaptionKey): string {
  const [french, english] = CAPTIONS[key];
  return doc.locale === "en" && english !== french ? `${french} / ${english}` : french;
}

/** The English half of a caption alone (table headings print it on a line of its own), or null in French. */
function englishCaption(doc: InvoiceDocument, key: CaptionKey): string | null {
  return doc.locale === "en" ? CAPTIONS[key][1] : null;
}

/** "Commande : 7KQ2M4" with the no-break space French puts before a colon. */
const labelled = (label: string, value: string) => `${label}\u00a0: ${value}`;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const BOTTOM = 70; // the lowest a line of the table may go: below is the footer
type Colour = [red: number, green: number, blue: number];
const TEXT: Colour = [0.1, 0.1, 0.1];
const MUTED: Colour = [0.38, 0.38, 0.38];
const RULE: Colour = [0.7, 0.7, 0.7];
const SIZE = { title: 18, heading: 11, body: 9.5, small: 8 };
const LEADING = 1.35;

/** The table's columns: where each starts or ends (right-aligned numbers end at `right`). */
const COLUMNS = {
  description: { left: MARGIN, width: 228 },
  quantity: { right: 320 },
  unitPrice: { right: 395 },
  vat: { right: 445 },
  lineTotal: { right: A4.width - MARGIN },
};

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

const FONT_FILES = {
  regular: "@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff",
  bold: "@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff",
};

/**
 * A WOFF 1.0 file as the TrueType font it wraps: each table inflated, laid out again behind an
 * sfnt header. fontkit reads WOFF, but inflates a table again at every read, so subsetting
 * DejaVu (one read of its 600 KB glyph table per glyph) took seconds a document; from the sfnt,
 * milliseconds. (Its WOFF2 reader fails to subset at all.)
 */
function sfntFromWoff(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error("not a WOFF file"); // "wOFF"
  const flavor = view.getUint32(4);
  const tableCount = view.getUint16(12);
  const tables = Array.from({ length: tableCount }, (_, index) => {
    const entry = 44 + index * 20;
    const [tag, offset, compressedLength, length, checksum] = [0, 4, 8, 12, 16].map((field) => view.getUint32(entry + field)) as [number, number, number, number, number];
    const stored = woff.subarray(offset, offset + compressedLength);
    return { tag, checksum, data: compressedLength < length ? new Uint8Array(inflateSync(stored)) : stored };
  });
  const padded = (length: number) => (length + 3) & ~3; // tables start on 4-byte boundaries
  const headerLength = 12 + 16 * tableCount;
  const sfnt = new Uint8Array(headerLength + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  const out = new DataView(sfnt.buffer);
  const searchPower = 2 ** Math.floor(Math.log2(tableCount));
  out.setUint32(0, flavor);
  out.setUint16(4, tableCount);
  out.setUint16(6, searchPower * 16); // searchRange, entrySelector, rangeShift: the binary-search hints OpenType asks for
  out.setUint16(8, Math.log2(searchPower));
  out.setUint16(10, tableCount * 16 - searchPower * 16);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    out.setUint32(record, table.tag);
    out.setUint32(record + 4, table.checksum);
    out.setUint32(record + 8, offset);
    out.setUint32(record + 12, table.data.length);
    sfnt.set(table.data, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

let fontBytes: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;

/** The two faces as TrueType, read once per process. */
function loadFontBytes() {
  const require = createRequire(import.meta.url);
  const load = async (file: string) => sfntFromWoff(await fs.readFile(require.resolve(file)));
  fontBytes ??= Promise.all([load(FONT_FILES.regular), load(FONT_FILES.bold)]).then(([regular, bold]) => ({ regular, bold }));
  return fontBytes;
}

/**
 * A subset font's name as PDF wants it, "ABCDEF+DejaVuSans": six capitals that differ between
 * subsets, taken from a hash of the document and the face, so the same document gets the same.
 */
function subsetTag(doc: InvoiceDocument, face: string): string {
  const digest = createHash("sha256").update(`${doc.number}\n${face}`).digest();
  return [...digest.subarray(0, 6)].map((byte) => String.fromCharCode(65 + (byte % 26))).join("");
}

/** Text as one line of the page: control characters (a newline typed in a name) become spaces. */
function printable(text: string): string {
  return text.replace(/\p{Cc}/gu, " ");
}

/** Words greedily filled into lines no wider than `width`; a word wider than a line is cut. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of printable(text).split(" ")) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (font.widthOfTextAtSize(current, size) > width && [...current].length > 1) {
      const characters = [...current]; // by code point, never between the halves of a surrogate pair
      let cut = characters.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(characters.slice(0, cut).join(""), size) > width) cut--;
      lines.push(characters.slice(0, cut).join(""));
      current = characters.slice(cut).join("");
    }
  }
  if (current || lines.length === 0) lines.push(current);
  return lines;
}

/** Draws on the pages top to bottom, starting a new page when the next block would not fit. */
class PageWriter {
  readonly lib: PdfLib;
  readonly pdf: PDFDocument;
  readonly fonts: Fonts;
  pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;

  constructor(lib: PdfLib, pdf: PDFDocument, fonts: Fonts) {
    this.lib = lib;
    this.pdf = pdf;
    this.fonts = fonts;
    this.newPage();
  }

  newPage() {
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN;
  }

  text(text: string, x: number, y: number, { font = this.fonts.regular, size = SIZE.body, color = TEXT, align = "left" as "left" | "right" } = {}) {
    const line = printable(text);
    const left = align === "right" ? x - font.widthOfTextAtSize(line, size) : x;
    this.page.drawText(line, { x: left, y, size, font, color: this.lib.rgb(...color) });
  }

  rule(y: number, from = MARGIN, to = A4.width - MARGIN) {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness: 0.5, color: this.lib.rgb(...RULE) });
  }
}

const lineHeight = (size: number) => size * LEADING;

/** A block of lines at `x`, the first one maybe bold; returns the y below it. */
function drawBlock(writer: PageWriter, lines: { text: string; bold?: boolean; size?: number; muted?: boolean }[], x: number, top: number, width: number): number {
  let y = top;
  for (const line of lines) {
    const size = line.size ?? SIZE.body;
    const font = line.bold ? writer.fonts.bold : writer.fonts.regular;
    for (const part of wrap(line.text, font, size, width)) {
      y -= lineHeight(size);
      writer.text(part, x, y, { font, size, color: line.muted ? MUTED : TEXT });
    }
  }
  return y;
}

function drawHeader(writer: PageWriter, doc: InvoiceDocument) {
  const top = writer.y;
  const sellerWidth = 250;
  const sellerBottom = drawBlock(writer, [{ text: doc.seller.name, bold: true, size: SIZE.heading }, ...doc.seller.lines.map((text) => ({ text }))], MARGIN, top, sellerWidth);

  // The document's identity, right-aligned in the top right corner.
  const right = A4.width - MARGIN;
  let y = top - SIZE.title;
  writer.text(caption(doc, doc.kind), right, y, { font: writer.fonts.bold, size: SIZE.title, align: "right" });
  y -= 8;
  const day = formatDate(doc.issuedAt, "fr-FR");
  const facts = [
    labelled(caption(doc, "number"), doc.number),
    labelled(caption(doc, "date"), day),
    // A credit note's date is not its sale's: the invoice it names carries that one.
    ...(doc.kind === "invoice" ? [labelled(caption(doc, "saleDate"), day)] : []),
    labelled(caption(doc, "order"), doc.orderReference),
    ...(doc.kind === "credit_note" && doc.correctsNumber ? [`${caption(doc, "correctsInvoice")} ${doc.correctsNumber}`] : []),
  ];
  const factsWidth = right - MARGIN - sellerWidth - 10; // never over the seller's block
  for (const part of facts.flatMap((fact) => wrap(fact, writer.fonts.regular, SIZE.body, factsWidth))) {
    y -= lineHeight(SIZE.body);
    writer.text(part, right, y, { align: "right" });
  }

  // The buyer, where a window envelope would show it.
  const buyerTop = Math.min(y, sellerBottom) - 22;
  const buyerX = 320;
  const buyerBottom = drawBlock(
    writer,
    [{ text: caption(doc, "buyer"), muted: true, size: SIZE.small }, { text: doc.buyer.name, bold: true }, ...doc.buyer.lines.map((text) => ({ text }))],
    buyerX,
    buyerTop,
    right - buyerX,
  );
  writer.y = Math.min(buyerBottom, sellerBottom) - 28;
}

function drawTableHeading(writer: PageWriter, doc: InvoiceDocument) {
  const bold = writer.fonts.bold;
  const cells: [CaptionKey, number, "left" | "right"][] = [
    ["description", COLUMNS.description.left, "left"],
    ["quantity", COLUMNS.quantity.right, "right"],
    ["unitPrice", COLUMNS.unitPrice.right, "right"],
    ["vat", COLUMNS.vat.right, "right"],
    ["lineTotal", COLUMNS.lineTotal.right, "right"],
  ];
  writer.y -= lineHeight(SIZE.body);
  for (const [key, x, align] of cells) writer.text(CAPTIONS[key][0], x, writer.y, { font: bold, align });
  if (doc.locale === "en") {
    writer.y -= lineHeight(SIZE.small);
    for (const [key, x, align] of cells) writer.text(englishCaption(doc, key) ?? "", x, writer.y, { size: SIZE.small, color: MUTED, align });
  }
  writer.y -= 6;
  writer.rule(writer.y);
}

function drawLines(writer: PageWriter, doc: InvoiceDocument) {
  drawTableHeading(writer, doc);
  for (const line of doc.lines) {
    const nameLines = wrap(line.name, writer.fonts.regular, SIZE.body, COLUMNS.description.width);
    const height = nameLines.length * lineHeight(SIZE.body) + 6;
    if (writer.y - height < BOTTOM) {
      writer.newPage();
      drawTableHeading(writer, doc);
    }
    const first = writer.y - lineHeight(SIZE.body) - 2;
    nameLines.forEach((text, index) => writer.text(text, COLUMNS.description.left, first - index * lineHeight(SIZE.body)));
    writer.text(String(line.quantity), COLUMNS.quantity.right, first, { align: "right" });
    writer.text(euroText(line.unitPriceExclCents), COLUMNS.unitPrice.right, first, { align: "right" });
    // Under the franchise there is no VAT to state a rate of: a dash, the mention says why.
    writer.text(doc.vatMention ? "—" : formatRate(line.vatRate), COLUMNS.vat.right, first, { align: "right" });
    writer.text(euroText(line.totalExclCents), COLUMNS.lineTotal.right, first, { align: "right" });
    writer.y -= height;
    writer.rule(writer.y);
  }
}

function drawTotals(writer: PageWriter, doc: InvoiceDocument) {
  const rows: { label: string; cents: number; bold?: boolean }[] = [{ label: caption(doc, "totalExcl"), cents: doc.totalExclCents }];
  if (!doc.vatMention) {
    for (const entry of doc.vatByRate) {
      const label = `${CAPTIONS.vat[0]} ${formatRate(entry.rate)}`;
      rows.push({ label: doc.locale === "en" ? `${label} / ${CAPTIONS.vat[1]}` : label, cents: entry.vatCents });
    }
  }
  rows.push({ label: caption(doc, "totalIncl"), cents: doc.totalInclCents, bold: true });

  const height = rows.length * lineHeight(SIZE.body) + 60;
  if (writer.y - height < BOTTOM) writer.newPage();
  writer.y -= 8;
  const labelX = 300;
  for (const row of rows) {
    writer.y -= lineHeight(SIZE.body) + 2;
    const font = row.bold ? writer.fonts.bold : writer.fonts.regular;
    writer.text(row.label, labelX, writer.y, { font });
    writer.text(euroText(row.cents), COLUMNS.lineTotal.right, writer.y, { font, align: "right" });
  }
  writer.y -= 18;
}

function drawNotes(writer: PageWriter, doc: InvoiceDocument) {
  const notes = [...(doc.vatMention ? [doc.vatMention] : []), doc.paymentNote].filter((note) => note.trim());
  const width = A4.width - 2 * MARGIN;
  const height = notes.reduce((sum, note) => sum + wrap(note, writer.fonts.regular, SIZE.body, width).length * lineHeight(SIZE.body), 0);
  if (writer.y - height < BOTTOM) writer.newPage();
  writer.y = drawBlock(
    writer,
    notes.map((text) => ({ text })),
    MARGIN,
    writer.y,
    width,
  );
}

/** "F-2026-000123 — Page 1/2" at the foot of every page, once all are drawn. */
function drawFooters(writer: PageWriter, doc: InvoiceDocument) {
  writer.pages.forEach((page, index) => {
    writer.page = page;
    const text = `${doc.number} — ${caption(doc, "page")} ${index + 1}/${writer.pages.length}`;
    writer.rule(BOTTOM - 20);
    writer.text(text, (A4.width - writer.fonts.regular.widthOfTextAtSize(text, SIZE.small)) / 2, BOTTOM - 34, { size: SIZE.small, color: MUTED });
  });
}

// ---------------------------------------------------------------------------
// The file

type PdfLib = typeof PdfLibModule;
type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];

let libraries: Promise<{ lib: PdfLib; fontkit: Fontkit }> | undefined;

/**
 * pdf-lib and fontkit, imported the first time a document is drawn: together they cost half a
 * second and 10 MB of heap to load, which every start of the server would pay (its build bundles
 * the packages it imports) for the few moments a day it issues an invoice.
 */
function loadLibraries() {
  // fontkit is CommonJS for Node and an ES module with a default export for the bundler: its object is `default` both ways.
  libraries ??= Promise.all([import("pdf-lib"), import("@pdf-lib/fontkit")]).then(([lib, fontkit]) => ({ lib, fontkit: (fontkit as unknown as { default: Fontkit }).default }));
  return libraries;
}

/** Attaches the XML as PDF/A-3 wants an associated file: a Filespec with its relationship, listed in /AF and in the name tree. */
function attachFacturX({ AFRelationship, PDFHexString, PDFName, PDFString }: PdfLib, pdf: PDFDocument, xml: Uint8Array, doc: InvoiceDocument) {
  const context = pdf.context;
  const fileDate = PDFString.fromDate(doc.issuedAt);
  const stream = context.flateStream(xml, {
    Type: "EmbeddedFile",
    Subtype: "text/xml",
    Params: { Size: xml.length, ModDate: fileDate, CreationDate: fileDate, CheckSum: PDFHexString.of(createHash("md5").update(xml).digest("hex")) },
  });
  const streamRef = context.register(stream);
  const fileSpec = context.register(
    context.obj({
      Type: "Filespec",
      F: PDFString.of(FACTUR_X_FILE_NAME),
      UF: PDFHexString.fromText(FACTUR_X_FILE_NAME),
      EF: { F: streamRef, UF: streamRef },
      Desc: PDFString.of("Factur-X XML invoice (EN 16931)"),
      AFRelationship: AFRelationship.Data,
    }),
  );
  pdf.catalog.set(PDFName.of("AF"), context.obj([fileSpec]));
  pdf.catalog.set(PDFName.of("Names"), context.obj({ EmbeddedFiles: { Names: [PDFString.of(FACTUR_X_FILE_NAME), fileSpec] } }));
}

function addOutputIntent({ PDFName, PDFString }: PdfLib, pdf: PDFDocument) {
  const context = pdf.context;
  const profile = context.register(context.flateStream(srgbIccProfile(), { N: 3 }));
  const intent = context.obj({
    Type: "OutputIntent",
    S: "GTS_PDFA1",
    OutputConditionIdentifier: PDFString.of("sRGB IEC61966-2.1"),
    RegistryName: PDFString.of("http://www.color.org"),
    Info: PDFString.of("sRGB IEC61966-2.1"),
    DestOutputProfile: profile,
  });
  pdf.catalog.set(PDFName.of("OutputIntents"), context.obj([intent]));
}

function addMetadata({ PDFHexString, PDFName }: PdfLib, pdf: PDFDocument, doc: InvoiceDocument) {
  const title = doc.number;
  // The information dictionary and the XMP must say the same (ISO 19005-3, 6.7.3).
  pdf.setTitle(title, { showInWindowTitleBar: true });
  pdf.setAuthor(doc.seller.name);
  pdf.setCreator(CREATOR_TOOL);
  pdf.setProducer(PRODUCER);
  pdf.setCreationDate(doc.issuedAt);
  pdf.setModificationDate(doc.issuedAt);
  pdf.setLanguage("fr-FR");
  // The metadata stream stays uncompressed, so that any tool finds the PDF/A identification in it.
  const metadata = pdf.context.stream(new TextEncoder().encode(xmpMetadata(doc, title)), { Type: "Metadata", Subtype: "XML" });
  pdf.catalog.set(PDFName.of("Metadata"), pdf.context.register(metadata));
  // Both halves of the ID the same: this is the file's first and only version.
  const id = PDFHexString.of(createHash("md5").update(`${doc.kind}\n${doc.number}\n${doc.issuedAt.toISOString()}`).digest("hex"));
  pdf.context.trailerInfo.ID = pdf.context.obj([id, id]);
}

/** The document as a PDF/A-3b file with its Factur-X XML inside. */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  if (!doc.vatMention && !doc.sellerTax.vatNumber) throw new Error(`${doc.number}: a seller that charges VAT must print its VAT number`);
  const { lib, fontkit } = await loadLibraries();
  // No metadata of pdf-lib's own: its dates are the clock's, ours are the document's.
  const pdf = await lib.PDFDocument.create({ updateMetadata: false });
  pdf.registerFontkit(fontkit);
  const bytes = await loadFontBytes();
  const fonts: Fonts = {
    regular: await pdf.embedFont(bytes.regular, { subset: true, customName: `${subsetTag(doc, "regular")}+DejaVuSans` }),
    bold: await pdf.embedFont(bytes.bold, { subset: true, customName: `${subsetTag(doc, "bold")}+DejaVuSans-Bold` }),
  };

  const writer = new PageWriter(lib, pdf, fonts);
  drawHeader(writer, doc);
  drawLines(writer, doc);
  drawTotals(writer, doc);
  drawNotes(writer, doc);
  drawFooters(writer, doc);

  attachFacturX(lib, pdf, new TextEncoder().encode(facturXml(doc)), doc);
  addOutputIntent(lib, pdf);
  addMetadata(lib, pdf, doc);
  return pdf.save();
}
