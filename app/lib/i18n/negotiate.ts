import { DEFAULT_LOCALE, type Locale } from "./core.ts";

/**
 * The site language a browser prefers, from its Accept-Language header
 * ("fr-FR,fr;q=0.9,en;q=0.8" → "fr"): the highest-weighted tag whose language
 * we have, else English. Used where a person has not chosen yet (an admin
 * before My account, the sign-in screens); public pages never use it (they
 * are at their language's address, and are never redirected by it).
 */
export function preferredLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split("-")[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { language } of ranked) {
    if (language === "en" || language === "fr") return language;
  }
  return DEFAULT_LOCALE;
}
