import { Film, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { TextField } from "../../../components/ui/field.tsx";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import { formatMegabytes, isVideoFileUrl, VIDEO_ACCEPT_ATTRIBUTE } from "../schema.ts";
import { UploadDropZone, useResetOn } from "./image-field.tsx";
import { uploadVideo } from "./upload-client.ts";

/**
 * A video's address in an admin form, with an upload beside it (issue 15:
 * the team puts a new film in the home hero, or in the gallery, without a
 * developer). It feels like ImageField: a drop zone, one progress bar while
 * the bytes leave, the server's refusal in words under it, a small preview
 * and "Remove". The address stays an ordinary text box the admin may type
 * in (a /media/… file, an https:// address, or — in the gallery — a YouTube
 * or Vimeo link): an upload only fills it in. Posts `name` = the address.
 * Saving the form while the file is on its way waits for it (as images do).
 * Without JavaScript the text box alone works.
 */
export interface VideoFieldProps {
  name: string;
  /** The address's label. */
  label: string;
  defaultValue?: string | null;
  /** The form library's id for the address, so its message and focus find it. */
  id?: string;
  /** Already translated. */
  error?: string;
  description?: string;
  /**
   * VIDEO_UPLOAD_MAX_MB, when the screen's loader gives it: a larger file is
   * refused here, before a byte leaves (the server refuses it too, but a
   * connection it ends that early can reach the browser as a network error).
   */
  maxMegabytes?: number;
}

type UploadState =
  | { status: "idle" }
  | { status: "uploading"; name: string; progress: number }
  | { status: "storing"; name: string }
  | { status: "done"; name: string }
  | { status: "error"; name: string; message: string };

export function VideoField({ name, label, defaultValue, id: givenId, error, description, maxMegabytes }: VideoFieldProps) {
  const t = useAdminT();
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const [value, setValue] = useState(defaultValue ?? "");
  const [upload, setUpload] = useState<UploadState>({ status: "idle" });
  const controller = useRef<AbortController | null>(null);
  useResetOn(defaultValue ?? "", () => {
    setValue(defaultValue ?? "");
    setUpload({ status: "idle" });
  });
  // Leaving the page cancels a file still on its way.
  useEffect(() => () => controller.current?.abort(), []);

  const start = (file: File) => {
    controller.current?.abort();
    if (maxMegabytes !== undefined && file.size > maxMegabytes * 1024 * 1024) {
      setUpload({ status: "error", name: file.name, message: t("media.upload.tooLarge", { size: formatMegabytes(file.size), limit: String(Math.round(maxMegabytes * 10) / 10) }) });
      return;
    }
    const current = new AbortController();
    controller.current = current;
    setUpload({ status: "uploading", name: file.name, progress: 0 });
    uploadVideo(file, {
      t,
      signal: current.signal,
      onProgress: (fraction) => setUpload(fraction >= 1 ? { status: "storing", name: file.name } : { status: "uploading", name: file.name, progress: fraction }),
    }).then(
      (video) => {
        if (current.signal.aborted) return;
        setValue(video.url);
        setUpload({ status: "done", name: file.name });
      },
      (reason: unknown) => {
        if (current.signal.aborted) return;
        setUpload({ status: "error", name: file.name, message: reason instanceof Error ? reason.message : String(reason) });
      },
    );
  };

  const busy = upload.status === "uploading" || upload.status === "storing";
  const describedBy = [description ? `${id}-description` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const smallButton =
    "inline-flex items-center gap-1 rounded border border-white/25 px-2.5 py-1.5 text-xs font-semibold tracking-wide text-cream uppercase hover:bg-white/10";

  return (
    <div className="space-y-3" data-testid="video-field">
      <TextField
        id={id}
        name={name}
        label={label}
        inputMode="url"
        spellCheck={false}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          if (upload.status === "done") setUpload({ status: "idle" });
        }}
        error={error}
        aria-describedby={describedBy}
      />
      {description ? (
        <p id={`${id}-description`} className="text-sm text-mist">
          {description}
        </p>
      ) : null}
      <UploadDropZone
        id={`${id}-file`}
        label={t("media.video.upload")}
        accept={VIDEO_ACCEPT_ATTRIBUTE}
        icon={Film}
        words={{ drop: t("media.video.drop"), types: t("media.video.types"), holding: t("media.video.savingAfterUpload"), noScript: t("media.video.noScript") }}
        busy={busy}
        failed={upload.status === "error" ? 1 : 0}
        onFiles={(files) => {
          if (files[0]) start(files[0]);
        }}
      />
      <div aria-live="polite" className="space-y-2">
        {upload.status === "uploading" || upload.status === "storing" ? (
          <div className="space-y-1 rounded border border-white/10 bg-night-2 p-3">
            <p className="truncate text-sm text-cream" title={upload.name}>
              {upload.name}
            </p>
            <div
              role="progressbar"
              aria-label={t("media.field.uploading", { name: upload.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={upload.status === "storing" ? 100 : Math.round(upload.progress * 100)}
              aria-valuetext={upload.status === "storing" ? t("media.video.storing") : `${Math.round(upload.progress * 100)} %`}
              className="h-2 overflow-hidden rounded-full bg-white/10"
            >
              <div className="h-full rounded-full bg-racing-light transition-[width]" style={{ width: `${upload.status === "storing" ? 100 : Math.round(upload.progress * 100)}%` }} />
            </div>
            <p className="text-xs text-mist">{upload.status === "storing" ? t("media.video.storing") : `${Math.round(upload.progress * 100)} %`}</p>
          </div>
        ) : null}
        {upload.status === "error" ? (
          <div className="flex items-start justify-between gap-3 rounded border border-signal/40 bg-night-2 p-3">
            <p className="text-sm text-red-300">{upload.message}</p>
            <button type="button" className={smallButton} onClick={() => setUpload({ status: "idle" })} aria-label={t("media.field.dismissLabel", { name: upload.name })}>
              <X size={14} aria-hidden="true" />
              <span className="hidden sm:inline">{t("media.field.dismiss")}</span>
            </button>
          </div>
        ) : null}
        {upload.status === "done" ? <p className="text-sm text-gold">{t("media.video.uploaded", { name: upload.name })}</p> : null}
      </div>
      {value.trim() === "" ? (
        <p className="text-sm text-mist">{t("media.video.empty")}</p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          {isVideoFileUrl(value) ? (
            // A preview to check the film, not to watch it: muted, small, its own controls.
            <video key={value} src={value.trim()} aria-label={t("media.video.preview")} controls muted playsInline preload="metadata" className="aspect-video w-full max-w-sm rounded bg-night-3" data-testid="video-preview" />
          ) : null}
          <button type="button" className={smallButton} onClick={() => setValue("")}>
            <X size={14} aria-hidden="true" />
            {t("media.video.remove")}
          </button>
        </div>
      )}
    </div>
  );
}
