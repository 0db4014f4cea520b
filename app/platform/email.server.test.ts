import { describe, expect, it } from "vitest";
import { accountEmails } from "../features/accounts/emails.server.ts";
import { renderRequestConfirmation, renderRequestNotification, renderRequestReply, type RequestForMail } from "../features/bookings/emails.server.ts";
import { renderEditionMail } from "../features/newsletter/emails.server.ts";
import { editionIn } from "../features/newsletter/schema.ts";

/**
 * Every e-mail is rendered from values someone typed: a visitor (name,
 * message, car name, order lines), an admin (a reply, the team's name) or an
 * editor (a newsletter). Markup among them must reach the HTML part as text,
 * never as tags or attributes, and the plain-text part must keep it whole.
 */
const HOSTILE = `<script>alert("x")</script><img src=x onerror="alert(1)"> & "quotes" 'too'`;
/** The tags of the HTML part that would run or load something in a mail client: a script, an image, a frame, an event handler. */
function liveTags(html: string): string[] {
  return [...html.matchAll(/<[^>]*>/g)].map(([tag]) => tag).filter((tag) => /^<\s*\/?\s*(script|img|iframe|svg|object|embed|style|link|form)\b/i.test(tag) || /\son\w+\s*=/i.test(tag));
}

const team = { team_name: `Écurie ${HOSTILE}`, contact_email: "team@ecurie.example", contact_phone: "+33 1 23 45 67 89", address: `1 rue <b>du Circuit</b>`, address_fr: null };
const base = { id: "1a2b3c4d-0000-4000-8000-000000000000", name: `Lucas ${HOSTILE}`, email: "lucas@example.test", message: `Hello\n${HOSTILE}`, createdAt: new Date("2026-11-20T10:00:00Z"), locale: "en" as const };
const requests: RequestForMail[] = [
  { ...base, type: "contact", subject: "media" },
  { ...base, type: "car_enquiry", carName: `Marchal ${HOSTILE}` },
  { ...base, type: "experience", experienceName: "Track Day Coaching" },
  {
    ...base,
    type: "order",
    items: [{ merchandise_id: "m1", name: `Cap ${HOSTILE}`, size: `<i>L</i>`, quantity: 2, unit_price: "29.90" }],
    itemCount: 2,
    total: "59.80",
  },
];

function expectEscaped(mail: { html: string; text: string }) {
  expect(liveTags(mail.html)).toEqual([]);
  // Escaped, not dropped: the reader sees exactly what was typed.
  expect(mail.html).toContain("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;");
  expect(mail.text).toContain(HOSTILE);
}

describe("request e-mails escape what the visitor typed", () => {
  it.each(requests.map((request) => [request.type, request] as const))("%s: the team's notification", (_, request) => {
    const mail = renderRequestNotification(team, request, "https://ecurie.example", "en");
    expectEscaped(mail);
    expect(mail.text).toContain(`Hello\n${HOSTILE}`);
  });

  it.each(requests.map((request) => [request.type, request] as const))("%s: the visitor's confirmation", (_, request) => {
    const mail = renderRequestConfirmation(team, request);
    expectEscaped(mail);
    expect(mail.html).toContain("1 rue &#60;b&#62;du Circuit&#60;/b&#62;");
  });

  it("the inbox reply: the admin's words and the visitor's quoted message", () => {
    const mail = renderRequestReply(team, requests[0]!, { subject: "Re: Media Inquiry", message: `Thanks!\n<a href="javascript:alert(1)">click</a>` });
    expectEscaped(mail);
    expect(mail.html).not.toContain("<a href=\"javascript");
    expect(mail.html).toContain("&#60;a href=&#34;javascript:alert(1)&#34;&#62;click&#60;/a&#62;");
    expect(mail.text).toContain(`<a href="javascript:alert(1)">click</a>`);
  });

  it("an order line's name and size", () => {
    const mail = renderRequestNotification(team, requests[3]!, null, "en");
    expect(mail.html).toContain("Cap &#60;script&#62;");
    expect(mail.html).toContain("&#60;i&#62;L&#60;/i&#62;");
    expect(mail.html).not.toMatch(/<i>L<\/i>/);
  });
});

describe("account e-mails escape the team's name, addresses and links", () => {
  const emails = accountEmails(async () => team.team_name, async () => "en");
  const url = `https://ecurie.example/api/auth/reset-password/token?callbackURL="><script>alert(1)</script>`;

  it.each([
    ["password reset", () => emails.passwordReset("admin@example.test", url)],
    ["invitation", () => emails.invitation("admin@example.test", url)],
    ["e-mail change", () => emails.changeEmail("admin@example.test", `new${HOSTILE}@example.test`, url)],
    ["e-mail verification", () => emails.verifyEmail("admin@example.test", url)],
  ])("%s", async (_, render) => {
    const mail = await render();
    expectEscaped({ html: mail.html!, text: mail.text });
    // The link's quote cannot close the href attribute.
    expect(mail.html).toContain(`href="https://ecurie.example/api/auth/reset-password/token?callbackURL=&#34;&#62;&#60;script&#62;`);
    expect(mail.text).toContain(url);
  });
});

describe("a newsletter edition", () => {
  it("keeps the editor's safe HTML, drops what could run, and escapes its title", () => {
    const mail = renderEditionMail({
      edition: { title: `Monaco ${HOSTILE}`, subject: "Monaco", content: `<p>Hi <strong>all</strong></p><script>alert(1)</script><img src="https://evil.example/x.png" onerror="alert(2)"><iframe src="https://evil.example"></iframe>` },
      token: "reader-token-123",
      publicUrl: "https://ecurie.example",
      teamName: team.team_name,
      locale: "en",
    });
    expect(liveTags(mail.html)).toEqual([]);
    expect(mail.html).toContain("<p>Hi <strong>all</strong></p>");
    expect(mail.html).toContain("Monaco &#60;script&#62;");
    expect(mail.text).toContain("Hi all");
    expect(mail.headers["List-Unsubscribe"]).toBe("<https://ecurie.example/newsletter/unsubscribe/reader-token-123>");
  });
});

describe("each e-mail in its reader's language", () => {
  const french: RequestForMail = { ...requests[3]!, locale: "fr", name: "Lucas", message: "Bonjour" } as RequestForMail;
  const nbsp = "\u00A0";

  it("a French visitor's confirmation and the team's reply to them are French, with French dates and prices", () => {
    const confirmation = renderRequestConfirmation({ ...team, team_name: "Écurie" }, french);
    expect(confirmation.html).toContain('<html lang="fr">');
    expect(confirmation.text).toContain(`59,80${nbsp}€`);
    expect(confirmation.text).toContain(`Total\u202F: 59,80${nbsp}€`);
    const reply = renderRequestReply({ ...team, team_name: "Écurie" }, french, { subject: "Votre commande", message: "Merci" });
    expect(reply.text).toContain("20 novembre 2026");
    expect(reply.html).toContain('<html lang="fr">');
  });

  it("gives the team's address in the reader's language, the English one while it has no French", () => {
    const bilingual = { ...team, address: "Circuit Technopole, Magny-Cours, France", address_fr: "Technopôle du Circuit, Magny-Cours" };
    expect(renderRequestConfirmation(bilingual, french).text).toContain("Technopôle du Circuit, Magny-Cours");
    expect(renderRequestConfirmation(bilingual, french).text).not.toContain("Circuit Technopole");
    expect(renderRequestConfirmation(bilingual, requests[3]!).text).toContain("Circuit Technopole, Magny-Cours, France");
    expect(renderRequestReply({ ...bilingual, address_fr: null }, french, { subject: "Votre commande", message: "Merci" }).text).toContain("Circuit Technopole");
  });

  it("the team's notification is in the team's language, whatever the visitor's", () => {
    const mail = renderRequestNotification({ ...team, team_name: "Écurie" }, french, "https://ecurie.example", "en");
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain("€59.80");
    expect(mail.text).toContain("November 20, 2026");
  });

  it("an admin's account e-mails follow their saved language", async () => {
    const emails = accountEmails(async () => "Écurie", async (email) => (email.startsWith("fr") ? "fr" : "en"));
    const fr = await emails.passwordReset("fr@example.test", "https://ecurie.example/r");
    const en = await emails.passwordReset("en@example.test", "https://ecurie.example/r");
    expect(fr.html).toContain('<html lang="fr">');
    expect(en.html).toContain('<html lang="en">');
    expect(fr.subject).not.toBe(en.subject);
  });

  it("a French subscriber gets the French edition, French words and French links; the English edition when there is no French one", () => {
    const edition = { title: "Summer", subject: "Summer news", content: "<p>Hello</p>", title_fr: "Été", subject_fr: `Nouvelles de l’été`, content_fr: "<p>Bonjour</p>" };
    const fr = renderEditionMail({ edition: editionIn(edition, "fr"), token: "tok-123", publicUrl: "https://ecurie.example", teamName: "Écurie", locale: "fr" });
    expect(fr.subject).toBe("Nouvelles de l’été");
    expect(fr.html).toContain("<p>Bonjour</p>");
    expect(fr.html).toContain("https://ecurie.example/fr/newsletter/desinscription/tok-123");
    expect(fr.html).toContain("https://ecurie.example/fr/actualites?category=newsletter");
    expect(fr.headers["List-Unsubscribe"]).toBe("<https://ecurie.example/fr/newsletter/desinscription/tok-123>");
    expect(editionIn(edition, "en")).toEqual({ title: "Summer", subject: "Summer news", content: "<p>Hello</p>" });
    expect(editionIn({ ...edition, subject_fr: null, content_fr: null }, "fr")).toEqual({ title: "Summer", subject: "Summer news", content: "<p>Hello</p>" });
  });
});
