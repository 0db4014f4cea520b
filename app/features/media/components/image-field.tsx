import { ArrowDown, ArrowUp, ImageUp, X } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { cn } from "../../../lib/cn.ts";
import { useAdminT, type AdminMessageKey } from "../../../lib/i18n/admin.ts";
import type { FormReply } from "../../../lib/form.ts";
import { ALT_MAX, IMAGE_ACCEPT_ATTRIBUTE, IMAGE_ALT_FIELDS, altErrorName, isStoredImageUrl, postedImageAlts, type ImageAlt } from "../schema.ts";
import { uploadImage } from "./upload-client.ts";

/**
 * Image upload fields for admin forms, and the queue they are built on.
 *
 * Form fields (the fixed contract):
 * - `<ImageField name label defaultValue? error? description? />`: one image.
 *   Posts `name` = the stored image's URL ("" when none).
 * - `<ImagesField name label defaultValue?: string[] error? description? />`:
 *   an ordered list. Posts `name` once per image, in order; reordered with
 *   Move up / Move down buttons.
 * With `alts` (the stored alt texts of the images shown, by URL: see
 * `imageAlts` and `useImageAlts`), each stored image gets its alt text in
 * English (required) and French under it, posted as IMAGE_ALT_FIELDS (the
 * URL, then both texts) and written to the image by the editor's save;
 * `altError` is the server's message about them. Decorative images (a video's
 * poster) go without.
 * Inside `<StoredImageNames names>` (an editor's loader's `imageNames`), a
 * stored image is listed by the name it was uploaded with.
 * Both render a drop zone whose `<input type="file">` has the accessible name
 * `label`, one progress bar per file (role="progressbar", aria-valuenow in %),
 * each refusal in words beside its file, previews and remove buttons. While a
 * file is still uploading, saving the form waits for it and then goes ahead,
 * so no image is lost by saving too early. Without
 * JavaScript the current value is still posted and kept.
 *
 * Building blocks for other screens (e.g. an album's multi-upload):
 * - `useUploads({ initial?: string[], concurrency? = 2, keepDone? = true, onUploaded?(item) })`
 *   → `{ items, add(files), remove(id), move(id, -1 | 1), busy, failed, urls }`.
 *   `items`: `UploadItem[]` in display order; `add` queues files (at most
 *   `concurrency` upload at a time); `remove` also cancels an upload in
 *   flight; `urls` = the finished images' URLs in order; `busy` = some file
 *   is still queued or uploading; `failed` = how many were refused. With `keepDone: false` finished items leave
 *   the list right after `onUploaded`.
 * - `<UploadDropZone id label multiple onFiles describedBy? invalid? busy? failed? inputRef? accept? words? icon? />`
 *   the drop zone and its file input (named by `label`); pass `busy`/`failed`
 *   from `useUploads` so a form saved mid-upload waits for the files;
 *   `accept`, `words` and `icon` for another kind of file (VideoField's).
 * - `<UploadQueue items label onRemove? onMove? />` the list of files with
 *   preview, progress bar, error and the remove / move buttons.
 */

export type UploadStatus = "queued" | "uploading" | "processing" | "done" | "error";

export interface UploadItem {
  id: string;
  /** The file's name (or, for an image already stored, the last part of its URL). */
  name: string;
  status: UploadStatus;
  /** Fraction of the bytes sent, 0..1. */
  progress: number;
  /** The reason in words when status is "error". */
  error?: string;
  /** Set once done. */
  url?: string;
  width?: number;
  height?: number;
  placeholder?: string | null;
  /** A local preview (object URL) while the file uploads. */
  preview?: string;
}

export interface UseUploadsOptions {
  /** URLs already stored (a form's current images): they start as done items. */
  initial?: readonly string[];
  /** Uploads running at once; the server encodes AVIF for each, so a few at a time. */
  concurrency?: number;
  /** Keep finished items in `items` (lists); false for a single image that moves into its own state. */
  keepDone?: boolean;
  onUploaded?: (item: UploadItem) => void;
}

export interface Uploads {
  items: UploadItem[];
  add: (files: Iterable<File>) => void;
  remove: (id: string) => void;
  move: (id: string, by: -1 | 1) => void;
  /** Some file is queued or on its way. */
  busy: boolean;
  /** How many files were refused or failed. */
  failed: number;
  /** The finished images' URLs, in order. */
  urls: string[];
}

// Only these types have a browser preview worth making; the server decides what is accepted.
const PREVIEWABLE = /^image\/(jpeg|png|webp|gif|avif)$/;

let nextId = 0;
const newId = () => `upload-${Date.now().toString(36)}-${(nextId++).toString(36)}`;

/**
 * The names stored images had when they were uploaded, by URL (see
 * `imageNames`): an editor puts its loader's names around its form, and every
 * image field in it lists an image as the team knows it ("monaco-1982.jpg"),
 * not by the key it is stored under.
 */
const StoredImageNamesContext = createContext<Readonly<Record<string, string>>>({});

export function StoredImageNames({ names, children }: { names: Readonly<Record<string, string>> | undefined; children: ReactNode }) {
  return <StoredImageNamesContext.Provider value={names ?? {}}>{children}</StoredImageNamesContext.Provider>;
}

/** An image's name: the one it was uploaded with, else the last part of its address (an image from elsewhere, or stored without one). */
function nameOfUrl(url: string, names: Readonly<Record<string, string>>): string {
  return names[url] ?? decodeURIComponent(url.split("?")[0]!.split("/").pop() ?? url);
}

function doneItem(url: string, names: Readonly<Record<string, string>>): UploadItem {
  return { id: newId(), name: nameOfUrl(url, names), status: "done", progress: 1, url };
}

export function useUploads({ initial = [], concurrency = 2, keepDone = true, onUploaded }: UseUploadsOptions = {}): Uploads {
  const t = useAdminT();
  const names = useContext(StoredImageNamesContext);
  const [items, setItems] = useState<UploadItem[]>(() => initial.map((url) => doneItem(url, names)));
  const files = useRef(new Map<string, File>());
  const controllers = useRef(new Map<string, AbortController>());
  const queue = useRef<string[]>([]);
  const callback = useRef(onUploaded);
  const itemsRef = useRef(items);
  useEffect(() => {
    callback.current = onUploaded;
    itemsRef.current = items;
  });

  const update = useCallback((id: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const release = useCallback((id: string) => {
    files.current.delete(id);
    controllers.current.delete(id);
  }, []);

  // The next upload starts when one ends: through a ref, as the callback cannot name itself.
  const pumpRef = useRef<() => void>(() => undefined);
  const pump = useCallback(() => {
    while (controllers.current.size < concurrency && queue.current.length > 0) {
      const id = queue.current.shift()!;
      const file = files.current.get(id);
      if (!file) continue;
      const controller = new AbortController();
      controllers.current.set(id, controller);
      update(id, { status: "uploading" });
      uploadImage(file, {
        t,
        signal: controller.signal,
        onProgress: (fraction) => update(id, fraction >= 1 ? { progress: 1, status: "processing" } : { progress: fraction }),
      })
        .then((image) => {
          const item = itemsRef.current.find((candidate) => candidate.id === id);
          if (!item || controller.signal.aborted) return;
          if (item.preview) URL.revokeObjectURL(item.preview);
          const finished: UploadItem = { ...item, status: "done", progress: 1, url: image.url, width: image.width, height: image.height, placeholder: image.placeholder, preview: undefined };
          setItems((current) => (keepDone ? current.map((candidate) => (candidate.id === id ? finished : candidate)) : current.filter((candidate) => candidate.id !== id)));
          callback.current?.(finished);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          update(id, { status: "error", error: error instanceof Error ? error.message : String(error) });
        })
        .finally(() => {
          release(id);
          pumpRef.current();
        });
    }
  }, [concurrency, keepDone, release, update, t]);
  useEffect(() => {
    pumpRef.current = pump;
  }, [pump]);

  const add = useCallback(
    (incoming: Iterable<File>) => {
      const added: UploadItem[] = [];
      for (const file of incoming) {
        const id = newId();
        files.current.set(id, file);
        queue.current.push(id);
        added.push({ id, name: file.name, status: "queued", progress: 0, preview: PREVIEWABLE.test(file.type) ? URL.createObjectURL(file) : undefined });
      }
      if (added.length === 0) return;
      setItems((current) => [...current, ...added]);
      pump();
    },
    [pump],
  );

  const remove = useCallback(
    (id: string) => {
      controllers.current.get(id)?.abort();
      queue.current = queue.current.filter((queued) => queued !== id);
      release(id);
      setItems((current) => {
        const item = current.find((candidate) => candidate.id === id);
        if (item?.preview) URL.revokeObjectURL(item.preview);
        return current.filter((candidate) => candidate.id !== id);
      });
      pump();
    },
    [pump, release],
  );

  const move = useCallback((id: string, by: -1 | 1) => {
    setItems((current) => {
      const from = current.findIndex((item) => item.id === id);
      // Refused files are not part of the order: the neighbour is the next one that is.
      let to = from + by;
      while (to >= 0 && to < current.length && current[to]!.status === "error") to += by;
      if (from < 0 || to < 0 || to >= current.length) return current;
      const next = [...current];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    });
  }, []);

  // Leaving the page cancels what is still on its way.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  return {
    items,
    add,
    remove,
    move,
    busy: items.some((item) => item.status === "queued" || item.status === "uploading" || item.status === "processing"),
    failed: items.filter((item) => item.status === "error").length,
    urls: items.filter((item) => item.status === "done" && item.url).map((item) => item.url!),
  };
}

/**
 * Holds the surrounding form's submission while files are on their way, then
 * sends it as the admin asked once they are stored (unless one failed: then
 * the admin sees why and decides). A native listener on the form runs before
 * React Router's own submit handler, so nothing leaves early; it works for
 * forms with `noValidate` too.
 */
function useHoldSubmit(input: React.RefObject<HTMLInputElement | null>, busy: boolean, failed: number): boolean {
  const [held, setHeld] = useState<{ submitter: HTMLElement | null; failed: number } | null>(null);
  const state = useRef({ busy, failed });
  useEffect(() => {
    state.current = { busy, failed };
  });

  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      if (!state.current.busy) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      setHeld({ submitter: event.submitter, failed: state.current.failed });
    };
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, [input]);

  useEffect(() => {
    if (!held || busy) return;
    const form = input.current?.form;
    // Deferred one tick so the hidden fields of the finished uploads are in the DOM.
    const timer = setTimeout(() => {
      setHeld(null);
      if (form && failed === held.failed) form.requestSubmit(held.submitter instanceof HTMLButtonElement || held.submitter instanceof HTMLInputElement ? held.submitter : undefined);
    }, 0);
    return () => clearTimeout(timer);
  }, [held, busy, failed, input]);

  return held !== null;
}

/** The drop zone: drag files onto it, or click it / focus its file input and press Enter to browse. */
export function UploadDropZone({
  id,
  label,
  multiple = false,
  onFiles,
  describedBy,
  invalid = false,
  busy = false,
  failed = 0,
  inputRef,
  accept = IMAGE_ACCEPT_ATTRIBUTE,
  words,
  icon: Icon = ImageUp,
}: {
  id: string;
  label: string;
  /** The file picker's hint (images by default); the server decides by content. */
  accept?: string;
  /** What the zone says, when it takes something else than images (a video). */
  words?: { drop: string; types: string; holding: string; noScript: string };
  icon?: typeof ImageUp;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  describedBy?: string;
  invalid?: boolean;
  /** While true, submitting the surrounding form waits for the uploads. */
  busy?: boolean;
  /** How many files failed: a failure while a submission waits cancels it. */
  failed?: number;
  inputRef?: React.RefObject<HTMLInputElement | null>;
}) {
  const t = useAdminT();
  const ownRef = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownRef;
  const [over, setOver] = useState(false);
  const holding = useHoldSubmit(input, busy, failed);

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold tracking-wide text-cream uppercase">
        {label}
      </label>
      <div
        onClick={(event) => {
          if (event.target !== input.current) input.current?.click();
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = "copy";
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          const dropped = [...event.dataTransfer.files];
          if (dropped.length > 0) onFiles(multiple ? dropped : dropped.slice(0, 1));
        }}
        className={cn(
          "flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors focus-within:border-gold focus-within:outline focus-within:outline-3 focus-within:outline-gold",
          over ? "border-gold bg-white/10" : invalid ? "border-signal bg-night" : "border-white/25 bg-night hover:bg-white/5",
        )}
      >
        <Icon size={28} aria-hidden="true" className="text-mist" />
        <span aria-hidden="true" className="text-sm text-cream">
          {words?.drop ?? (multiple ? t("media.field.dropMany") : t("media.field.dropOne"))}
        </span>
        <span aria-hidden="true" className="text-xs text-mist">
          {words?.types ?? t("media.field.types")}
        </span>
        <input
          ref={input}
          id={id}
          type="file"
          accept={accept}
          multiple={multiple}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className="sr-only"
          onChange={(event) => {
            const chosen = [...(event.currentTarget.files ?? [])];
            // Cleared so choosing the same file again is a change too.
            event.currentTarget.value = "";
            if (chosen.length > 0) onFiles(chosen);
          }}
        />
      </div>
      {holding ? <p className="text-sm text-gold">{words?.holding ?? t("media.field.savingAfterUploads")}</p> : null}
      <noscript>
        <p className="text-sm text-mist">{words?.noScript ?? t("media.field.noScript")}</p>
      </noscript>
    </div>
  );
}

function ProgressBar({ item }: { item: UploadItem }) {
  const t = useAdminT();
  const percent = Math.round(item.progress * 100);
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={t("media.field.uploading", { name: item.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={item.status === "processing" ? t("media.field.processing") : `${percent} %`}
        className="h-2 overflow-hidden rounded-full bg-white/10"
      >
        <div className="h-full rounded-full bg-racing-light transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-mist">{item.status === "processing" ? t("media.field.processing") : `${percent} %`}</p>
    </div>
  );
}

function Thumbnail({ item, alt }: { item: UploadItem; alt: string }) {
  const source = item.status === "done" ? item.url : item.preview;
  return (
    <div className="size-16 shrink-0 overflow-hidden rounded bg-night-3 sm:size-20">
      {source ? (
        <img
          src={source}
          alt={alt}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          style={item.placeholder ? { backgroundImage: `url("${item.placeholder}")`, backgroundSize: "cover" } : undefined}
        />
      ) : null}
    </div>
  );
}

const smallButton =
  "inline-flex items-center gap-1 rounded border border-white/25 px-2.5 py-1.5 text-xs font-semibold tracking-wide text-cream uppercase hover:bg-white/10 disabled:cursor-not-allowed disabled:opacity-40";

/**
 * The alt text of one stored image, in both languages, under its preview.
 * Uncontrolled: the texts typed stay while the form is open; the values come
 * from the image's row, or from a refused post (`useImageAlts`).
 */
function AltInputs({ url, alt, index, error }: { url: string; alt: ImageAlt | undefined; index?: number; error?: string }) {
  const t = useAdminT();
  const id = useId();
  const englishMissing = Boolean(error) && !(alt?.en ?? "");
  const label = (key: "en" | "fr") => (index === undefined ? t(`media.alt.${key}`) : t(`media.alt.${key}Indexed`, { index }));
  const input = "w-full rounded border border-white/20 bg-night px-3 py-2 text-sm text-cream focus:border-gold focus:outline-none aria-[invalid=true]:border-signal";
  return (
    <div className="grid gap-2 sm:grid-cols-2" data-testid="image-alt">
      <input type="hidden" name={IMAGE_ALT_FIELDS.url} value={url} />
      <div className="space-y-1">
        <label htmlFor={`${id}-en`} className="block text-xs font-semibold tracking-wide text-cream uppercase">
          {label("en")}
        </label>
        <input
          id={`${id}-en`}
          name={IMAGE_ALT_FIELDS.en}
          lang="en"
          required
          maxLength={ALT_MAX}
          defaultValue={alt?.en ?? ""}
          aria-invalid={englishMissing || undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ")}
          className={input}
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm text-red-300">
            {error}
          </p>
        ) : null}
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-fr`} className="block text-xs font-semibold tracking-wide text-cream uppercase">
          {label("fr")}
        </label>
        <input id={`${id}-fr`} name={IMAGE_ALT_FIELDS.fr} lang="fr" maxLength={ALT_MAX} defaultValue={alt?.fr ?? ""} aria-describedby={`${id}-hint`} className={input} />
      </div>
      <p id={`${id}-hint`} className="text-xs text-mist sm:col-span-2">
        {t("media.alt.hint")}
      </p>
    </div>
  );
}

/**
 * The alt texts an editor's image fields start with: the stored ones
 * (loader), with what was typed on top when the server refused the post (the
 * page comes back with it, JavaScript or not).
 */
export function useImageAlts(stored: Readonly<Record<string, ImageAlt>> | undefined, reply: FormReply | null | undefined): Record<string, ImageAlt> {
  const posted = reply?.initialValue;
  if (!posted) return { ...stored };
  const list = (name: string): unknown[] => {
    const value = (posted as Record<string, unknown>)[name];
    return Array.isArray(value) ? value : value === undefined ? [] : [value];
  };
  return { ...stored, ...Object.fromEntries(postedImageAlts(list)) };
}

/** The server's message about an image field's alt text (see `altErrorName`), in the admin's words. */
export function useAltError(reply: FormReply | null | undefined, field: string): string | undefined {
  const t = useAdminT();
  const error = reply?.error?.[altErrorName(field)]?.[0];
  return error ? t(error as AdminMessageKey) : undefined;
}

/** One row per file: preview, name, progress or error, and its buttons. */
export function UploadQueue({
  items,
  onRemove,
  onMove,
  single = false,
  below,
}: {
  items: readonly UploadItem[];
  onRemove?: (id: string) => void;
  onMove?: (id: string, by: -1 | 1) => void;
  /** One image: no positions, "Remove the image". */
  single?: boolean;
  /** What goes under a row (an image's alt text). */
  below?: (item: UploadItem, index: number) => React.ReactNode;
}) {
  const t = useAdminT();
  if (items.length === 0) return null;
  return (
    <ol className="space-y-2">
      {items.map((item, index) => {
        const position = index + 1;
        const alt = single ? t("media.field.previewOne") : t("media.field.preview", { index: position });
        return (
          <li key={item.id} className="space-y-3 rounded border border-white/10 bg-night-2 p-2">
            <div className="flex items-center gap-3">
              <Thumbnail item={item} alt={item.status === "error" ? "" : alt} />
              <div className="min-w-0 flex-1 space-y-1">
                <p className="truncate text-sm text-cream" title={item.name}>
                  {item.name}
                </p>
                {item.status === "error" ? (
                  <p className="text-sm text-red-300">{item.error}</p>
                ) : item.status === "done" ? null : (
                  <ProgressBar item={item} />
                )}
              </div>
              <div className="flex shrink-0 flex-wrap justify-end gap-2">
                {onMove && item.status !== "error" ? (
                  <>
                    <button type="button" className={smallButton} disabled={index === 0} onClick={() => onMove(item.id, -1)} aria-label={t("media.field.moveUpLabel", { index: position })}>
                      <ArrowUp size={14} aria-hidden="true" />
                      <span className="hidden sm:inline">{t("media.field.moveUp")}</span>
                    </button>
                    <button
                      type="button"
                      className={smallButton}
                      disabled={index === items.length - 1}
                      onClick={() => onMove(item.id, 1)}
                      aria-label={t("media.field.moveDownLabel", { index: position })}
                    >
                      <ArrowDown size={14} aria-hidden="true" />
                      <span className="hidden sm:inline">{t("media.field.moveDown")}</span>
                    </button>
                  </>
                ) : null}
                {onRemove ? (
                  <button
                    type="button"
                    className={smallButton}
                    onClick={() => onRemove(item.id)}
                    aria-label={
                      item.status === "error"
                        ? t("media.field.dismissLabel", { name: item.name })
                        : single
                          ? t("media.field.removeOne")
                          : t("media.field.removeLabel", { index: position })
                    }
                  >
                    <X size={14} aria-hidden="true" />
                    <span className="hidden sm:inline">{item.status === "error" ? t("media.field.dismiss") : t("media.field.remove")}</span>
                  </button>
                ) : null}
              </div>
            </div>
            {below?.(item, index)}
          </li>
        );
      })}
    </ol>
  );
}

export interface ImageFieldProps {
  name: string;
  label: string;
  defaultValue?: string | null;
  /** Already translated. */
  error?: string;
  description?: string;
  /** The stored alt texts by URL: given, the image is described (required English alt text); absent, it is decorative. */
  alts?: Readonly<Record<string, ImageAlt>>;
  /** The server's message about the alt text, already translated. */
  altError?: string;
}

/** Keeps a field's state, but starts again when the form is shown for another value (another item, a saved one). */
export function useResetOn(key: string, reset: () => void) {
  const [seen, setSeen] = useState(key);
  if (seen !== key) {
    setSeen(key);
    reset();
  }
}

export function ImageField({ name, label, defaultValue, error, description, alts, altError }: ImageFieldProps) {
  const t = useAdminT();
  const id = useId();
  const [value, setValue] = useState(defaultValue ?? "");
  const [placeholder, setPlaceholder] = useState<string | null>(null);
  // The file just uploaded keeps the name it was chosen by until the stored names know it (after a save).
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const names = useContext(StoredImageNamesContext);
  const uploads = useUploads({
    concurrency: 1,
    keepDone: false,
    onUploaded: (item) => {
      setValue(item.url ?? "");
      setPlaceholder(item.placeholder ?? null);
      setUploadedName(item.name);
    },
  });
  useResetOn(defaultValue ?? "", () => {
    setValue(defaultValue ?? "");
    setPlaceholder(null);
    setUploadedName(null);
  });
  const describedBy = [description ? `${id}-description` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const current: UploadItem[] = value ? [{ id: "current", name: uploadedName ?? nameOfUrl(value, names), status: "done", progress: 1, url: value, placeholder }] : [];

  return (
    <div className="space-y-3">
      <input type="hidden" name={name} value={value} />
      <UploadDropZone
        id={id}
        label={label}
        describedBy={describedBy}
        invalid={Boolean(error)}
        busy={uploads.busy}
        failed={uploads.failed}
        onFiles={(files) => {
          // A new choice replaces whatever is still on its way.
          for (const item of uploads.items) uploads.remove(item.id);
          uploads.add(files.slice(0, 1));
        }}
      />
      {description ? (
        <p id={`${id}-description`} className="text-sm text-mist">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
      <div aria-live="polite" className="space-y-2">
        <UploadQueue items={uploads.items} onRemove={uploads.remove} single />
        {uploads.items.length === 0 || uploads.items.every((item) => item.status === "error") ? (
          current.length > 0 ? (
            <UploadQueue
              items={current}
              single
              onRemove={() => {
                setValue("");
                setPlaceholder(null);
                setUploadedName(null);
              }}
              below={(item) => (alts && item.url && isStoredImageUrl(item.url) ? <AltInputs key={item.url} url={item.url} alt={alts[item.url]} error={altError} /> : null)}
            />
          ) : (
            <p className="text-sm text-mist">{t("media.field.empty")}</p>
          )
        ) : null}
      </div>
    </div>
  );
}

export interface ImagesFieldProps {
  name: string;
  label: string;
  defaultValue?: readonly string[];
  error?: string;
  description?: string;
  /** As ImageField's: each image described. */
  alts?: Readonly<Record<string, ImageAlt>>;
  altError?: string;
}

export function ImagesField(props: ImagesFieldProps) {
  // Remounted when the stored list changes (another item, a save), so the queue starts from it.
  return <ImagesFieldInner key={(props.defaultValue ?? []).join("\n")} {...props} />;
}

function ImagesFieldInner({ name, label, defaultValue = [], error, description, alts, altError }: ImagesFieldProps) {
  const t = useAdminT();
  const id = useId();
  const uploads = useUploads({ initial: defaultValue });
  const [announcement, setAnnouncement] = useState("");
  const describedBy = [description ? `${id}-description` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const doneCount = uploads.urls.length;
  const ordered = uploads.items.filter((item) => item.status !== "error");
  const refused = uploads.items.filter((item) => item.status === "error");

  return (
    <div className="space-y-3">
      {uploads.urls.map((url, index) => (
        <input key={`${index}-${url}`} type="hidden" name={name} value={url} />
      ))}
      <UploadDropZone id={id} label={label} multiple describedBy={describedBy} invalid={Boolean(error)} busy={uploads.busy} failed={uploads.failed} onFiles={uploads.add} />
      {description ? (
        <p id={`${id}-description`} className="text-sm text-mist">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
      <p className="text-xs text-mist">{t.count(doneCount, { one: "media.field.countOne", other: "media.field.count" })}</p>
      <div aria-live="polite" className="space-y-2">
        {ordered.length === 0 ? (
          <p className="text-sm text-mist">{t("media.field.emptyMany")}</p>
        ) : (
          <UploadQueue
            items={ordered}
            below={(item, index) =>
              alts && item.status === "done" && item.url && isStoredImageUrl(item.url) ? <AltInputs key={item.url} url={item.url} alt={alts[item.url]} index={index + 1} error={altError} /> : null
            }
            onRemove={uploads.remove}
            onMove={(itemId, by) => {
              const from = ordered.findIndex((item) => item.id === itemId);
              uploads.move(itemId, by);
              setAnnouncement(t("media.field.moved", { index: from + by + 1 }));
            }}
          />
        )}
        <UploadQueue items={refused} onRemove={uploads.remove} />
        <p className="sr-only">{announcement}</p>
      </div>
    </div>
  );
}
