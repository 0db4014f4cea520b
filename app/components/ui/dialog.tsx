import { lazy, Suspense, useState } from "react";

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: React.ReactNode;
  className?: string;
  closeLabel?: string;
  hideTitle?: boolean;
  /** Set when the title is in another language than the page's (content not yet translated). */
  titleLang?: string;
  /** The same for the description. */
  descriptionLang?: string;
}

const RadixDialogBox = lazy(() => import("./radix-dialog.tsx"));

/**
 * A modal dialog (Radix, radix-dialog.tsx): focus moves inside and stays
 * there, Escape closes it, and focus returns to what opened it. Radix loads
 * when a dialog first opens (its own chunk, 13 KiB gzip a page showing a
 * lightbox or an enquiry button no longer preloads: issue 16), and stays
 * mounted after, so closing still animates and returns focus.
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <RadixDialogBox {...props} />
    </Suspense>
  ) : null;
}
