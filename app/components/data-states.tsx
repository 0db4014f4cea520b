import { AlertTriangle, Inbox } from "lucide-react";
import { useLocation, useNavigation } from "react-router";
import { useT } from "../lib/i18n/index.ts";
import { Spinner } from "./ui/spinner.tsx";
import type { Loaded } from "../lib/loaded.ts";

/**
 * The three states every data view has (§4): loading, error and empty, with
 * the messages of §8. Pages render data in the first HTML; "loading" shows
 * while a navigation on the same page (a tab, a filter) fetches new data.
 */
export function LoadingState() {
  const t = useT();
  return (
    <div className="flex justify-center py-16 text-mist" data-state="loading">
      <Spinner label={t("state.loading")} />
    </div>
  );
}

export function ErrorState({ message }: { message: string }) {
  return (
    <div role="alert" data-state="error" className="flex items-start gap-3 rounded-lg border border-signal/40 bg-signal/10 p-6 text-red-200">
      <AlertTriangle aria-hidden="true" className="mt-0.5 shrink-0" size={20} />
      <p>{message}</p>
    </div>
  );
}

export function EmptyState({ message, hint }: { message: string; hint?: string }) {
  return (
    <div data-state="empty" className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-white/15 px-6 py-16 text-center text-mist">
      <Inbox aria-hidden="true" size={32} />
      <p className="text-lg text-cream">{message}</p>
      {hint ? <p>{hint}</p> : null}
    </div>
  );
}

/** True while a navigation to this same page (other query parameters) is loading. */
export function useSamePageLoading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === "loading" && navigation.location?.pathname === location.pathname;
}

/**
 * A data view: the spinner while the same page reloads its data, else the error
 * message, else the empty message, else the content.
 */
export function DataView<T>({
  result,
  errorMessage,
  emptyMessage,
  emptyHint,
  children,
}: {
  result: Loaded<T[]>;
  errorMessage: string;
  emptyMessage: string;
  emptyHint?: string;
  children: (items: T[]) => React.ReactNode;
}) {
  const loading = useSamePageLoading();
  if (loading) return <LoadingState />;
  if (!result.ok) return <ErrorState message={errorMessage} />;
  if (result.data.length === 0) return <EmptyState message={emptyMessage} hint={emptyHint} />;
  return <>{children(result.data)}</>;
}

