import type { ReactNode } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/page-edit";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Panel } from "../../features/admin/components/admin-page.tsx";
import { EditorFrame, ViewOnSiteLink } from "../../features/admin/components/editor-frame.tsx";
import { currentAdmin } from "../../features/accounts/queries.server.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";
import { writeContent } from "../../features/admin/mutations.server.ts";
import { listCars } from "../../features/cars/queries.server.ts";
import { DriverFields } from "../../features/pages/components/driver-fields.tsx";
import { F1madnessFields } from "../../features/pages/components/f1madness-fields.tsx";
import { HomeFields } from "../../features/pages/components/home-fields.tsx";
import { ServicesFields } from "../../features/pages/components/services-fields.tsx";
import { ExperiencesFields } from "../../features/pages/components/experiences-fields.tsx";
import { SearchFields } from "../../features/pages/components/search-fields.tsx";
import { defaultSearchWords } from "../../features/seo/queries.server.ts";
import type { AnyField, AnyForm } from "../../features/pages/components/page-fields.tsx";
import { ContactFields } from "../../features/pages/components/contact-fields.tsx";
import { ListingsFields } from "../../features/pages/components/listings-fields.tsx";
import { discardPageDraft, publishPage, savePageDraft } from "../../features/pages/mutations.server.ts";
import { getAdminPage } from "../../features/pages/queries.server.ts";
import { StoredImageNames } from "../../features/media/components/image-field.tsx";
import { imageNames } from "../../features/media/queries.server.ts";
import { storedImageUrlsIn } from "../../features/media/schema.ts";
import { isEditablePageKey, PAGE_ADMIN, PAGE_DOCUMENT_SCHEMAS, pageAuditType, type EditablePageKey, type PageDocument } from "../../features/pages/schema.ts";
import { historyPath } from "../../features/versions/schema.ts";
import { intentOf, parseForm, refuseForm, refuseRequest, useSchemaForm } from "../../lib/form.ts";
import { adminMetaT, useAdminT } from "../../lib/i18n/admin.ts";
import { useFormat } from "../../lib/i18n/index.ts";
import { dateToParisWallTime, parisWallTimeToDate } from "../../lib/paris-wall-time.ts";
import { pathIn } from "../../lib/public-paths.ts";
import { servicesContext } from "../../platform/context.ts";
import { redirectWithFlash } from "../../platform/flash.server.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const t = adminMetaT(matches);
  return [{ title: t("admin.meta.item", { name: loaderData ? t(PAGE_ADMIN[loaderData.page.key].title) : t("admin.meta.pages") }) }];
};

/** What every page's fields receive; the home page's hero also gets the largest film an admin may upload. */
interface PageFieldsProps {
  form: AnyForm;
  fields: Record<string, AnyField>;
  videoUploadMaxMb?: number;
}

/** Each page's fields; the driver's (which also lists the cars) and Search and sharing's (with the site's own words) are called apart. */
const PAGE_FIELD_EDITORS: Record<Exclude<EditablePageKey, "driver" | "search">, (props: PageFieldsProps) => ReactNode> = {
  home: HomeFields,
  f1madness: F1madnessFields,
  services: ServicesFields,
  experiences: ExperiencesFields,
  contact: ContactFields,
  listings: ListingsFields,
};

function PageFields({ pageKey, ...props }: PageFieldsProps & { pageKey: Exclude<EditablePageKey, "driver" | "search"> }) {
  const Fields = PAGE_FIELD_EDITORS[pageKey];
  return <Fields {...props} />;
}

function pageKeyOf(param: string | undefined): EditablePageKey {
  if (!isEditablePageKey(param)) throw data(null, { status: 404 });
  return param;
}

/** One page's editor (/admin/pages/home…): the waiting draft if there is one, else the published page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const key = pageKeyOf(params.pageKey);
  const { db } = context.get(servicesContext);
  const page = await getAdminPage(db, key);
  // The driver's page shows cars the team chooses among the published ones: the team's own first.
  const cars = key === "driver" ? (await listCars(db)).map((car) => ({ id: car.id, name: car.name, year: car.year, team: car.car_category === "team" })).sort((a, b) => Number(b.team) - Number(a.team)) : [];
  // The driver's page is where its address says; Search and sharing and the lists' introductions are no page of their own.
  const publicPath = PAGE_ADMIN[key].publicPath ?? (key === "driver" ? `/${(page.published as PageDocument<"driver">).slug}` : null);
  const searchDefaults = key === "search" ? await defaultSearchWords(db) : null;
  const videoUploadMaxMb = context.get(servicesContext).env.VIDEO_UPLOAD_MAX_MB;
  const names = await imageNames(db, storedImageUrlsIn(page.document));
  return { page: { key, document: page.document as Record<string, unknown>, hasDraft: page.hasDraft, state: page.state }, cars, publicPath, searchDefaults, videoUploadMaxMb, imageNames: names };
}

/**
 * Save draft, Schedule, Publish (the form, checked by the page's schema) or
 * Discard draft. Each answer comes back here with its toast; a refusal keeps
 * everything typed with a message under each wrong field.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const key = pageKeyOf(params.pageKey);
  const { user } = currentAdmin(context);
  const formData = await request.formData();
  const intent = intentOf(formData);
  const back = `/admin/pages/${key}`;
  const type = pageAuditType(key);
  const target = { type, id: key };

  if (intent === "discard") {
    const result = await writeContent(context, async (tx, record) => {
      const discarded = await discardPageDraft(tx, key);
      if (discarded) await record({ action: `${type}.discard_draft`, target });
      return discarded;
    });
    if (!result.committed) return refuseRequest("admin.write.failed", 500);
    if (!result.value) return refuseRequest("adminPages.flash.noDraft", 409);
    return redirectWithFlash(back, { message: "adminPages.flash.discarded" });
  }

  const submission = parseForm(formData, PAGE_DOCUMENT_SCHEMAS[key]);
  // A list's Add, Remove or Move posted without JavaScript: the form comes back with the list changed, nothing saved.
  if (submission.status === undefined) return data(submission.reply());
  if (submission.status !== "success") return refuseForm(submission, { form: "admin.form.fixErrors" });
  const document = submission.value as PageDocument<typeof key>;

  const failed = () => refuseForm(submission, { form: "admin.write.failed" }, 500);

  if (intent === "publish") {
    const result = await writeContent(context, async (tx, record) => {
      const change = await publishPage(tx, key, document, { by: user.email });
      await record({ action: `${type}.publish`, target, before: change.before, after: change.after });
    });
    if (!result.committed) return failed();
    return redirectWithFlash(back, { message: "adminPages.flash.published" });
  }

  if (intent === "schedule") {
    const typed = formData.get("publishAt");
    const publishAt = typeof typed === "string" && typed.trim() !== "" ? parisWallTimeToDate(typed.trim()) : null;
    if (!publishAt) return refuseForm(submission, { form: "admin.form.fixErrors", fields: { publishAt: typed ? "admin.field.date" : "adminPages.field.publishAtRequired" } });
    if (publishAt.getTime() <= Date.now()) return refuseForm(submission, { form: "admin.form.fixErrors", fields: { publishAt: "adminPages.field.publishAtPast" } });
    const result = await writeContent(context, async (tx, record) => {
      await savePageDraft(tx, key, document, { by: user.email, publishAt });
      // The public pages are cached until the next scheduled publication: they must learn of this one.
      await record({ action: `${type}.schedule`, target });
    });
    if (!result.committed) return failed();
    return redirectWithFlash(back, { message: "adminPages.flash.scheduled", values: { when: dateToParisWallTime(publishAt).replace("T", " ") } });
  }

  const result = await writeContent(context, async (tx, record) => {
    await savePageDraft(tx, key, document, { by: user.email, publishAt: null });
    await record({ action: `${type}.save_draft`, target });
  });
  if (!result.committed) return failed();
  return redirectWithFlash(back, { message: "adminPages.flash.draftSaved" });
}

/** A session that ended while the form was open keeps the form (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

/** A new form for each stored version of the page, so a save shows what was stored. */
export default function PageEditorPage(props: Route.ComponentProps) {
  const { state } = props.loaderData.page;
  return (
    <StoredImageNames names={props.loaderData.imageNames}>
      <PageEditor key={`${state.key}@${state.publishedAt ?? ""}@${state.draftSavedAt ?? ""}`} {...props} />
    </StoredImageNames>
  );
}

function PageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const format = useFormat();
  const navigation = useNavigation();
  const { page, cars, publicPath, searchDefaults, videoUploadMaxMb } = loaderData;
  const { key, state } = page;
  const name = t(PAGE_ADMIN[key].title);
  const [form, fields] = useSchemaForm(PAGE_DOCUMENT_SCHEMAS[key], actionData, { id: `page-${key}`, defaultValue: page.document });
  const pageFields = fields as unknown as Record<string, AnyField>;
  const busy = navigation.state === "submitting";
  const publishAtError = actionData && "error" in actionData ? actionData.error?.publishAt?.[0] : undefined;

  return (
    <EditorFrame
      title={t("adminPages.editTitle", { name })}
      backTo="/admin/pages"
      item={{ name }}
      history={historyPath(pageAuditType(key), key)}
      state={state.publishAt ? <Badge tone="gold">{t("adminPages.state.scheduled", { when: format.dateTime(state.publishAt) })}</Badge> : page.hasDraft ? <Badge tone="gold">{t("adminPages.state.draft")}</Badge> : <Badge tone="green">{t("adminPages.state.published")}</Badge>}
      form={form}
      actions={
        publicPath ? (
          <>
            <Link to={`/admin/pages/${key}/preview`} className={buttonClass("secondary", "py-2")}>
              {t("adminPages.preview")}
            </Link>
            <ViewOnSiteLink to={publicPath} />
            <ViewOnSiteLink to={pathIn(publicPath, "fr")} label={t("adminContent.viewOnSiteFr")} />
          </>
        ) : null
      }
      submit={
        <>
          <Button type="submit" name="intent" value="draft" variant="secondary" disabled={busy}>
            {t("adminPages.saveDraft")}
          </Button>
          <Button type="submit" name="intent" value="publish" disabled={busy}>
            {t("adminPages.publish")}
          </Button>
        </>
      }
      after={
        page.hasDraft ? (
          <Form method="post" className="mt-6">
            <Button type="submit" name="intent" value="discard" variant="ghost" disabled={busy}>
              {t("adminPages.discard")}
            </Button>
          </Form>
        ) : null
      }
    >
      {/* Enter in a field saves the draft: the first submit button of a form is the one Enter presses, not a list's Move up. */}
      <button type="submit" name="intent" value="draft" tabIndex={-1} aria-hidden="true" className="sr-only">
        {t("adminPages.saveDraft")}
      </button>
      {page.hasDraft ? (
        <div role="status" className="rounded-lg border border-gold/40 bg-gold/10 p-4 text-sm text-cream">
          <p>{t("adminPages.draftBanner", { who: state.draftSavedBy ?? "—", when: state.draftSavedAt ? format.dateTime(state.draftSavedAt) : "—" })}</p>
          {state.publishAt ? <p className="mt-1">{t("adminPages.scheduledBanner", { when: format.dateTime(state.publishAt) })}</p> : null}
        </div>
      ) : null}
      {key === "driver" ? (
        <DriverFields form={form} fields={pageFields} cars={cars} />
      ) : key === "search" ? (
        <SearchFields fields={pageFields} defaults={searchDefaults!} />
      ) : (
        <PageFields pageKey={key} form={form} fields={pageFields} videoUploadMaxMb={videoUploadMaxMb} />
      )}
      <Panel title={t("adminPages.scheduleTitle")}>
        <div className="flex flex-wrap items-end gap-4">
          <div className="min-w-64 space-y-1">
            <TextField
              label={t("adminPages.field.publishAt")}
              type="datetime-local"
              name="publishAt"
              id="publishAt"
              defaultValue={state.publishAt ? dateToParisWallTime(state.publishAt) : ""}
              aria-describedby="publish-at-hint"
              error={publishAtError ? t(publishAtError as Parameters<typeof t>[0]) : undefined}
            />
            <p id="publish-at-hint" className="text-sm text-mist">
              {t("adminPages.field.publishAtHint")}
            </p>
          </div>
          <Button type="submit" name="intent" value="schedule" variant="secondary" disabled={busy}>
            {t("adminPages.schedule")}
          </Button>
        </div>
      </Panel>
    </EditorFrame>
  );
}
