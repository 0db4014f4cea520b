import { Badge } from "../../../components/ui/badge.tsx";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import { useFormat } from "../../../lib/i18n/index.ts";
import { Panel } from "../../admin/components/admin-page.tsx";

/** One row of a group: when, and what (already in the admin's words or the stored text). */
export interface FoundItem {
  id: string;
  at: string;
  title: string;
  detail?: string | undefined;
  /** Already anonymized (retention or an earlier erasure). */
  anonymized?: boolean;
}

export interface FoundGroup {
  key: string;
  title: string;
  items: FoundItem[];
}

/** What the site holds about one person, grouped (subscriber, requests, e-mails, activity log): the screen's answer to Find. */
export function PersonalDataView({ email, groups }: { email: string; groups: FoundGroup[] }) {
  const t = useAdminT();
  const format = useFormat();
  const total = groups.reduce((sum, group) => sum + group.items.length, 0);
  return (
    <section aria-labelledby="found-title" className="mt-8 space-y-6" data-testid="personal-data">
      <h2 id="found-title" className="text-2xl">
        {t.count(total, { one: "personalData.found.one", other: "personalData.found" }, { email })}
      </h2>
      {groups.map((group) => (
        <Panel key={group.key} title={`${group.title} (${group.items.length})`}>
          {group.items.length === 0 ? (
            <p className="text-mist">{t("personalData.none")}</p>
          ) : (
            <ul className="divide-y divide-white/10" data-testid={`found-${group.key}`}>
              {group.items.map((item) => (
                <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-3 py-2">
                  <span className="min-w-0">
                    <span className="font-semibold break-words">{item.title}</span>
                    {item.anonymized ? <Badge className="ml-2">{t("personalData.anonymized")}</Badge> : null}
                    {item.detail ? <span className="block text-sm break-words text-mist">{item.detail}</span> : null}
                  </span>
                  <time dateTime={item.at} className="text-sm whitespace-nowrap text-mist">
                    {format.dateTime(item.at)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      ))}
    </section>
  );
}
