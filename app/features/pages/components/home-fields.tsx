import { getSelectProps } from "@conform-to/react";
import { Panel } from "../../admin/components/admin-page.tsx";
import { ImageField } from "../../media/components/image-field.tsx";
import { VideoField } from "../../media/components/video-field.tsx";
import { SelectField } from "../../../components/ui/field.tsx";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import { TILE_ICONS } from "../schema.ts";
import { BilingualField, PlainField, RepeatedGroup, useFieldError, type AnyField, type AnyForm } from "./page-fields.tsx";

/** The home page's editor: the hero, the introduction and its tiles, the partners (Admin › Pages › Home). */
export function HomeFields({ form, fields, videoUploadMaxMb }: { form: AnyForm; fields: Record<string, AnyField>; videoUploadMaxMb?: number }) {
  const t = useAdminT();
  const error = useFieldError();
  const hero = fields.hero!.getFieldset() as Record<string, AnyField>;
  const intro = fields.intro!.getFieldset() as Record<string, AnyField>;
  const stored = (field: AnyField) => (typeof field.initialValue === "string" ? field.initialValue : "");
  const buttonFields = (field: AnyField, title: string) => {
    const button = field.getFieldset() as Record<string, AnyField>;
    return (
      <fieldset className="space-y-4 rounded-lg border border-white/10 p-4">
        <legend className="px-1 text-sm font-semibold tracking-wide text-cream uppercase">{title}</legend>
        <BilingualField field={button.label!} label={t("adminPages.home.buttonLabel")} hint={t("adminPages.home.buttonHint")} />
        <PlainField field={button.href!} label={t("adminPages.home.buttonHref")} hint={t("adminPages.linkHint")} />
      </fieldset>
    );
  };
  return (
    <>
      <Panel title={t("adminPages.home.hero")}>
        <div className="space-y-6">
          <p className="text-sm text-mist">{t("adminPages.home.heroHint")}</p>
          <VideoField
            id={hero.videoUrl!.id}
            name={hero.videoUrl!.name}
            label={t("adminPages.home.video")}
            description={t("adminPages.home.videoHint")}
            defaultValue={stored(hero.videoUrl!)}
            error={error(hero.videoUrl!)}
            maxMegabytes={videoUploadMaxMb}
          />
          <ImageField name={hero.posterUrl!.name} label={t("adminPages.home.poster")} description={t("adminPages.home.posterHint")} defaultValue={stored(hero.posterUrl!)} error={error(hero.posterUrl!)} />
          <BilingualField field={hero.eyebrow!} label={t("adminPages.home.eyebrow")} />
          <BilingualField field={hero.title!} label={t("adminPages.home.title")} />
          <BilingualField field={hero.lead!} label={t("adminPages.home.lead")} multiline rows={3} />
          <div className="grid gap-5 xl:grid-cols-2">
            {buttonFields(hero.primary!, t("adminPages.home.primary"))}
            {buttonFields(hero.secondary!, t("adminPages.home.secondary"))}
          </div>
        </div>
      </Panel>
      <Panel title={t("adminPages.home.intro")}>
        <div className="space-y-6">
          <BilingualField field={intro.eyebrow!} label={t("adminPages.home.introEyebrow")} />
          <BilingualField field={intro.title!} label={t("adminPages.home.introTitle")} />
          <BilingualField field={intro.text!} label={t("adminPages.home.introText")} multiline rows={5} />
          <RepeatedGroup
            form={form}
            field={intro.tiles!}
            legend={t("adminPages.home.tiles")}
            heading={(n) => t("adminPages.home.tileHeading", { n })}
            item={(n) => t("adminPages.home.tile", { n })}
            addLabel={t("adminPages.home.addTile")}
            newItem={{ icon: "news", href: "/" }}
            max={3}
          >
            {(tile) => (
              <>
                <SelectField label={t("adminPages.home.tileIcon")} {...getSelectProps(tile.icon!)} error={error(tile.icon!)} options={TILE_ICONS.map((icon) => ({ value: icon, label: t(`adminPages.icon.${icon}`) }))} />
                <BilingualField field={tile.title!} label={t("adminPages.home.tileTitle")} />
                <BilingualField field={tile.text!} label={t("adminPages.home.tileText")} multiline rows={2} />
                <PlainField field={tile.href!} label={t("adminPages.home.tileHref")} hint={t("adminPages.linkHint")} />
              </>
            )}
          </RepeatedGroup>
        </div>
      </Panel>
      <Panel title={t("adminPages.home.partners")}>
        <RepeatedGroup
          form={form}
          field={fields.partners!}
          legend={t("adminPages.home.partners")}
          legendShown={false}
          hint={t("adminPages.home.partnersHint")}
          heading={(n) => t("adminPages.home.partnerHeading", { n })}
          item={(n) => t("adminPages.home.partner", { n })}
          addLabel={t("adminPages.home.addPartner")}
          newItem={{}}
        >
          {(partner) => (
            <>
              <div className="grid gap-4 lg:grid-cols-2">
                <PlainField field={partner.name!} label={t("adminPages.home.partnerName")} />
                <PlainField field={partner.url!} label={t("adminPages.home.partnerUrl")} type="url" />
              </div>
              <BilingualField field={partner.category!} label={t("adminPages.home.partnerCategory")} />
              <ImageField
                name={partner.logoUrl!.name}
                label={t("adminPages.home.partnerLogo")}
                description={t("adminPages.home.partnerLogoHint")}
                defaultValue={stored(partner.logoUrl!)}
                error={error(partner.logoUrl!)}
              />
            </>
          )}
        </RepeatedGroup>
      </Panel>
    </>
  );
}
