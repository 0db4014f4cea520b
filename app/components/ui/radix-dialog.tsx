import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import type { DialogProps } from "./dialog.tsx";

/**
 * A modal dialog (Radix): focus moves inside and stays there, Escape closes it,
 * and focus returns to what opened it. Loaded by dialog.tsx when a dialog
 * first opens.
 */
export default function RadixDialogBox({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  closeLabel = "Close",
  hideTitle = false,
  titleLang,
  descriptionLang,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/80 backdrop-blur-sm" />
        <RadixDialog.Content
          className={cn(
            "fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(94vw,42rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-white/10 bg-night-2 p-6 shadow-2xl",
            className,
          )}
          aria-describedby={description ? undefined : undefined}
        >
          <RadixDialog.Title lang={titleLang} className={cn("pr-10 font-display text-2xl tracking-wide uppercase", hideTitle && "sr-only")}>
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description lang={descriptionLang} className="mt-2 text-mist">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description lang={titleLang} className="sr-only">
              {title}
            </RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
          <RadixDialog.Close className="absolute top-4 right-4 rounded p-2 text-cream/80 hover:bg-white/10 hover:text-cream" aria-label={closeLabel}>
            <X size={20} aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
