/**
 * An amount of euros as a person types it, in either language of the admin:
 * "1,200,000", "1 200 000 €", "1.200.000", "16,500", "€99.90", "99,90".
 * Grouping may be commas, dots, spaces (plain, no-break or narrow) or
 * apostrophes; the decimal mark is a comma or a dot. A euro amount has at
 * most two decimals, so one mark followed by exactly three digits groups
 * thousands ("16,500" is sixteen thousand five hundred, in English as in
 * French, where sixteen and a half is written "16,50"), and when both marks
 * appear the last one is the decimal mark. Groups must be of three digits:
 * "1,20,000" is refused rather than guessed at.
 */
export type EuroInput =
  | { ok: true; cents: number }
  | { ok: false; reason: "empty" | "negative" | "number" };

/** The most digits before the decimal mark: ten, a billion euros and more, still exact in cents. */
const INTEGER_DIGITS_MAX = 10;

export function parseEuroInput(raw: string): EuroInput {
  const text = raw.replace(/[\s\u00a0\u202f€]/g, "");
  if (text === "") return { ok: false, reason: "empty" };
  if (/^-[\d.,']/.test(text)) return { ok: false, reason: "negative" };
  if (!/^\d[\d.,']*$/.test(text)) return { ok: false, reason: "number" };

  const marks = text.match(/[.,']/g) ?? [];
  const lastAt = Math.max(text.lastIndexOf("."), text.lastIndexOf(","));
  const last = text[lastAt];
  const tail = text.slice(lastAt + 1);
  const isDecimal = lastAt > -1 && (new Set(marks).size > 1 ? true : marks.length === 1 && tail.length !== 3);

  let whole = text;
  let decimals = "";
  if (isDecimal) {
    if (!/^\d{1,2}$/.test(tail)) return { ok: false, reason: "number" };
    whole = text.slice(0, lastAt);
    decimals = tail;
    // The decimal mark is used once, and not also to group.
    if (whole.includes(last!)) return { ok: false, reason: "number" };
  }
  const grouping = whole.match(/[.,']/)?.[0];
  if (grouping) {
    const groups = whole.split(grouping);
    if (!/^\d{1,3}$/.test(groups[0]!) || groups.slice(1).some((group) => !/^\d{3}$/.test(group))) return { ok: false, reason: "number" };
    whole = groups.join("");
  }
  if (!/^\d+$/.test(whole) || whole.replace(/^0+(?=\d)/, "").length > INTEGER_DIGITS_MAX) return { ok: false, reason: "number" };
  return { ok: true, cents: Number(whole) * 100 + Number(decimals.padEnd(2, "0")) };
}
