import { Form, useNavigation } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import { ConfirmedPostButton } from "../../admin/components/list-kit.tsx";

/** The admin's "Unsubscribe" of one address: reversible (the person can subscribe again), so no dialog. */
export function SubscriberUnsubscribeButton({ id, email }: { id: string; email: string }) {
  const t = useAdminT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === id && navigation.formData.get("intent") === "unsubscribe";
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value="unsubscribe" />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="ghost" className="px-3 py-1.5" disabled={busy} aria-label={t("subscribers.unsubscribeLabel", { email })}>
        {t("subscribers.unsubscribe")}
      </Button>
    </Form>
  );
}

/** GDPR erasure: for good, so the question says exactly what goes. */
export function SubscriberEraseButton({ id, email }: { id: string; email: string }) {
  const t = useAdminT();
  return (
    <ConfirmedPostButton
      id={id}
      name={email}
      intent="erase"
      label={t("subscribers.erase")}
      ariaLabel={t("subscribers.eraseLabel", { email })}
      question={{ title: t("subscribers.eraseTitle", { email }), body: t("subscribers.eraseBody") }}
      confirmLabel={t("subscribers.eraseConfirm")}
    />
  );
}
