import { Link } from "react-router";
import { useLocalPath } from "../../../lib/i18n/index.ts";

/**
 * A link the team chose in Admin › Pages: a page of this site by its English
 * path (translated on a French page), a section of the same page, or another
 * site (opened in a new tab, telling nothing of where the visitor came from).
 */
export function PageLink({ href, className, lang, children }: { href: string; className?: string; lang?: string | undefined; children: React.ReactNode }) {
  const localPath = useLocalPath();
  if (href.startsWith("/")) {
    return (
      <Link to={localPath(href)} className={className} lang={lang}>
        {children}
      </Link>
    );
  }
  const external = href.startsWith("https://");
  return (
    <a href={href} className={className} lang={lang} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}
