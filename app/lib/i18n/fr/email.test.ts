import { emailEn } from "../en/email.ts";
import { emailFr } from "./email.ts";
import { checkTranslation } from "../../../../tests/support/translation.ts";

/**
 * Keys whose French is, rightly, the English text: here only a message made of
 * placeholders and symbols.
 */
const SAME_AS_ENGLISH = new Set<string>([
  "bookings.mail.orderLine", // placeholders and symbols only: « {quantity} × {name} — {price} »
  "orderMail.refund.item", // placeholders and symbols only: « {count} × {item} »
]);

checkTranslation("emailFr", emailEn, emailFr, SAME_AS_ENGLISH);
