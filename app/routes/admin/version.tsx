import { History } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/version";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { FormAlert } from "../../features/accounts/components/auth-card.tsx";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { ListNotice } from "../../features/admin/components/list-kit.tsx";
import { ComparisonTable } from "../../features/versions/components/comparison-table.tsx";
import { restoreVersion } from "../../features/versions/mutations.server.ts";
import { versionedType } from "../../content/registry.server.ts";
import { compareSnapshots, findVersion } from "../../features/versions/queries.server.ts";
import { historyPath, versionPath } from "../../features/versions/schema.ts";
import { intentOf, refuseRequest } from "../../lib/form.ts";
import { adminMetaT, useAdminT } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { redirectWithFlash } from "../../platform/flash.server.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const t = adminMetaT(matches);
  return [{ title: loaderData ? t("admin.meta.version", { date: loaderData.when, name: loaderData.name }) : t("admin.meta.activity") }];
};

/** The registered type and the item's id of the address, or a 404. */
function itemOf(params: Route.LoaderArgs["params"]) {
  const entry = versionedType(params.type);
  if (!entry || !entry.isId(params.id)) throw data(null, { status: 404 });
  return { entry, id: params.id };
}

/**
 * One version beside the item as it is now (/admin/history/car/:id/:versionId):
 * only the fields that differ, and "Restore this version", which asks first
 * (?confirm=1, a step that works without JavaScript) and then posts.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { entry, id } = itemOf(params);
  const { db } = context.get(servicesContext);
  const t = translator(context.get(localeContext));
  const now = await entry.current(db, id);
  const version = now && (await findVersion(db, entry, id, params.versionId, t));
  if (!now || !version) throw data(null, { status: 404 });
  const fields = compareSnapshots(entry.fields, version.values, now.values, t);
  const locked = entry.locked?.(now.values) ?? null;
  const restorable = fields.length > 0 && !now.inTrash && !locked;
  return {
    name: entry.nameOf(now.values, t, id),
    when: version.row.when,
    original: version.row.original,
    who: version.row.who,
    what: version.row.what,
    at: version.row.at,
    fields,
    inTrash: now.inTrash,
    locked: locked ? t(locked) : null,
    restorable,
    confirm: restorable && new URL(request.url).searchParams.has("confirm"),
    historyPath: historyPath(entry.type, id),
    selfPath: versionPath(entry.type, id, params.versionId),
  };
}

/** Restore: refused above the page (in the trash, sent, a slug now taken…), or written and on to the editor with its toast. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { entry, id } = itemOf(params);
  if (intentOf(await request.formData()) !== "restore") throw data(null, { status: 400 });
  const outcome = await restoreVersion(context, entry, id, params.versionId);
  if (!outcome.ok) return refuseRequest(outcome.message, outcome.status);
  return redirectWithFlash(outcome.redirectTo, outcome.flash);
}

/** A session that ended while the page was open keeps what was asked (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function Version({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const navigation = useNavigation();
  const { name, when, original, who, what, at, fields, inTrash, locked, restorable, confirm, historyPath, selfPath } = loaderData;
  const date = original ? t("versions.originalWhen", { date: when }) : when;
  const restoring = navigation.state === "submitting" && navigation.formData?.get("intent") === "restore";
  return (
    <AdminPage title={t("versions.versionTitle", { date })}>
      <Link to={historyPath} className="mb-4 inline-flex items-center gap-2 text-sm text-mist underline underline-offset-4 hover:text-cream">
        <History size={14} aria-hidden="true" />
        {t("versions.backToHistory")}
      </Link>
      <p className="mb-2 text-lg text-cream">{t("versions.versionOf", { name, date })}</p>
      <p className="mb-6 text-mist">
        <time dateTime={at} className="sr-only">
          {date}
        </time>
        {who ? t("versions.savedBy", { what, who }) : what}
      </p>
      <ListNotice reply={actionData} />
      {inTrash ? (
        <FormAlert tone="info">
          {t("versions.inTrash")}{" "}
          <Link to="/admin/trash" className="underline underline-offset-4">
            {t("versions.openTrash")}
          </Link>
        </FormAlert>
      ) : null}
      {locked ? <FormAlert tone="info">{locked}</FormAlert> : null}
      <Panel>
        {fields.length === 0 ? (
          <p className="py-8 text-center text-cream">{t("versions.same")}</p>
        ) : (
          <>
            <p className="mb-4 max-w-3xl text-sm text-mist">{t("versions.differences")}</p>
            <ComparisonTable fields={fields} versionHeading={t("versions.col.version")} />
          </>
        )}
      </Panel>
      {restorable ? (
        confirm ? (
          <Panel className="mt-6 border-gold/40">
            <h2 className="mb-2 text-xl">{t("versions.confirmTitle", { date })}</h2>
            <p className="mb-6 max-w-3xl text-mist">{t("versions.confirmBody")}</p>
            <Form method="post" action={selfPath} className="flex flex-wrap gap-3">
              <input type="hidden" name="intent" value="restore" />
              <Button type="submit" disabled={restoring}>
                {restoring ? t("versions.restoring") : t("versions.confirm")}
              </Button>
              <Link to={selfPath} preventScrollReset className={buttonClass("ghost")}>
                {t("versions.cancel")}
              </Link>
            </Form>
          </Panel>
        ) : (
          <div className="mt-6">
            <Link to={`${selfPath}?confirm=1`} preventScrollReset className={buttonClass("primary")}>
              {t("versions.restore")}
            </Link>
          </div>
        )
      ) : null}
    </AdminPage>
  );
}
