import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button.tsx";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import { FormAlert } from "../../accounts/components/auth-card.tsx";
import { PublishBadge } from "./list-kit.tsx";

/** The editor's link to the public page it feeds, opened in a new tab. */
export function ViewOnSiteLink({ to, label }: { to: string; label?: string }) {
  const t = useAdminT();
  return (
    <Link to={to} target="_blank" rel="noreferrer" className={buttonClass("ghost", "px-3 py-2")}>
      <ExternalLink size={16} aria-hidden="true" />
      {label ?? t("adminContent.viewOnSite")}
    </Link>
  );
}

/**
 * The top of an editor under its title: the way back to the list, the item's
 * name with its publication state, and what the last save did (a save that
 * stays on the page; a creation redirects, and the flash says so).
 */
export function EditorIntro({
  backTo,
  item,
  invalid,
  saved,
}: {
  backTo: string;
  item: { name: string; published: boolean } | null;
  invalid: boolean;
  saved: boolean;
}) {
  const t = useAdminT();
  return (
    <>
      <Link to={backTo} className="mb-4 inline-block text-sm text-mist underline underline-offset-4 hover:text-cream">
        {t("admin.form.back")}
      </Link>
      {item ? (
        <p className="mb-4 flex items-center gap-3 text-lg text-cream">
          <span className="font-semibold">{item.name}</span> <PublishBadge published={item.published} />
        </p>
      ) : null}
      {invalid ? <FormAlert>{t("admin.form.fixErrors")}</FormAlert> : null}
      {saved ? <FormAlert tone="success">{t("admin.form.saved")}</FormAlert> : null}
    </>
  );
}
