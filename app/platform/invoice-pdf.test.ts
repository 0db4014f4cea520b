import { XMLParser, XMLValidator } from "fast-xml-parser";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { invoiceTotals, sellerParty, shippingLines, VAT_FRANCHISE_MENTION, type PricedLine, type SellerIdentity } from "../features/payments/rules.ts";
import { centsOf } from "../lib/money.ts";
import { facturXml, renderInvoicePdf, type InvoiceDocument } from "./invoice-pdf.server.ts";

// The documents are built the way the shop builds them: the payments rules' amounts and seller block.

const SELLER = {
  legal_name: "Écurie Historique SAS",
  legal_form: "SAS",
  share_capital_cents: 1_000_000,
  address: "12 rue des Pilotes\n71000 Mâcon",
  siren: "123456789",
  rcs_city: "Mâcon",
  vat_exempt: false,
  vat_number: "FR32123456789",
} as SellerIdentity;

const GOODS: PricedLine[] = [
  { name: "Casquette Écurie 1974 — édition « Monaco »", quantity: 2, unitPriceCents: 3500, vatRate: 2000 },
  { name: "Livre : Les F1 françaises, 1950–1980", quantity: 1, unitPriceCents: 4250, vatRate: 550 },
];

const ISSUED_AT = new Date("2026-11-30T09:15:00Z");

function invoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    kind: "invoice",
    number: "F-2026-000123",
    issuedAt: ISSUED_AT,
    orderReference: "7KQ2M4",
    seller: sellerParty(SELLER),
    sellerTax: { siren: "123456789", vatNumber: "FR32123456789", countryCode: "FR", postalCode: "71000", city: "Mâcon", addressLine: "12 rue des Pilotes" },
    buyer: { name: "Łukasz Dvořák", lines: ["3 Lindenstraße", "10115 Berlin", "Allemagne", "lukasz@example.com"] },
    buyerEmail: "lukasz@example.com",
    buyerAddress: { line1: "3 Lindenstraße", postalCode: "10115", city: "Berlin", countryCode: "DE" },
    ...invoiceTotals([...GOODS, ...shippingLines("Livraison", 990, GOODS)]),
    vatMention: null,
    paymentNote: "Payée par carte le 30/11/2026 (Stripe)",
    locale: "fr",
    ...overrides,
  };
}

function franchiseInvoice(): InvoiceDocument {
  const untaxed = GOODS.map((line) => ({ ...line, vatRate: 0 }));
  return invoice({
    number: "F-2026-000124",
    seller: sellerParty({ ...SELLER, vat_exempt: true }),
    sellerTax: { siren: "123456789", vatNumber: null, countryCode: "FR", postalCode: "71000", city: "Mâcon", addressLine: "12 rue des Pilotes" },
    buyerAddress: undefined,
    ...invoiceTotals(untaxed),
    vatMention: VAT_FRANCHISE_MENTION,
  });
}

function creditNote(): InvoiceDocument {
  return invoice({
    kind: "credit_note",
    number: "A-2026-000004",
    correctsNumber: "F-2026-000123",
    issuedAt: new Date("2026-12-02T15:00:00Z"),
    ...invoiceTotals([GOODS[0]!]),
    paymentNote: "Remboursée sur la carte le 02/12/2026 (Stripe)",
  });
}

/** Text with every run of spaces (no-break, narrow no-break, line breaks) as one space: what is printed, not how. */
const flat = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ").trim();

async function read(bytes: Uint8Array) {
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const pdf = await getDocumentProxy(bytes.slice());
  const attachments = await pdf.getAttachments();
  const content = attachments?.has("factur-x.xml") ? await pdf.getAttachmentContent("factur-x.xml") : null;
  const xml = content ? new TextDecoder().decode(content) : null;
  const { metadata } = await pdf.getMetadata();
  const xmp = metadata ? String(metadata.getRaw()) : "";
  const pages = pdf.numPages;
  const { text } = await extractText(pdf, { mergePages: true });
  return { text: flat(text), xml, xmp, pages, attachments: [...(attachments?.keys() ?? [])] };
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", parseTagValue: false, isArray: (name) => ["ram:IncludedSupplyChainTradeLineItem", "ram:ApplicableTradeTax"].includes(name) });

type Node = Record<string, unknown>;
const child = (node: unknown, ...path: string[]): Node => path.reduce((current, name) => (current as Node)[name] as Node, node as Node);
/** An element's text, whether the parser made it a string or an object with attributes. */
const text = (node: unknown): string => (typeof node === "object" && node !== null ? String((node as Node)["#text"]) : String(node));

function parseCii(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const root = child(parser.parse(xml), "rsm:CrossIndustryInvoice");
  const transaction = child(root, "rsm:SupplyChainTradeTransaction");
  const settlement = child(transaction, "ram:ApplicableHeaderTradeSettlement");
  const sums = child(settlement, "ram:SpecifiedTradeSettlementHeaderMonetarySummation");
  const sum = (name: string) => centsOf(text(sums[name]));
  return {
    root,
    document: child(root, "rsm:ExchangedDocument"),
    lines: transaction["ram:IncludedSupplyChainTradeLineItem"] as Node[],
    agreement: child(transaction, "ram:ApplicableHeaderTradeAgreement"),
    delivery: child(transaction, "ram:ApplicableHeaderTradeDelivery"),
    settlement,
    taxes: settlement["ram:ApplicableTradeTax"] as Node[],
    sums,
    sum,
  };
}

/** The XML's own figures add up, each amount read as cents from its decimal text. */
function expectTotalsAddUp(cii: ReturnType<typeof parseCii>) {
  const lineTotals = cii.lines.map((line) => centsOf(text(child(line, "ram:SpecifiedLineTradeSettlement", "ram:SpecifiedTradeSettlementLineMonetarySummation", "ram:LineTotalAmount"))));
  expect(lineTotals.reduce((a, b) => a + b, 0)).toBe(cii.sum("ram:LineTotalAmount"));
  expect(cii.sum("ram:TaxBasisTotalAmount")).toBe(cii.sum("ram:LineTotalAmount"));
  const bases = cii.taxes.map((tax) => centsOf(text(tax["ram:BasisAmount"])));
  const vat = cii.taxes.map((tax) => centsOf(text(tax["ram:CalculatedAmount"])));
  expect(bases.reduce((a, b) => a + b, 0)).toBe(cii.sum("ram:TaxBasisTotalAmount"));
  expect(vat.reduce((a, b) => a + b, 0)).toBe(cii.sum("ram:TaxTotalAmount"));
  expect(cii.sum("ram:TaxBasisTotalAmount") + cii.sum("ram:TaxTotalAmount")).toBe(cii.sum("ram:GrandTotalAmount"));
  expect(cii.sum("ram:TotalPrepaidAmount")).toBe(cii.sum("ram:GrandTotalAmount"));
  expect(cii.sum("ram:DuePayableAmount")).toBe(0);
}

describe("an invoice with two VAT rates and shipping", () => {
  const doc = invoice();

  it("prints every mention a French invoice must carry", async () => {
    const { text: printed, pages } = await read(await renderInvoicePdf(doc));
    expect(pages).toBe(1);
    for (const mention of [
      "Facture",
      "N° : F-2026-000123",
      "Date : 30 novembre 2026",
      "Date de la vente : 30 novembre 2026",
      "Commande : 7KQ2M4",
      // The seller: name, legal form and capital, address, registration, VAT number.
      "Écurie Historique SAS",
      "SAS au capital de 10 000,00 €",
      "12 rue des Pilotes",
      "71000 Mâcon",
      "SIREN 123456789 — RCS Mâcon",
      "TVA intracommunautaire FR32123456789",
      // The buyer.
      "Client",
      "Łukasz Dvořák",
      "3 Lindenstraße",
      "10115 Berlin",
      "lukasz@example.com",
      "Désignation Qté PU HT TVA Total HT",
      // Each line: name, quantity, unit price and total without VAT, rate.
      "Casquette Écurie 1974 — édition « Monaco » 2 29,17 € 20 % 58,33 €",
      "Livre : Les F1 françaises, 1950–1980 1 40,28 € 5,5 % 40,28 €",
      "Livraison (20 %) 1 5,13 € 20 % 5,13 €",
      "Livraison (5,5 %) 1 3,55 € 5,5 % 3,55 €",
      "Total HT 107,29 €",
      "TVA 20 % 12,70 €",
      "TVA 5,5 % 2,41 €",
      "Total TTC 122,40 €",
      "Payée par carte le 30/11/2026 (Stripe)",
    ])
      expect(printed).toContain(flat(mention));
    // The totals printed are the document's.
    expect(doc.totalExclCents + doc.totalVatCents).toBe(doc.totalInclCents);
    expect(printed).not.toMatch(/Invoice|Description|Avoir/);
  });

  it("carries its Factur-X XML as an attachment and says so in its XMP", async () => {
    const { xml, xmp, attachments } = await read(await renderInvoicePdf(doc));
    expect(attachments).toEqual(["factur-x.xml"]);
    expect(xml).toBe(facturXml(doc));
    expect(xmp).toContain("<pdfaid:part>3</pdfaid:part>");
    expect(xmp).toContain("<pdfaid:conformance>B</pdfaid:conformance>");
    expect(xmp).toContain("<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>");
    expect(xmp).toContain("<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>");
    expect(xmp).toContain("<fx:DocumentType>INVOICE</fx:DocumentType>");
    expect(xmp).toContain("<fx:Version>1.0</fx:Version>");
    expect(xmp).toContain("<pdfaSchema:prefix>fx</pdfaSchema:prefix>");
    expect(xmp).toContain("<xmp:CreateDate>2026-11-30T09:15:00Z</xmp:CreateDate>");
  });

  it("has what PDF/A-3 asks of its catalogue: the associated file, an sRGB output intent, embedded fonts only, an ID", async () => {
    const pdf = await PDFDocument.load(await renderInvoicePdf(doc), { updateMetadata: false });
    const catalog = pdf.catalog;
    const associated = catalog.lookup(PDFName.of("AF"), PDFArray);
    expect(associated.size()).toBe(1);
    const fileSpec = associated.lookup(0, PDFDict);
    expect(fileSpec.get(PDFName.of("AFRelationship"))).toBe(PDFName.of("Data"));
    const embedded = fileSpec.lookup(PDFName.of("EF"), PDFDict).lookup(PDFName.of("F"), PDFStream);
    expect(embedded.dict.get(PDFName.of("Subtype"))).toBe(PDFName.of("text/xml"));
    const names = catalog.lookup(PDFName.of("Names"), PDFDict).lookup(PDFName.of("EmbeddedFiles"), PDFDict).lookup(PDFName.of("Names"), PDFArray);
    expect(names.get(1)).toBe(associated.get(0)); // the name tree and /AF point at the same file specification

    const intent = catalog.lookup(PDFName.of("OutputIntents"), PDFArray).lookup(0, PDFDict);
    expect(intent.get(PDFName.of("S"))).toBe(PDFName.of("GTS_PDFA1"));
    const profile = intent.lookup(PDFName.of("DestOutputProfile"), PDFStream);
    expect(profile.dict.get(PDFName.of("N"))?.toString()).toBe("3");

    const fonts = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict && object.get(PDFName.of("Type")) === PDFName.of("Font"));
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      // Only composite fonts over embedded TrueType programs: no standard-14 font, nothing left to the reader.
      const subtype = font.get(PDFName.of("Subtype"));
      expect([PDFName.of("Type0"), PDFName.of("CIDFontType2")]).toContain(subtype);
      if (subtype === PDFName.of("CIDFontType2")) expect(font.lookup(PDFName.of("FontDescriptor"), PDFDict).get(PDFName.of("FontFile2"))).toBeInstanceOf(PDFRef);
    }
    expect(pdf.context.trailerInfo.ID).toBeInstanceOf(PDFArray);
    expect(pdf.getTitle()).toBe("F-2026-000123");
    expect(pdf.getCreationDate()?.toISOString()).toBe(ISSUED_AT.toISOString());
  });

  it("renders the same bytes twice", async () => {
    expect(Buffer.from(await renderInvoicePdf(doc)).equals(Buffer.from(await renderInvoicePdf(doc)))).toBe(true);
  });

  it("writes an EN 16931 XML whose figures are the invoice's and add up", () => {
    const cii = parseCii(facturXml(doc));
    expect(text(child(cii.root, "rsm:ExchangedDocumentContext", "ram:GuidelineSpecifiedDocumentContextParameter", "ram:ID"))).toBe("urn:cen.eu:en16931:2017");
    expect(text(cii.document["ram:ID"])).toBe("F-2026-000123");
    expect(text(cii.document["ram:TypeCode"])).toBe("380");
    expect(child(cii.document, "ram:IssueDateTime", "udt:DateTimeString")).toEqual({ "#text": "20261130", "@format": "102" });
    expect(text(child(cii.delivery, "ram:ActualDeliverySupplyChainEvent", "ram:OccurrenceDateTime", "udt:DateTimeString"))).toBe("20261130");

    expect(cii.lines).toHaveLength(4);
    const first = cii.lines[0]!;
    expect(text(child(first, "ram:SpecifiedTradeProduct", "ram:Name"))).toBe(GOODS[0]!.name);
    expect(text(child(first, "ram:SpecifiedLineTradeAgreement", "ram:NetPriceProductTradePrice", "ram:ChargeAmount"))).toBe("29.17");
    expect(child(first, "ram:SpecifiedLineTradeDelivery", "ram:BilledQuantity")).toEqual({ "#text": "2", "@unitCode": "C62" });
    const lineTax = (child(first, "ram:SpecifiedLineTradeSettlement", "ram:ApplicableTradeTax") as unknown as Node[])[0]!;
    expect([text(lineTax["ram:TypeCode"]), text(lineTax["ram:CategoryCode"]), text(lineTax["ram:RateApplicablePercent"])]).toEqual(["VAT", "S", "20.00"]);

    const seller = child(cii.agreement, "ram:SellerTradeParty");
    expect(text(seller["ram:Name"])).toBe("Écurie Historique SAS");
    expect(child(seller, "ram:SpecifiedLegalOrganization", "ram:ID")).toEqual({ "#text": "123456789", "@schemeID": "0002" });
    expect(child(seller, "ram:SpecifiedTaxRegistration", "ram:ID")).toEqual({ "#text": "FR32123456789", "@schemeID": "VA" });
    expect(text(child(seller, "ram:PostalTradeAddress", "ram:CountryID"))).toBe("FR");
    const buyer = child(cii.agreement, "ram:BuyerTradeParty");
    expect(text(buyer["ram:Name"])).toBe("Łukasz Dvořák");
    expect(text(child(buyer, "ram:PostalTradeAddress", "ram:CountryID"))).toBe("DE");
    expect(text(child(cii.agreement, "ram:SellerOrderReferencedDocument", "ram:IssuerAssignedID"))).toBe("7KQ2M4");

    expect(text(cii.settlement["ram:InvoiceCurrencyCode"])).toBe("EUR");
    expect(cii.taxes.map((tax) => [text(tax["ram:CategoryCode"]), text(tax["ram:RateApplicablePercent"]), text(tax["ram:BasisAmount"]), text(tax["ram:CalculatedAmount"])])).toEqual([
      ["S", "20.00", "63.46", "12.70"],
      ["S", "5.50", "43.83", "2.41"],
    ]);
    expect(cii.sums["ram:TaxTotalAmount"]).toEqual({ "#text": "15.11", "@currencyID": "EUR" });
    expect(cii.sum("ram:GrandTotalAmount")).toBe(12240);
    expect(text(child(cii.settlement, "ram:SpecifiedTradePaymentTerms", "ram:Description"))).toBe("Payée par carte le 30/11/2026 (Stripe)");
    expectTotalsAddUp(cii);
  });
});

describe("an invoice under the VAT franchise", () => {
  const doc = franchiseInvoice();

  it("prints the franchise mention and no VAT", async () => {
    const { text: printed } = await read(await renderInvoicePdf(doc));
    for (const mention of ["TVA non applicable, art. 293 B du CGI", "SIREN 123456789 — RCS Mâcon", "Casquette Écurie 1974 — édition « Monaco » 2 35,00 € — 70,00 €", "Total HT 112,50 €", "Total TTC 112,50 €"])
      expect(printed).toContain(flat(mention));
    expect(printed).not.toContain("TVA intracommunautaire");
    expect(printed).not.toMatch(/TVA \d/);
  });

  it("declares its lines exempt, with the mention as the reason, and the SIREN as the tax registration", () => {
    const cii = parseCii(facturXml(doc));
    for (const line of cii.lines) {
      const tax = (child(line, "ram:SpecifiedLineTradeSettlement", "ram:ApplicableTradeTax") as unknown as Node[])[0]!;
      expect([text(tax["ram:CategoryCode"]), text(tax["ram:RateApplicablePercent"])]).toEqual(["E", "0.00"]);
    }
    expect(cii.taxes).toHaveLength(1);
    expect(text(cii.taxes[0]!["ram:CategoryCode"])).toBe("E");
    expect(text(cii.taxes[0]!["ram:ExemptionReason"])).toBe(VAT_FRANCHISE_MENTION);
    expect(text(cii.taxes[0]!["ram:CalculatedAmount"])).toBe("0.00");
    expect(cii.sum("ram:TaxTotalAmount")).toBe(0);
    expect(child(cii.agreement, "ram:SellerTradeParty", "ram:SpecifiedTaxRegistration", "ram:ID")).toEqual({ "#text": "123456789", "@schemeID": "FC" });
    // No address on the order (picked up): the buyer gets the seller's country, as EN 16931 needs one.
    expect(text(child(cii.agreement, "ram:BuyerTradeParty", "ram:PostalTradeAddress", "ram:CountryID"))).toBe("FR");
    expectTotalsAddUp(cii);
  });
});

describe("a credit note", () => {
  const doc = creditNote();

  it("is titled Avoir, names the invoice it corrects, and prints positive amounts", async () => {
    const { text: printed, xml } = await read(await renderInvoicePdf(doc));
    for (const mention of ["Avoir", "N° : A-2026-000004", "Date : 2 décembre 2026", "Avoir sur la facture F-2026-000123", "Casquette Écurie 1974 — édition « Monaco » 2 29,17 € 20 % 58,33 €", "Total HT 58,33 €", "TVA 20 % 11,67 €", "Total TTC 70,00 €", "Remboursée sur la carte le 02/12/2026 (Stripe)"])
      expect(printed).toContain(flat(mention));
    expect(printed).not.toContain("Date de la vente"); // its sale's date is the invoice's
    expect(printed).not.toMatch(/-\d+,\d\d/); // no negative amount
    expect(xml).toBe(facturXml(doc));
  });

  it("is type 381 in the XML, with positive amounts and the corrected invoice", () => {
    const cii = parseCii(facturXml(doc));
    expect(text(cii.document["ram:TypeCode"])).toBe("381");
    expect(text(child(cii.settlement, "ram:InvoiceReferencedDocument", "ram:IssuerAssignedID"))).toBe("F-2026-000123");
    expect(cii.sum("ram:GrandTotalAmount")).toBe(7000);
    expectTotalsAddUp(cii);
  });
});

describe("the document's language and contents", () => {
  it("adds the English captions beside the French ones for an English-speaking buyer", async () => {
    const { text: printed } = await read(await renderInvoicePdf(invoice({ locale: "en" })));
    for (const mention of ["Facture / Invoice", "N° / No. : F-2026-000123", "Date de la vente / Date of sale : 30 novembre 2026", "Client / Customer", "Désignation", "Description", "PU HT", "Total HT / Total excl. VAT 107,29 €", "TVA 20 % / VAT 12,70 €", "Total TTC / Total incl. VAT 122,40 €"])
      expect(printed).toContain(flat(mention));
  });

  it("escapes what a buyer types into the XML, and prints it as typed", async () => {
    const doc = invoice({ buyer: { name: 'Tom & Jerry <"Ltd">', lines: [] }, buyerEmail: "tom@example.com" });
    const xml = facturXml(doc);
    expect(xml).toContain("<ram:Name>Tom &amp; Jerry &lt;&quot;Ltd&quot;&gt;</ram:Name>");
    expect(text(child(parseCii(xml).agreement, "ram:BuyerTradeParty", "ram:Name"))).toBe('Tom & Jerry <"Ltd">');
    expect((await read(await renderInvoicePdf(doc))).text).toContain('Tom & Jerry <"Ltd">');
  });

  it("goes on to further pages when the lines do not fit on one, repeating the table's heading", async () => {
    const many = Array.from({ length: 45 }, (_, index) => ({ name: `Miniature n° ${index + 1}`, quantity: 1, unitPriceCents: 1200, vatRate: 2000 }));
    const doc = invoice({ ...invoiceTotals(many) });
    const { text: printed, pages } = await read(await renderInvoicePdf(doc));
    expect(pages).toBe(2);
    expect(printed.match(/Désignation Qté PU HT TVA Total HT/g)).toHaveLength(2);
    expect(printed).toContain("Miniature n° 45 1 10,00 € 20 % 10,00 €");
    expect(printed).toContain("F-2026-000123 — Page 2/2");
    expect(printed).toContain(flat("Total TTC 540,00 €"));
  });

  it("refuses a VAT-charging seller without a VAT number instead of issuing an invalid invoice", async () => {
    await expect(renderInvoicePdf(invoice({ sellerTax: { siren: "123456789", vatNumber: null, countryCode: "FR" } }))).rejects.toThrow(/VAT number/);
  });
});
