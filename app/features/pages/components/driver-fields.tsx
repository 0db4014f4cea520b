import { getInputProps } from "@conform-to/react";
import { Panel } from "../../admin/components/admin-page.tsx";
import { ImageField } from "../../media/components/image-field.tsx";
import { CheckboxField } from "../../../components/ui/field.tsx";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import { BilingualField, PlainField, RepeatedGroup, useFieldError, type AnyField, type AnyForm } from "./page-fields.tsx";

/** A car the driver page may show: its name and whether it is one of the team's. */
export interface HighlightChoice {
  id: string;
  name: string;
  year: number;
  team: boolean;
}

/** The driver page's editor: name and address, portrait, words, achievements, figures, timeline, cars (Admin › Pages › Driver). */
export function DriverFields({ form, fields, cars }: { form: AnyForm; fields: Record<string, AnyField>; cars: readonly HighlightChoice[] }) {
  const t = useAdminT();
  const error = useFieldError();
  const portrait = fields.portrait!.getFieldset() as Record<string, AnyField>;
  const cta = fields.cta!.getFieldset() as Record<string, AnyField>;
  const stored = (field: AnyField) => (typeof field.initialValue === "string" ? field.initialValue : "");
  const highlights = fields.highlightCarIds!;
  const chosen = new Set(Array.isArray(highlights.initialValue) ? highlights.initialValue : typeof highlights.initialValue === "string" ? [highlights.initialValue] : []);
  return (
    <>
      <Panel title={t("adminPages.driver.identity")}>
        <div className="grid gap-5 lg:grid-cols-2">
          <PlainField field={fields.name!} label={t("adminPages.driver.name")} hint={t("adminPages.driver.nameHint")} />
          <PlainField field={fields.slug!} label={t("adminPages.driver.slug")} hint={t("adminPages.driver.slugHint", { slug: stored(fields.slug!) || "…" })} />
        </div>
      </Panel>
      <Panel title={t("adminPages.driver.portrait")}>
        <div className="space-y-6">
          <ImageField name={portrait.url!.name} label={t("adminPages.driver.portrait")} defaultValue={stored(portrait.url!)} error={error(portrait.url!)} />
          <BilingualField field={portrait.alt!} label={t("adminPages.driver.portraitAlt")} hint={t("adminPages.driver.portraitAltHint")} />
        </div>
      </Panel>
      <Panel title={t("adminPages.driver.intro")}>
        <div className="space-y-6">
          <BilingualField field={fields.lead!} label={t("adminPages.driver.lead")} multiline rows={3} />
          <BilingualField field={fields.quote!} label={t("adminPages.driver.quote")} multiline rows={2} />
          <BilingualField field={fields.biography!} label={t("adminPages.driver.biography")} hint={t("adminPages.driver.biographyHint")} multiline rows={12} />
        </div>
      </Panel>
      <Panel title={t("adminPages.driver.achievements")}>
        <RepeatedGroup
          form={form}
          field={fields.achievements!}
          legend={t("adminPages.driver.achievements")}
          legendShown={false}
          heading={(n) => t("adminPages.driver.achievementHeading", { n })}
          item={(n) => t("adminPages.driver.achievement", { n })}
          addLabel={t("adminPages.driver.addAchievement")}
          newItem={{}}
        >
          {(achievement) => (
            <>
              <PlainField field={achievement.years!} label={t("adminPages.driver.achievementYears")} />
              <BilingualField field={achievement.title!} label={t("adminPages.driver.achievementTitle")} />
              <BilingualField field={achievement.detail!} label={t("adminPages.driver.achievementDetail")} multiline rows={2} />
            </>
          )}
        </RepeatedGroup>
      </Panel>
      <Panel title={t("adminPages.driver.stats")}>
        <RepeatedGroup
          form={form}
          field={fields.stats!}
          legend={t("adminPages.driver.stats")}
          legendShown={false}
          heading={(n) => t("adminPages.driver.statHeading", { n })}
          item={(n) => t("adminPages.driver.stat", { n })}
          addLabel={t("adminPages.driver.addStat")}
          newItem={{}}
        >
          {(stat) => (
            <>
              <PlainField field={stat.value!} label={t("adminPages.driver.statValue")} />
              <BilingualField field={stat.label!} label={t("adminPages.driver.statLabel")} />
            </>
          )}
        </RepeatedGroup>
      </Panel>
      <Panel title={t("adminPages.driver.timeline")}>
        <RepeatedGroup
          form={form}
          field={fields.timeline!}
          legend={t("adminPages.driver.timeline")}
          legendShown={false}
          hint={t("adminPages.driver.timelineHint")}
          heading={(n) => t("adminPages.driver.seasonHeading", { n })}
          item={(n) => t("adminPages.driver.season", { n })}
          addLabel={t("adminPages.driver.addSeason")}
          newItem={{ year: String(new Date().getFullYear()) }}
        >
          {(entry) => (
            <>
              <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
                <PlainField field={entry.year!} label={t("adminPages.driver.seasonYear")} inputMode="numeric" />
                <CheckboxField label={t("adminPages.driver.seasonToPresent")} {...getInputProps(entry.toPresent!, { type: "checkbox" })} />
              </div>
              <BilingualField field={entry.title!} label={t("adminPages.driver.seasonTitle")} />
              <BilingualField field={entry.text!} label={t("adminPages.driver.seasonText")} multiline rows={2} />
            </>
          )}
        </RepeatedGroup>
      </Panel>
      <Panel title={t("adminPages.driver.highlights")}>
        <fieldset className="space-y-3" aria-describedby="highlights-hint">
          <legend className="sr-only">{t("adminPages.driver.highlights")}</legend>
          <p id="highlights-hint" className="text-sm text-mist">
            {t("adminPages.driver.highlightsHint")}
          </p>
          {cars.length === 0 ? <p className="text-sm text-mist">{t("adminPages.driver.noCars")}</p> : null}
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {cars.map((car) => (
              <CheckboxField key={car.id} name={highlights.name} value={car.id} defaultChecked={chosen.has(car.id)} label={`${car.name} (${car.year})`} />
            ))}
          </div>
          {error(highlights) ? <p className="text-sm text-red-300">{error(highlights)}</p> : null}
        </fieldset>
      </Panel>
      <Panel title={t("adminPages.driver.cta")}>
        <div className="space-y-6">
          <BilingualField field={cta.title!} label={t("adminPages.driver.ctaTitle")} />
          <BilingualField field={cta.text!} label={t("adminPages.driver.ctaText")} multiline rows={2} />
        </div>
      </Panel>
    </>
  );
}
