import { useAdminT } from "../../../lib/i18n/admin.ts";
import type { DiffPart, FieldComparison } from "../schema.ts";

/**
 * A version beside the current item, one row per field that differs. Within
 * a text, what only one side has is marked (a word diff for texts, a line
 * diff for lists); a yes/no, a price or a date is marked whole.
 */
export function ComparisonTable({ fields, versionHeading }: { fields: readonly FieldComparison[]; versionHeading: string }) {
  const t = useAdminT();
  return (
    <div className="-mx-2 overflow-x-auto px-2">
      <table className="w-full min-w-[40rem] table-fixed text-left text-sm">
        <caption className="sr-only">{t("versions.differences")}</caption>
        <thead className="text-xs tracking-wide text-mist uppercase">
          <tr>
            <th scope="col" className="w-48 py-2 pr-4">
              {t("versions.col.field")}
            </th>
            <th scope="col" className="py-2 pr-4">
              {versionHeading}
            </th>
            <th scope="col" className="py-2">
              {t("versions.col.current")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/10 align-top">
          {fields.map((field) => (
            <tr key={field.name} data-testid="version-field">
              <th scope="row" className="py-3 pr-4 font-semibold text-cream">
                {field.label}
              </th>
              <td className="py-3 pr-4" data-side="version">
                <Parts parts={field.version} multiline={field.multiline} tone="version" />
              </td>
              <td className="py-3" data-side="current">
                <Parts parts={field.current} multiline={field.multiline} tone="current" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const MARKS = {
  version: "rounded-sm bg-amber-400/20 text-amber-100 ring-1 ring-amber-300/30",
  current: "rounded-sm bg-sky-400/20 text-sky-100 ring-1 ring-sky-300/30",
} as const;

function Parts({ parts, multiline, tone }: { parts: readonly DiffPart[]; multiline: boolean; tone: keyof typeof MARKS }) {
  return (
    <div className={multiline ? "break-words whitespace-pre-wrap text-mist" : "break-words text-mist"}>
      {parts.map((part, index) =>
        part.changed ? (
          <mark key={index} className={MARKS[tone]}>
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </div>
  );
}
