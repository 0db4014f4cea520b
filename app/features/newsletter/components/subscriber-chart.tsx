import { useId } from "react";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import { formatShortMonth, formatShortMonthYear } from "../../../lib/format.ts";
import { FORMAT_LOCALE, useLocale } from "../../../lib/i18n/index.ts";
import { pluralKey } from "../../../lib/i18n/core.ts";

export interface GrowthPoint {
  /** "2026-03" */
  month: string;
  active: number;
}

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 16, right: 16, bottom: 32, left: 44 };

/** A rounded-up top of the scale (1, 2, 5 × 10ⁿ) so the grid lines fall on whole numbers. */
function niceMax(value: number): number {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value)!;
  return step * power;
}

/**
 * Active subscribers at the end of each month, drawn by hand in SVG (no chart
 * library): an area and a line with a dot per month. Screen readers get the
 * summary sentence, and everyone can open the same numbers as a table.
 */
export function SubscriberChart({ points }: { points: readonly GrowthPoint[] }) {
  const t = useAdminT();
  const locale = useLocale();
  const tag = FORMAT_LOCALE[locale];
  const id = useId();
  if (points.length === 0) return null;
  const first = points[0]!;
  const last = points.at(-1)!;
  const max = niceMax(Math.max(...points.map((point) => point.active)));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) => PAD.left + (points.length === 1 ? plotWidth / 2 : (index / (points.length - 1)) * plotWidth);
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const line = points.map((point, index) => `${index === 0 ? "M" : "L"}${x(index).toFixed(1)},${y(point.active).toFixed(1)}`).join(" ");
  const area = `${line} L${x(points.length - 1).toFixed(1)},${y(0)} L${x(0).toFixed(1)},${y(0)} Z`;
  const change = last.active - first.active;
  // 0 and 1 take the singular in French ("1 abonné actif").
  const summary = t(pluralKey(locale, last.active, { one: "subscribers.chart.summary.one", other: "subscribers.chart.summary" }), {
    count: String(last.active),
    month: formatShortMonthYear(last.month, tag),
    change: change === 0 ? t("subscribers.chart.noChange") : `${change > 0 ? "+" : "−"}${Math.abs(change)}`,
    since: formatShortMonthYear(first.month, tag),
  });
  const labelEvery = points.length > 12 ? 3 : points.length > 6 ? 2 : 1;

  return (
    <figure className="space-y-3">
      <figcaption id={`${id}-summary`} className="text-sm text-mist">
        {summary}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-summary`} className="h-auto w-full text-cream">
        <title id={`${id}-title`}>{t("subscribers.chart.title")}</title>
        {[0, max / 2, max].map((value) => (
          <g key={value}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(value)} y2={y(value)} stroke="currentColor" strokeOpacity={0.12} />
            <text x={PAD.left - 8} y={y(value) + 4} textAnchor="end" fontSize="12" fill="currentColor" fillOpacity={0.7}>
              {value}
            </text>
          </g>
        ))}
        <path d={area} fill="var(--color-gold, #c9a227)" fillOpacity={0.15} />
        <path d={line} fill="none" stroke="var(--color-gold, #c9a227)" strokeWidth={2.5} strokeLinejoin="round" />
        {points.map((point, index) => (
          <g key={point.month}>
            <circle cx={x(index)} cy={y(point.active)} r={3.5} fill="var(--color-gold, #c9a227)" />
            {(points.length - 1 - index) % labelEvery === 0 ? (
              <text x={x(index)} y={HEIGHT - 10} textAnchor="middle" fontSize="12" fill="currentColor" fillOpacity={0.7}>
                {formatShortMonth(point.month, tag)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer text-mist hover:text-cream">{t("subscribers.chart.showTable")}</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full max-w-md text-left">
            <caption className="sr-only">{t("subscribers.chart.title")}</caption>
            <thead className="text-xs tracking-wide text-mist uppercase">
              <tr>
                <th scope="col" className="py-1 pr-4">
                  {t("subscribers.chart.month")}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t("subscribers.chart.active")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-white/10">
              {points.map((point) => (
                <tr key={point.month}>
                  <td className="py-1 pr-4">{formatShortMonthYear(point.month, tag)}</td>
                  <td className="py-1 text-right tabular-nums">{point.active}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
