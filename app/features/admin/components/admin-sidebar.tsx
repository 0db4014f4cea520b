import { CalendarDays, Car, CreditCard, ContactRound, ExternalLink, FileSearch, History, Image, Inbox, LayoutDashboard, LogOut, Mail, MailOpen, Newspaper, PanelsTopLeft, Receipt, Scale, Server, Settings, ShoppingBag, Trash2, UserCog, Users } from "lucide-react";
import { Form, NavLink } from "react-router";
import { useAdminT, type AdminMessageKey } from "../../../lib/i18n/admin.ts";

const entries: Array<{ to: string; label: AdminMessageKey; Icon: typeof Car; end?: boolean }> = [
  { to: "/admin", label: "admin.nav.dashboard", Icon: LayoutDashboard, end: true },
  { to: "/admin/cars", label: "admin.nav.cars", Icon: Car },
  { to: "/admin/news", label: "admin.nav.news", Icon: Newspaper },
  { to: "/admin/events", label: "admin.nav.events", Icon: CalendarDays },
  { to: "/admin/gallery", label: "admin.nav.gallery", Icon: Image },
  { to: "/admin/newsletter", label: "admin.nav.newsletter", Icon: Mail },
  { to: "/admin/bookings", label: "admin.nav.bookings", Icon: Inbox },
];

/** Beyond the spec's seven: the rest of what the team manages. */
const moreEntries: typeof entries = [
  { to: "/admin/pages", label: "admin.nav.pages", Icon: PanelsTopLeft },
  { to: "/admin/merchandise", label: "admin.nav.merchandise", Icon: ShoppingBag },
  { to: "/admin/orders", label: "admin.nav.orders", Icon: Receipt },
  { to: "/admin/selling", label: "admin.nav.selling", Icon: CreditCard },
  { to: "/admin/subscribers", label: "admin.nav.subscribers", Icon: ContactRound },
  { to: "/admin/mail", label: "admin.nav.mail", Icon: MailOpen },
  { to: "/admin/trash", label: "admin.nav.trash", Icon: Trash2 },
  { to: "/admin/activity", label: "admin.nav.activity", Icon: History },
  { to: "/admin/settings", label: "admin.nav.settings", Icon: Settings },
  { to: "/admin/system", label: "admin.nav.system", Icon: Server },
  { to: "/admin/legal", label: "admin.nav.legal", Icon: Scale },
  { to: "/admin/personal-data", label: "admin.nav.personalData", Icon: FileSearch },
];

const accountEntries: typeof entries = [
  { to: "/admin/users", label: "admin.nav.users", Icon: Users },
  { to: "/admin/account", label: "admin.nav.account", Icon: UserCog },
];

/**
 * The admin sidebar of §2: the seven sections, then Sign Out and View Website
 * (new tab). Bookings carries the count of new requests ("Bookings, 3 new").
 */
export function AdminSidebar({ email, newRequests = 0 }: { email: string; newRequests?: number }) {
  const t = useAdminT();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `flex items-center gap-3 rounded px-3 py-2.5 text-sm font-medium transition-colors ${
      isActive ? "bg-signal text-cream" : "text-cream/80 hover:bg-white/10 hover:text-cream"
    }`;
  const list = (items: typeof entries) => (
    <ul className="space-y-1">
      {items.map(({ to, label, Icon, end }) => {
        const badge = to === "/admin/bookings" && newRequests > 0 ? newRequests : 0;
        return (
          <li key={to}>
            <NavLink to={to} end={end} className={linkClass} aria-label={badge ? t("admin.nav.bookingsNew", { count: badge }) : undefined}>
              <Icon size={18} aria-hidden="true" />
              {t(label)}
              {badge ? (
                <span aria-hidden="true" className="ml-auto rounded-full bg-signal px-2 py-0.5 text-xs font-semibold text-cream ring-1 ring-cream/30" data-testid="bookings-new-count">
                  {badge}
                </span>
              ) : null}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
  return (
    <aside className="flex w-full flex-col gap-6 border-b border-white/10 bg-night-2 p-4 lg:min-h-screen lg:w-64 lg:border-r lg:border-b-0">
      <div className="flex items-center gap-3 px-2">
        <span aria-hidden="true" className="livery-stripe block h-8 w-12 rounded-sm bg-night" />
        <span className="font-display tracking-wider uppercase">{t("admin.title")}</span>
      </div>
      <nav aria-label={t("admin.nav.label")} className="space-y-6">
        {list(entries)}
        {list(moreEntries)}
        {list(accountEntries)}
      </nav>
      <div className="mt-auto space-y-2 border-t border-white/10 pt-4">
        <p className="truncate px-3 text-xs text-mist" title={email}>
          {email}
        </p>
        <a href="/" target="_blank" rel="noopener noreferrer" className="flex items-center gap-3 rounded px-3 py-2.5 text-sm text-cream/80 hover:bg-white/10 hover:text-cream">
          <ExternalLink size={18} aria-hidden="true" />
          {t("admin.viewWebsite")}
        </a>
        <Form method="post" action="/admin/sign-out">
          <button type="submit" className="flex w-full items-center gap-3 rounded px-3 py-2.5 text-left text-sm text-cream/80 hover:bg-white/10 hover:text-cream">
            <LogOut size={18} aria-hidden="true" />
            {t("admin.signOut")}
          </button>
        </Form>
      </div>
    </aside>
  );
}
