import { Check, ImagePlus, TriangleAlert } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useSubmit } from "react-router";
import { toast } from "../../../components/ui/toaster.tsx";
import { cn } from "../../../lib/cn.ts";
import { useAdminT, type AdminMessageKey } from "../../../lib/i18n/admin.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { IMAGE_ACCEPT_ATTRIBUTE, type UploadedImage } from "../../media/schema.ts";
import { uploadImage } from "../../media/components/upload-client.ts";
import { fieldMessage, type FormReply } from "../../../lib/form.ts";

/**
 * Several photos into an album at once: dropped on the zone or chosen in the
 * picker. Each file uploads with its own progress bar (a few at a time), and
 * as soon as it and the files chosen before it are through, it is added to
 * the album (`intent=add-photos`), so the album keeps the order they were
 * chosen in and a failed file does not hold the others back.
 */

type Status = "queued" | "uploading" | "saving" | "done" | "failed";

interface Item {
  key: string;
  name: string;
  progress: number;
  status: Status;
  error?: string;
}

const PARALLEL_UPLOADS = 3;
let counter = 0;

export function PhotoUploader() {
  const t = useAdminT();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const inputId = useId();
  const [items, setItems] = useState<Item[]>([]);
  const [dragging, setDragging] = useState(false);
  const update = (key: string, change: Partial<Item>) => setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  const aborts = useRef(new Set<AbortController>());
  useEffect(() => {
    const pending = aborts.current;
    return () => pending.forEach((controller) => controller.abort());
  }, []);

  const start = (files: readonly File[]) => {
    if (files.length === 0) return;
    const batch = files.map((file) => ({ file, key: `photo-${++counter}` }));
    setItems((current) => [...current, ...batch.map(({ file, key }) => ({ key, name: file.name, progress: 0, status: "queued" as const }))]);
    const results: Array<UploadedImage | null | undefined> = batch.map(() => undefined);
    let posted = 0;
    // Adds, in the order chosen, every upload whose predecessors have all settled.
    const postReady = () => {
      while (posted < batch.length && results[posted] !== undefined) {
        const image = results[posted];
        const { key } = batch[posted]!;
        posted++;
        if (!image) continue;
        const form = new FormData();
        form.set("intent", "add-photos");
        form.append("url[]", image.url);
        form.append("width[]", String(image.width));
        form.append("height[]", String(image.height));
        update(key, { status: "saving", progress: 0.95 });
        // The row of this file reads the answer through the fetcher of the same key.
        void submit(form, { method: "post", navigate: false, fetcherKey: key, preventScrollReset: true });
      }
    };
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        const index = next++;
        const { file, key } = batch[index]!;
        const controller = new AbortController();
        aborts.current.add(controller);
        update(key, { status: "uploading" });
        try {
          results[index] = await uploadImage(file, { t, signal: controller.signal, onProgress: (fraction) => update(key, { progress: fraction * 0.95 }) });
        } catch (error) {
          results[index] = null;
          const message = error instanceof Error ? error.message : String(error);
          update(key, { status: "failed", error: message });
          toast.error(`${file.name}: ${message}`);
        } finally {
          aborts.current.delete(controller);
        }
        postReady();
      }
    };
    for (let index = 0; index < Math.min(PARALLEL_UPLOADS, batch.length); index++) void worker();
  };

  if (!hydrated) {
    // Without JavaScript: one file per post, through the album's own action.
    return (
      <form method="post" action="?upload=1" encType="multipart/form-data" className="flex flex-wrap items-end gap-3 rounded-lg border-2 border-dashed border-white/20 px-6 py-6">
        <label className="min-w-56 flex-1 space-y-1">
          <span className="block text-sm font-semibold tracking-wide text-cream uppercase">{t("galleryAdmin.photos.fileLabel")}</span>
          <input type="file" name="file" required accept={IMAGE_ACCEPT_ATTRIBUTE} className="block w-full text-sm text-mist file:mr-3 file:rounded file:border-0 file:bg-white/10 file:px-3 file:py-2 file:text-cream" />
        </label>
        <button type="submit" className="rounded bg-signal px-5 py-3 text-sm font-semibold tracking-wide text-cream uppercase hover:bg-signal-dark">
          {t("galleryAdmin.photos.uploadOne")}
        </button>
        <p className="w-full text-sm text-mist">{t("galleryAdmin.photos.noScriptHint")}</p>
      </form>
    );
  }

  return (
    <div>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          start([...event.dataTransfer.files]);
        }}
        data-testid="photo-dropzone"
        className={cn(
          "flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-6 py-8 text-center transition-colors",
          dragging ? "border-gold bg-gold/10" : "border-white/20",
        )}
      >
        <ImagePlus size={32} aria-hidden="true" className="text-mist" />
        <p className="text-cream">{t("galleryAdmin.photos.drop")}</p>
        <label htmlFor={inputId} className="cursor-pointer rounded bg-signal px-5 py-3 text-sm font-semibold tracking-wide text-cream uppercase focus-within:outline-2 focus-within:outline-gold hover:bg-signal-dark">
          {t("galleryAdmin.photos.input")}
          <input
            id={inputId}
            type="file"
            multiple
            accept={IMAGE_ACCEPT_ATTRIBUTE}
            className="sr-only"
            onChange={(event) => {
              start([...(event.currentTarget.files ?? [])]);
              event.currentTarget.value = "";
            }}
          />
        </label>
        <p className="max-w-xl text-sm text-mist">{t("galleryAdmin.photos.dropHint")}</p>
      </div>
      {items.length > 0 ? (
        <ul className="mt-4 space-y-3" aria-label={t("galleryAdmin.photos.uploading")}>
          {items.map((item) => (
            <UploadRow key={item.key} item={item} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** One file's progress; once uploaded, its adding to the album is read from the fetcher that posted it. */
function UploadRow({ item }: { item: Item }) {
  const t = useAdminT();
  const fetcher = useFetcher<FormReply>({ key: item.key });
  let status = item.status;
  let error = item.error;
  if (status === "saving" && fetcher.state === "idle" && fetcher.data) {
    const refusal = fieldMessage(fetcher.data.error?.[""], (key) => t(key as AdminMessageKey));
    status = refusal ? "failed" : "done";
    if (refusal) error = refusal;
  }
  return (
    <li data-testid="upload-item" data-status={status} className="rounded border border-white/10 bg-night px-4 py-3">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="min-w-0 truncate text-cream">{item.name}</span>
        <span className={cn("inline-flex shrink-0 items-center gap-1", status === "failed" ? "text-red-300" : status === "done" ? "text-emerald-300" : "text-mist")}>
          {status === "done" ? <Check size={14} aria-hidden="true" /> : status === "failed" ? <TriangleAlert size={14} aria-hidden="true" /> : null}
          {status === "done" ? t("galleryAdmin.photos.uploaded") : status === "failed" ? t("galleryAdmin.photos.failed") : t("galleryAdmin.photos.uploading")}
        </span>
      </div>
      <progress
        max={1}
        value={status === "done" ? 1 : item.progress}
        aria-label={t("galleryAdmin.photos.progress", { name: item.name })}
        className={cn(
          "mt-2 h-2 w-full overflow-hidden rounded [&::-moz-progress-bar]:bg-gold [&::-webkit-progress-bar]:bg-white/10 [&::-webkit-progress-value]:bg-gold",
          status === "failed" && "[&::-webkit-progress-value]:bg-signal",
        )}
      />
      {error ? <p className="mt-1 text-sm text-red-300">{error}</p> : null}
    </li>
  );
}
