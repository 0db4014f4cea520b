import { getSelectProps } from "@conform-to/react";
import { Panel } from "../../admin/components/admin-page.tsx";
import { SelectField } from "../../../components/ui/field.tsx";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import { F1_CAR_STATUSES, F1_LIVERIES, F1_SERVICE_ICONS } from "../schema.ts";
import { BilingualField, PlainField, RepeatedGroup, useFieldError, type AnyField, type AnyForm } from "./page-fields.tsx";

/** The F1 Madness page's editor: the hero and its figures, the cars, the services, the links to the team's other pages. */
export function F1madnessFields({ form, fields }: { form: AnyForm; fields: Record<string, AnyField> }) {
  const t = useAdminT();
  const error = useFieldError();
  const hero = fields.hero!.getFieldset();
  const cars = fields.cars!.getFieldset();
  const services = fields.services!.getFieldset();
  const ecosystem = fields.ecosystem!.getFieldset();
  const heading = (section: Record<string, AnyField>) => (
    <>
      <BilingualField field={section.title!} label={t("adminPages.section.title")} />
      <BilingualField field={section.lead!} label={t("adminPages.section.lead")} multiline rows={2} />
    </>
  );
  return (
    <>
      <Panel title={t("adminPages.home.hero")}>
        <div className="space-y-6">
          <BilingualField field={hero.eyebrow!} label={t("adminPages.home.eyebrow")} />
          <BilingualField field={hero.title!} label={t("adminPages.home.title")} />
          <BilingualField field={hero.lead!} label={t("adminPages.home.lead")} multiline rows={3} />
          <RepeatedGroup
            form={form}
            field={hero.stats!}
            legend={t("adminPages.driver.stats")}
            heading={(n) => t("adminPages.driver.statHeading", { n })}
            item={(n) => t("adminPages.driver.stat", { n })}
            addLabel={t("adminPages.driver.addStat")}
            newItem={{}}
            max={6}
          >
            {(stat) => (
              <>
                <PlainField field={stat.value!} label={t("adminPages.driver.statValue")} />
                <BilingualField field={stat.label!} label={t("adminPages.driver.statLabel")} />
              </>
            )}
          </RepeatedGroup>
        </div>
      </Panel>
      <Panel title={t("adminPages.f1.cars")}>
        <div className="space-y-6">
          {heading(cars)}
          <RepeatedGroup
            form={form}
            field={cars.items!}
            legend={t("adminPages.f1.cars")}
            legendShown={false}
            hint={t("adminPages.f1.carsHint")}
            heading={(n) => t("adminPages.f1.carHeading", { n })}
            item={(n) => t("adminPages.f1.car", { n })}
            addLabel={t("adminPages.f1.addCar")}
            newItem={{ status: "available", livery: "bleu" }}
            max={6}
          >
            {(car) => (
              <>
                <div className="grid gap-4 lg:grid-cols-3">
                  <PlainField field={car.name!} label={t("adminPages.f1.carName")} />
                  <PlainField field={car.year!} label={t("adminPages.f1.carYear")} inputMode="numeric" />
                  <PlainField field={car.key!} label={t("adminPages.f1.carKey")} hint={t("adminPages.f1.carKeyHint")} />
                </div>
                <BilingualField field={car.chassis!} label={t("adminPages.f1.chassis")} />
                <BilingualField field={car.engine!} label={t("adminPages.f1.engine")} />
                <PlainField field={car.drivers!} label={t("adminPages.f1.drivers")} />
                <BilingualField field={car.description!} label={t("adminPages.f1.description")} multiline rows={3} />
                <div className="grid gap-4 lg:grid-cols-3">
                  <SelectField label={t("adminPages.f1.status")} {...getSelectProps(car.status!)} error={error(car.status!)} options={F1_CAR_STATUSES.map((status) => ({ value: status, label: t(`adminPages.f1.status.${status}`) }))} />
                  <PlainField field={car.number!} label={t("adminPages.f1.number")} inputMode="numeric" />
                  <SelectField label={t("adminPages.f1.livery")} {...getSelectProps(car.livery!)} error={error(car.livery!)} options={F1_LIVERIES.map((livery) => ({ value: livery, label: t(`adminPages.f1.livery.${livery}`) }))} />
                </div>
              </>
            )}
          </RepeatedGroup>
        </div>
      </Panel>
      <Panel title={t("adminPages.f1.services")}>
        <div className="space-y-6">
          {heading(services)}
          <RepeatedGroup
            form={form}
            field={services.items!}
            legend={t("adminPages.f1.services")}
            legendShown={false}
            heading={(n) => t("adminPages.f1.serviceHeading", { n })}
            item={(n) => t("adminPages.f1.service", { n })}
            addLabel={t("adminPages.f1.addService")}
            newItem={{ icon: "search" }}
            max={9}
          >
            {(service) => (
              <>
                <SelectField label={t("adminPages.home.tileIcon")} {...getSelectProps(service.icon!)} error={error(service.icon!)} options={F1_SERVICE_ICONS.map((icon) => ({ value: icon, label: t(`adminPages.f1.icon.${icon}`) }))} />
                <BilingualField field={service.title!} label={t("adminPages.home.tileTitle")} />
                <BilingualField field={service.text!} label={t("adminPages.home.tileText")} multiline rows={3} />
              </>
            )}
          </RepeatedGroup>
        </div>
      </Panel>
      <Panel title={t("adminPages.f1.ecosystem")}>
        <div className="space-y-6">
          {heading(ecosystem)}
          <RepeatedGroup
            form={form}
            field={ecosystem.items!}
            legend={t("adminPages.f1.ecosystem")}
            legendShown={false}
            heading={(n) => t("adminPages.f1.linkHeading", { n })}
            item={(n) => t("adminPages.f1.link", { n })}
            addLabel={t("adminPages.f1.addLink")}
            newItem={{ href: "/" }}
            max={8}
          >
            {(item) => (
              <>
                <BilingualField field={item.title!} label={t("adminPages.home.tileTitle")} />
                <BilingualField field={item.text!} label={t("adminPages.home.tileText")} multiline rows={2} />
                <PlainField field={item.href!} label={t("adminPages.home.tileHref")} hint={t("adminPages.linkHint")} />
              </>
            )}
          </RepeatedGroup>
        </div>
      </Panel>
    </>
  );
}
