import { contentEn } from "../en/content.ts";
import { contentFr } from "./content.ts";
import { checkTranslation } from "../../../../tests/support/translation.ts";

/**
 * Messages allowed to read exactly as in English, each for its reason. Any
 * other message identical to the English one is an untranslated string.
 */
const SAME_AS_ENGLISH = new Set<string>([
  // Proper names: the page's brand, the shop's brand, the team's name.
  // The same word in both languages.
]);

checkTranslation("contentFr", contentEn, contentFr, SAME_AS_ENGLISH);
