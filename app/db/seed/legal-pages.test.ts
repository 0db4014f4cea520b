import { describe, expect, it } from "vitest";
import { typographyProblems } from "../../../tests/support/translation.ts";
import { legalPageKeys } from "../enums.ts";
import { placeholdersIn } from "../../features/legal/schema.ts";
import { demoLegalPages } from "./legal-pages.ts";

/**
 * The demo's legal pages: each in both languages, with what the law asks of
 * it, the values only the team knows left as placeholders (the same number in
 * each language: a value is missing from both or from neither), and French
 * typography in the French.
 */
describe("the demo legal pages", () => {
  it("are all written, in both languages", () => {
    expect(Object.keys(demoLegalPages).sort()).toEqual([...legalPageKeys].sort());
    for (const page of Object.values(demoLegalPages)) {
      expect(page.body.length).toBeGreaterThan(500);
      expect(page.body_fr.length).toBeGreaterThan(500);
    }
  });

  it("leave the values only the team knows as placeholders, in both languages alike", () => {
    const notice = demoLegalPages["legal-notice"];
    expect(placeholdersIn(notice.body)).toEqual([
      "Legal form",
      "Share capital",
      "RCS number",
      "SIRET number",
      "VAT number",
      "Name of the director of publication",
      "Position of the director of publication",
      "Host's company name",
      "Host's postal address",
      "Host's telephone number",
    ]);
    expect(placeholdersIn(notice.body_fr)).toContain("Numéro RCS");
    for (const [key, page] of Object.entries(demoLegalPages)) expect(placeholdersIn(page.body_fr).length, key).toBe(placeholdersIn(page.body).length);
    expect(placeholdersIn(demoLegalPages.cookies.body)).toEqual([]);
  });

  it("say what the law asks of each page", () => {
    const { privacy, terms } = demoLegalPages;
    for (const words of ["Newsletter", "Contact messages", "Car enquiries", "Experience requests", "Order requests", "Team accounts", "Legal basis", "Retention", "CNIL", "portability", "withdraw"]) expect(privacy.body).toContain(words);
    for (const words of ["Newsletter", "Messages de contact", "voiture", "Demandes d’expérience", "Demandes de commande", "Comptes de l’équipe", "Base légale", "Durée de conservation", "CNIL", "portabilité", "retirer"]) expect(privacy.body_fr).toContain(words);
    for (const words of ["Orders paid online", "Stripe Payments Europe", "https://stripe.com/privacy", "Data Privacy Framework", "L123-22", "L110-4"]) expect(privacy.body).toContain(words);
    for (const words of ["Commandes payées en ligne", "Stripe Payments Europe", "https://stripe.com/privacy", "Data Privacy Framework", "L123-22", "L110-4"]) expect(privacy.body_fr).toContain(words);
    expect(terms.body).toContain("L221-28 12°");
    expect(terms.body).toContain("euros, all taxes included");
    expect(terms.body_fr).toContain("toutes taxes comprises");
    expect(terms.body_fr).toContain("14 jours");
  });

  it("write the French as French typography wants it", () => {
    for (const [key, page] of Object.entries(demoLegalPages)) {
      // Links and addresses hold colons that are no punctuation; the rest of each line is checked.
      for (const line of page.body_fr.split("\n")) expect(typographyProblems(line.replace(/\]\([^)]*\)/g, "]")), `${key}: ${line}`).toEqual([]);
    }
  });
});
