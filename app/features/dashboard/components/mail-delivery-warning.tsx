import { MailWarning } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button.tsx";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import type { MailSetup } from "../../../platform/mail-setup.server.ts";

/**
 * The dashboard's e-mail warning: without SMTP_URL nobody receives a password
 * reset, an invitation or a reply, and the only sign is a folder of files on
 * the server; with a sender nobody can authenticate, providers drop the
 * messages. Shown above everything else until the set-up is fixed, leading
 * to the System page, which says what runs and what to set.
 */
export function MailDeliveryWarning({ mail }: { mail: Pick<MailSetup, "delivered" | "unusableSenderDomain"> }) {
  const t = useAdminT();
  if (mail.delivered && mail.unusableSenderDomain === null) return null;
  const notDelivered = !mail.delivered;
  return (
    <section
      aria-labelledby="mail-warning-title"
      className="mb-8 flex flex-wrap items-center justify-between gap-4 rounded-lg border border-signal/60 bg-signal/10 p-5"
      data-testid="mail-warning"
    >
      <div className="flex max-w-3xl items-start gap-3">
        <MailWarning aria-hidden="true" className="mt-1 shrink-0 text-red-300" size={20} />
        <div>
          <h2 id="mail-warning-title" className="text-xl">
            {notDelivered ? t("dashboard.mail.notDelivered.title") : t("dashboard.mail.sender.title")}
          </h2>
          <p className="mt-1">
            {notDelivered ? t("dashboard.mail.notDelivered.text") : t("dashboard.mail.sender.text", { domain: mail.unusableSenderDomain ?? "" })}
          </p>
        </div>
      </div>
      <Link to="/admin/system#mail" className={buttonClass("secondary")}>
        {t("dashboard.mail.open")}
      </Link>
    </section>
  );
}
