import { getInputProps } from "@conform-to/react";
import { Panel } from "../../admin/components/admin-page.tsx";
import { ImageField } from "../../media/components/image-field.tsx";
import { CheckboxField } from "../../../components/ui/field.tsx";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import { BilingualField, IntroPanel, PlainField, RepeatedGroup, useFieldError, type AnyField, type AnyForm } from "./page-fields.tsx";

/**
 * The experiences page's editor: its introduction, the cards (price, duration,
 * badges, what is included, a picture) and the request form's section, whose
 * list of experiences is the cards marked "offered in the request form".
 */
export function ExperiencesFields({ form, fields }: { form: AnyForm; fields: Record<string, AnyField> }) {
  const t = useAdminT();
  const error = useFieldError();
  const request = fields.request!.getFieldset();
  const stored = (field: AnyField) => (typeof field.initialValue === "string" ? field.initialValue : "");
  return (
    <>
      <IntroPanel field={fields.intro!} />
      <Panel title={t("adminPages.experiences.cards")}>
        <RepeatedGroup
          form={form}
          field={fields.cards!}
          legend={t("adminPages.experiences.cards")}
          legendShown={false}
          hint={t("adminPages.experiences.cardsHint")}
          heading={(n) => t("adminPages.experiences.cardHeading", { n })}
          item={(n) => t("adminPages.experiences.card", { n })}
          addLabel={t("adminPages.experiences.addCard")}
          newItem={{ requestable: "on" }}
          max={12}
        >
          {(card) => {
            const image = card.image!.getFieldset() as Record<string, AnyField>;
            return (
              <>
                <div className="grid gap-4 lg:grid-cols-[1fr_1fr]">
                  <PlainField field={card.key!} label={t("adminPages.experiences.key")} hint={t("adminPages.experiences.keyHint")} />
                  <PlainField field={card.price!} label={t("adminPages.experiences.price")} hint={t("adminPages.experiences.priceHint")} inputMode="numeric" />
                </div>
                <BilingualField field={card.name!} label={t("adminPages.experiences.name")} />
                <div className="grid gap-4 lg:grid-cols-2">
                  <BilingualField field={card.duration!} label={t("adminPages.experiences.duration")} />
                  <BilingualField field={card.note!} label={t("adminPages.experiences.note")} hint={t("adminPages.experiences.noteHint")} />
                </div>
                <BilingualField field={card.level!} label={t("adminPages.experiences.level")} hint={t("adminPages.experiences.levelHint")} />
                <div className="flex flex-wrap gap-x-8 gap-y-3">
                  <CheckboxField label={t("adminPages.experiences.featured")} {...getInputProps(card.featured!, { type: "checkbox" })} />
                  <CheckboxField label={t("adminPages.experiences.requestable")} {...getInputProps(card.requestable!, { type: "checkbox" })} />
                </div>
                <BilingualField field={card.description!} label={t("adminPages.f1.description")} multiline rows={3} />
                <BilingualField field={card.includes!} label={t("adminPages.experiences.includes")} hint={t("adminPages.services.pointsHint")} multiline rows={4} />
                <ImageField name={image.url!.name} label={t("adminPages.experiences.image")} defaultValue={stored(image.url!)} error={error(image.url!)} />
                <BilingualField field={image.alt!} label={t("adminPages.experiences.imageAlt")} hint={t("adminPages.experiences.imageAltHint")} />
              </>
            );
          }}
        </RepeatedGroup>
      </Panel>
      <Panel title={t("adminPages.experiences.request")}>
        <div className="space-y-6">
          <BilingualField field={request.eyebrow!} label={t("adminPages.home.eyebrow")} />
          <BilingualField field={request.title!} label={t("adminPages.home.title")} />
          <BilingualField field={request.lead!} label={t("adminPages.home.lead")} multiline rows={3} />
          <BilingualField field={request.customLabel!} label={t("adminPages.experiences.customLabel")} hint={t("adminPages.experiences.customLabelHint")} />
        </div>
      </Panel>
    </>
  );
}
