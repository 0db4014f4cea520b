import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { useFormat, useT } from "../../../lib/i18n/index.ts";
import { WITHDRAWAL_MESSAGE_MAX } from "../rules.ts";

export interface WithdrawalState {
  open: boolean;
  /** Until when the button is offered; null before the order leaves the workshop. */
  until: string | null;
  requestedAt: string | null;
}

/**
 * The withdrawal function of the order page, in two steps as the law asks: "Withdraw from the
 * contract here" (a link, so it works without JavaScript) opens the confirmation, whose button
 * records the withdrawal and e-mails its acknowledgment.
 */
export function WithdrawalSection({ reference, withdrawal, refused }: { reference: string; withdrawal: WithdrawalState; refused: "closed" | "already" | null }) {
  const t = useT();
  const format = useFormat();
  const [search] = useSearchParams();
  const navigation = useNavigation();
  if (!withdrawal.requestedAt && !withdrawal.open) return null;
  const confirming = search.get("withdraw") === "confirm";
  return (
    <section aria-labelledby="withdrawal-heading" className="rounded-lg border border-white/10 p-6" data-testid="withdrawal">
      <h2 id="withdrawal-heading" className="text-2xl">
        {t("orderPage.withdrawal.heading")}
      </h2>
      {withdrawal.requestedAt ? (
        <p role="status" className="mt-3 text-cream">
          {t("orderPage.withdrawal.done", { date: format.dateTime(withdrawal.requestedAt) })}
        </p>
      ) : (
        <>
          <p className="mt-3 text-mist">{withdrawal.until ? t("orderPage.withdrawal.until", { date: format.date(withdrawal.until) }) : t("orderPage.withdrawal.beforeDelivery")}</p>
          {refused ? (
            <p role="alert" className="mt-3 text-red-300">
              {t(refused === "already" ? "orderPage.withdrawal.already" : "orderPage.withdrawal.closed")}
            </p>
          ) : null}
          {confirming ? (
            <Form method="post" replace className="mt-4 space-y-4">
              <input type="hidden" name="intent" value="withdraw" />
              <p className="font-semibold">{t("orderPage.withdrawal.confirmText", { reference })}</p>
              <label className="block space-y-1">
                <span className="block text-sm text-mist">{t("orderPage.withdrawal.message")}</span>
                <textarea name="message" rows={3} maxLength={WITHDRAWAL_MESSAGE_MAX} className="w-full rounded border border-white/20 bg-night p-3 text-cream focus:border-gold focus:outline-none" />
              </label>
              <div className="flex flex-wrap items-center gap-4">
                <Button type="submit" disabled={navigation.state !== "idle"}>
                  {t("orderPage.withdrawal.confirm")}
                </Button>
                <Link to="?" replace className="underline underline-offset-4">
                  {t("orderPage.withdrawal.keep")}
                </Link>
              </div>
            </Form>
          ) : (
            <Link to="?withdraw=confirm" replace className={buttonClass("secondary", "mt-4")}>
              {t("orderPage.withdrawal.button")}
            </Link>
          )}
        </>
      )}
    </section>
  );
}
