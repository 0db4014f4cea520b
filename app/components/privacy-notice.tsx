import { Link } from "react-router";
import { cn } from "../lib/cn.ts";
import { useLocalPath, useT, type PublicKey } from "../lib/i18n/index.ts";

/**
 * The one line under every form that collects personal data (contact, car
 * enquiry, experience and order requests, the newsletter): what the details
 * are for, and the privacy policy in the page's language (GDPR art. 13, at
 * the time of collection). The newsletter's line is its consent sentence,
 * whose version is stored with each subscription.
 */
export function PrivacyNotice({ message = "privacyNotice.answer", className }: { message?: PublicKey; className?: string }) {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <p className={cn("text-sm text-mist", className)} data-testid="privacy-notice">
      {t(message)}{" "}
      <Link to={localPath("/privacy")} className="font-semibold text-cream/90 underline underline-offset-4 hover:text-gold">
        {t("privacyNotice.link")}
      </Link>
    </p>
  );
}
