/**
 * One line of `npm run bench`: a figure measured in this run, next to the goal
 * it answers (issue 16). Every part of the bench (throughput, memory,
 * JavaScript weight, Lighthouse, image sizes) returns its figures in this
 * shape, so the report prints them alike and says which goals are met.
 */
export interface BenchFigure {
  /** What was measured, e.g. "cached /news, gzip+br: server ÷ plain Node". */
  figure: string;
  /** The measurement as read, e.g. "0.62 × (21,400 ÷ 34,500 req/s)". */
  value: string;
  /** The goal in words, e.g. "≥ 0.50 ×". */
  goal: string;
  met: boolean;
}

/** The figures as an aligned table, each goal marked met or NOT met. */
export function formatFigures(title: string, figures: readonly BenchFigure[]): string {
  const width = Math.max(20, ...figures.map((row) => row.figure.length));
  const valueWidth = Math.max(10, ...figures.map((row) => row.value.length));
  const lines = figures.map((row) => `${row.met ? "  met    " : "  NOT met"}  ${row.figure.padEnd(width)}  ${row.value.padEnd(valueWidth)}  goal ${row.goal}`);
  return [`\n${title}`, ...lines].join("\n");
}
