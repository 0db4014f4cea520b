import { getInputProps } from "@conform-to/react";
import { Link } from "react-router";
import { Panel } from "../../admin/components/admin-page.tsx";
import { CheckboxField, TextField } from "../../../components/ui/field.tsx";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import { WEEKDAYS } from "../schema.ts";
import { BilingualField, IntroPanel, RepeatedGroup, useFieldError, type AnyField, type AnyForm } from "./page-fields.tsx";

/**
 * The contact page's editor: its words, the week's hours (Monday to Sunday,
 * each closed or open with an optional break) and the closures. The e-mail,
 * phone and address stay in the site settings: the e-mails and the legal
 * notice use them too, so they have one place.
 */
export function ContactFields({ form, fields }: { form: AnyForm; fields: Record<string, AnyField> }) {
  const t = useAdminT();
  const error = useFieldError();
  const words = fields.form!.getFieldset();
  const days = fields.hours!.getFieldList();
  return (
    <>
      <p className="rounded-lg border border-white/10 bg-night-2 p-4 text-sm text-mist">
        {t("adminPages.contact.details")}{" "}
        <Link to="/admin/settings" className="font-semibold text-gold underline hover:text-cream">
          {t("adminPages.contact.detailsLink")}
        </Link>
      </p>
      <IntroPanel field={fields.intro!} />
      <Panel title={t("adminPages.contact.hours")}>
        <p id="contact-hours-hint" className="mb-4 text-sm text-mist">
          {t("adminPages.contact.hoursHint")}
        </p>
        <div className="space-y-4">
          {/* The document always holds the seven days, Monday first (the schema sees to it). */}
          {days.slice(0, WEEKDAYS.length).map((dayField, index) => {
            const weekday = WEEKDAYS[index]!;
            const day = dayField.getFieldset();
            return (
              <fieldset key={weekday} className="rounded-lg border border-white/10 bg-night p-4" aria-describedby="contact-hours-hint" data-testid="weekday-hours">
                <legend className="px-1 font-display text-lg tracking-wide text-gold uppercase">{t(`adminPages.contact.day.${weekday}`)}</legend>
                <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-5">
                  <CheckboxField className="lg:pt-8" label={t("adminPages.contact.closed")} {...getInputProps(day.closed!, { type: "checkbox" })} />
                  <TextField label={t("adminPages.contact.opens")} {...getInputProps(day.opens!, { type: "time" })} error={error(day.opens!)} />
                  <TextField label={t("adminPages.contact.closes")} {...getInputProps(day.closes!, { type: "time" })} error={error(day.closes!)} />
                  <TextField label={t("adminPages.contact.breakStart")} {...getInputProps(day.breakStart!, { type: "time" })} error={error(day.breakStart!)} />
                  <TextField label={t("adminPages.contact.breakEnd")} {...getInputProps(day.breakEnd!, { type: "time" })} error={error(day.breakEnd!)} />
                </div>
              </fieldset>
            );
          })}
        </div>
      </Panel>
      <Panel title={t("adminPages.contact.closedDays")}>
        <RepeatedGroup
          form={form}
          field={fields.closedDays!}
          legend={t("adminPages.contact.closedDays")}
          legendShown={false}
          hint={t("adminPages.contact.closedDaysHint")}
          heading={(n) => t("adminPages.contact.closureHeading", { n })}
          item={(n) => t("adminPages.contact.closure", { n })}
          addLabel={t("adminPages.contact.addClosure")}
          newItem={{}}
          max={40}
        >
          {(closure) => (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField label={t("adminPages.contact.from")} {...getInputProps(closure.from!, { type: "date" })} error={error(closure.from!)} />
                <div className="space-y-1">
                  <TextField label={t("adminPages.contact.to")} {...getInputProps(closure.to!, { type: "date", ariaDescribedBy: `${closure.to!.id}-hint` })} error={error(closure.to!)} />
                  <p id={`${closure.to!.id}-hint`} className="text-sm text-mist">
                    {t("adminPages.contact.toHint")}
                  </p>
                </div>
              </div>
              <BilingualField field={closure.reason!} label={t("adminPages.contact.reason")} />
            </>
          )}
        </RepeatedGroup>
      </Panel>
      <Panel title={t("adminPages.contact.form")}>
        <div className="space-y-6">
          <BilingualField field={words.title!} label={t("adminPages.contact.formTitle")} />
          <BilingualField field={words.lead!} label={t("adminPages.contact.formLead")} multiline rows={2} />
        </div>
      </Panel>
    </>
  );
}
