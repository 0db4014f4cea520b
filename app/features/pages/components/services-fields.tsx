import { getSelectProps } from "@conform-to/react";
import { Panel } from "../../admin/components/admin-page.tsx";
import { SelectField } from "../../../components/ui/field.tsx";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import { contactSubjects } from "../../../db/enums.ts";
import { SERVICE_ICONS } from "../schema.ts";
import { BilingualField, IntroPanel, PlainField, RepeatedGroup, useFieldError, type AnyField, type AnyForm } from "./page-fields.tsx";

/** The services page's editor: its introduction, its sections (the footer's services column follows them) and its closing call. */
export function ServicesFields({ form, fields }: { form: AnyForm; fields: Record<string, AnyField> }) {
  const t = useAdminT();
  const error = useFieldError();
  const cta = fields.cta!.getFieldset();
  return (
    <>
      <IntroPanel field={fields.intro!} />
      <Panel title={t("adminPages.services.sections")}>
        <RepeatedGroup
          form={form}
          field={fields.sections!}
          legend={t("adminPages.services.sections")}
          legendShown={false}
          hint={t("adminPages.services.sectionsHint")}
          heading={(n) => t("adminPages.f1.serviceHeading", { n })}
          item={(n) => t("adminPages.f1.service", { n })}
          addLabel={t("adminPages.f1.addService")}
          newItem={{ icon: "search", subject: "other" }}
          max={12}
        >
          {(section) => {
            const related = section.related!.getFieldset();
            return (
              <>
                <div className="grid gap-4 lg:grid-cols-3">
                  <PlainField field={section.anchor!} label={t("adminPages.services.anchor")} hint={t("adminPages.services.anchorHint")} />
                  <SelectField label={t("adminPages.home.tileIcon")} {...getSelectProps(section.icon!)} error={error(section.icon!)} options={SERVICE_ICONS.map((icon) => ({ value: icon, label: t(`adminPages.services.icon.${icon}`) }))} />
                  <SelectField label={t("adminPages.services.subject")} {...getSelectProps(section.subject!)} error={error(section.subject!)} options={contactSubjects.map((subject) => ({ value: subject, label: t(`adminPages.services.subject.${subject}`) }))} />
                </div>
                <BilingualField field={section.shortName!} label={t("adminPages.services.shortName")} hint={t("adminPages.services.shortNameHint")} />
                <BilingualField field={section.title!} label={t("adminPages.home.tileTitle")} />
                <BilingualField field={section.tagline!} label={t("adminPages.services.tagline")} />
                <BilingualField field={section.description!} label={t("adminPages.f1.description")} multiline rows={4} />
                <BilingualField field={section.points!} label={t("adminPages.services.points")} hint={t("adminPages.services.pointsHint")} multiline rows={4} />
                <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
                  <BilingualField field={related.label!} label={t("adminPages.services.related")} hint={t("adminPages.home.buttonHint")} />
                  <PlainField field={related.href!} label={t("adminPages.home.buttonHref")} />
                </div>
              </>
            );
          }}
        </RepeatedGroup>
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
