import { Link } from "react-router";
import { useAdminT, type AdminMessageKey } from "../../../lib/i18n/admin.ts";
import { useFormat } from "../../../lib/i18n/index.ts";
import type { Formats } from "../../../lib/format.ts";
import { decimalOf, lineCents } from "../../../lib/money.ts";
import type { InboxRequest } from "../queries.server.ts";
import { DateTime, RequestTypeBadge } from "./inbox-badges.tsx";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-xs font-semibold tracking-wide text-mist uppercase">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function lineTotal(format: Formats, unitPrice: string, quantity: number): string {
  return format.euro(decimalOf(lineCents(unitPrice, quantity)));
}

/** The request in full, as the visitor sent it. */
export function RequestDetails({ request, reference }: { request: InboxRequest; reference: string }) {
  const t = useAdminT();
  const format = useFormat();
  return (
    <div data-testid="request-details">
      <dl className="divide-y divide-white/10">
        <Fact label={t("bookings.col.type")}>
          <RequestTypeBadge type={request.type} />
        </Fact>
        <Fact label={t("bookings.detail.from")}>
          {request.name} ·{" "}
          <a href={`mailto:${request.email}`} className="break-all text-gold underline-offset-4 hover:underline">
            {request.email}
          </a>
        </Fact>
        <Fact label={t("bookings.detail.received")}>
          <DateTime value={request.createdAt} />
        </Fact>
        <Fact label={t("bookings.detail.reference")}>
          <code>{reference}</code>
        </Fact>
        {request.type === "contact" ? <Fact label={t("bookings.detail.subject")}>{t(`contact.subject.${request.subject}` as AdminMessageKey)}</Fact> : null}
        {request.type === "car_enquiry" ? (
          <Fact label={t("bookings.detail.car")}>
            <span data-testid="request-car">{request.carName}</span>{" "}
            {request.car ? (
              request.car.inTrash ? (
                <span className="text-mist">({t("bookings.detail.carInTrash")})</span>
              ) : (
                <Link to={`/admin/cars/${request.car.id}`} className="ml-2 text-sm text-gold underline underline-offset-4">
                  {t("bookings.detail.viewCar")}
                </Link>
              )
            ) : (
              <span className="text-mist">({t("bookings.detail.staticCar")})</span>
            )}
          </Fact>
        ) : null}
        {request.type === "experience" ? <Fact label={t("bookings.detail.experience")}>{request.experienceName}</Fact> : null}
        <Fact label={t("bookings.detail.message")}>
          {request.message.trim() ? (
            <p className="whitespace-pre-wrap" lang={request.locale}>
              {request.message}
            </p>
          ) : (
            <p className="text-mist">{t("bookings.detail.noMessage")}</p>
          )}
        </Fact>
      </dl>

      {request.type === "order" ? (
        <div className="mt-4 -mx-2 overflow-x-auto px-2">
          <table className="w-full min-w-[32rem] text-left text-sm" data-testid="order-lines">
            <caption className="mb-2 text-left text-xs font-semibold tracking-wide text-mist uppercase">{t("bookings.detail.items")}</caption>
            <thead className="text-xs tracking-wide text-mist uppercase">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  {t("bookings.detail.item")}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t("bookings.detail.size")}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {t("bookings.detail.quantity")}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {t("bookings.detail.unitPrice")}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t("bookings.detail.lineTotal")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-white/10">
              {request.items.map((line, index) => (
                <tr key={`${line.merchandise_id}:${line.size ?? ""}:${index}`}>
                  <td className="py-2 pr-4">{line.name}</td>
                  <td className="py-2 pr-4">{line.size ?? "—"}</td>
                  <td className="py-2 pr-4 text-right">{line.quantity}</td>
                  <td className="py-2 pr-4 text-right">{format.euro(line.unit_price)}</td>
                  <td className="py-2 text-right">{lineTotal(format, line.unit_price, line.quantity)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t border-white/20 font-semibold">
                <th scope="row" colSpan={4} className="py-2 pr-4 text-right">
                  {t("bookings.detail.total")}
                </th>
                <td className="py-2 text-right" data-testid="order-total">
                  {format.euro(request.total)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      ) : null}
    </div>
  );
}
