import crypto from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { Busboy, type BusboyInstance } from "@fastify/busboy";
import type { RouterContextProvider } from "react-router";
import { currentAdmin } from "../../features/accounts/queries.server.ts";
import {
  cleanFileName,
  sniffImageType,
  sniffVideoType,
  storeUpload,
  storeVideo,
  UploadRefused,
  uploadLimitBytes,
  videoPartsDir,
  type ReceivedFile,
  type ReceivedVideo,
} from "../../features/media/mutations.server.ts";
import { formatMegabytes, type AcceptedVideoType, type UploadedVideo } from "../../features/media/schema.ts";
import type { Translate } from "../../lib/i18n/index.ts";
import { recordAudit } from "../../platform/audit.server.ts";
import { requestContext, servicesContext } from "../../platform/context.ts";
import type { Database } from "../../platform/db.server.ts";
import type { StoredImage } from "../../platform/images.server.ts";
import type { Storage } from "../../platform/storage.server.ts";

/**
 * The HTTP side of the admin's uploads (/admin/media/upload, /admin/media/upload-video, an album's
 * photos): reading a multipart body within its size limit, refusing what is too large as soon as
 * it is known, and recording who sent it. What is kept of a file — its type checked from its first
 * bytes, its variants, its media row — is the media feature's (features/media).
 */

const MEGABYTE = 1024 * 1024;

/** Room for the multipart envelope (boundaries, part headers) around the file itself. */
const ENVELOPE_BYTES = 64 * 1024;

/** The limit as set: "15", "2.5". */
function formatLimit(limitBytes: number): string {
  return String(Math.round((limitBytes / MEGABYTE) * 10) / 10);
}

function tooLarge(t: Translate, bytes: number | null, limitBytes: number): UploadRefused {
  const limit = formatLimit(limitBytes);
  return new UploadRefused(
    bytes === null ? t("media.upload.tooLargeUnknown", { limit }) : t("media.upload.tooLarge", { size: formatMegabytes(bytes), limit }),
    413,
  );
}

/** The request body, failing as soon as it has carried more than `budget` bytes. */
function limitedBody(body: ReadableStream<Uint8Array>, budget: number, onOverflow: () => Error): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > budget) controller.error(onOverflow());
        else controller.enqueue(chunk);
      },
    }),
  );
}

/** Reads the multipart field `file` of an upload request within the size limit. */
export async function receiveFile(request: Request, limitBytes: number, t: Translate): Promise<ReceivedFile> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data") || !request.body) {
    throw new UploadRefused(t("media.upload.noFile"), 400);
  }
  const budget = limitBytes + ENVELOPE_BYTES;
  const declared = Number(request.headers.get("content-length") ?? "");
  // The envelope is a few hundred bytes: the declared length is the file's size to within them.
  if (Number.isFinite(declared) && declared > budget) throw tooLarge(t, declared, limitBytes);

  let overflowed = false;
  const body = limitedBody(request.body, budget, () => {
    overflowed = true;
    return tooLarge(t, null, limitBytes);
  });
  let form: FormData;
  try {
    form = await new Request(request.url, { method: "POST", headers: { "content-type": contentType }, body, duplex: "half" } as RequestInit).formData();
  } catch {
    // A body cut at the budget, or one that is not valid multipart.
    if (overflowed) throw tooLarge(t, null, limitBytes);
    throw new UploadRefused(t("media.upload.noFile"), 400);
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) throw new UploadRefused(t("media.upload.noFile"), 400);
  if (file.size > limitBytes) throw tooLarge(t, file.size, limitBytes);
  return { name: cleanFileName(file.name), bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** The whole upload: receive within the limit, check the content, store. */
export async function handleImageUpload(
  request: Request,
  deps: { db: Database; storage: Storage; maxMegabytes: number },
  t: Translate,
): Promise<{ image: StoredImage; originalName: string; bytes: number }> {
  const file = await receiveFile(request, uploadLimitBytes(deps.maxMegabytes), t);
  await sniffImageType(file.bytes, file.name, t);
  const image = await storeUpload(deps, file, t);
  return { image, originalName: file.name, bytes: file.bytes.byteLength };
}

/**
 * An admin's upload, received, stored and written in the audit log with who
 * sent it. An upload changes no public page until a form uses it: audit
 * only, the render cache stays. Refusals throw UploadRefused.
 */
export async function receiveAdminUpload(request: Request, context: Readonly<RouterContextProvider>, t: Translate) {
  const { db, storage, env, log } = context.get(servicesContext);
  const uploaded = await handleImageUpload(request, { db, storage, maxMegabytes: env.UPLOAD_MAX_MB }, t);
  const { image, originalName, bytes } = uploaded;
  const { user } = currentAdmin(context);
  await recordAudit(db, log, {
    action: "media.upload",
    actor: { id: user.id, email: user.email },
    target: { type: "media", id: image.id },
    ip: context.get(requestContext).clientIp,
    details: { before: null, after: { url: image.url, original_name: originalName, bytes, width: image.width, height: image.height } },
  });
  return uploaded;
}

/** Enough of a file's start for file-type to read an MP4's `ftyp` box or a WebM's EBML header and doctype. */
const VIDEO_SNIFF_BYTES = 4100;

/**
 * Writes the file part to `file`, sniffing its first bytes on the way.
 * Throws UploadRefused (not a video, too large, empty) as soon as it knows.
 */
async function writeVideoPart(part: Readable, name: string, file: string, overflow: () => UploadRefused, t: Translate): Promise<ReceivedVideo> {
  // busboy stops the part at `fileSize` and says so: that is a refusal, not a shorter film.
  part.once("limit", () => part.destroy(overflow()));
  const out = fs.createWriteStream(file, { flags: "wx" });
  const head: Buffer[] = [];
  let headBytes = 0;
  let contentType: AcceptedVideoType | null = null;
  let bytes = 0;
  try {
    for await (const chunk of part as AsyncIterable<Buffer>) {
      bytes += chunk.byteLength;
      if (contentType === null) {
        head.push(chunk);
        headBytes += chunk.byteLength;
        if (headBytes >= VIDEO_SNIFF_BYTES) contentType = await sniffVideoType(Buffer.concat(head).subarray(0, VIDEO_SNIFF_BYTES), name, t);
      }
      if (!out.write(chunk)) await once(out, "drain");
    }
    if (bytes === 0) throw new UploadRefused(t("media.video.noFile"), 400);
    contentType ??= await sniffVideoType(Buffer.concat(head), name, t);
    out.end();
    await finished(out);
    return { name, file, bytes, contentType };
  } catch (error) {
    out.destroy();
    // Closed before the caller removes the file: an open still under way when the part failed would
    // otherwise create the file again after its removal, and leave it behind.
    if (!out.closed) await once(out, "close");
    throw error;
  }
}

/**
 * Reads the multipart field `file` of a video upload within the size limit,
 * into a new file under `partsDir`. A body declared larger than the limit is
 * refused before a byte is read; one that grows past it, as soon as it does;
 * a file that is not a video, from its first kilobytes. On a refusal the rest
 * of the body stays unread (the server then ends the connection) and the
 * temporary file is gone.
 */
export async function receiveVideo(request: Request, options: { limitBytes: number; partsDir: string }, t: Translate): Promise<ReceivedVideo> {
  const { limitBytes, partsDir } = options;
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data") || !request.body) throw new UploadRefused(t("media.video.noFile"), 400);
  const budget = limitBytes + ENVELOPE_BYTES;
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > budget) throw tooLarge(t, declared, limitBytes);

  let parser: BusboyInstance;
  try {
    // One file, a few small fields at most: a body of many parts is no upload of ours.
    parser = Busboy({ headers: { "content-type": contentType }, limits: { fileSize: limitBytes, files: 1, fields: 8, parts: 10, fieldSize: 1024, headerPairs: 20 } });
  } catch {
    throw new UploadRefused(t("media.video.noFile"), 400);
  }
  await fs.promises.mkdir(partsDir, { recursive: true });
  const file = path.join(partsDir, `${crypto.randomUUID()}.part`);
  // Too large is the answer once either limit is passed (the file's, the body's), whatever
  // fails after it: the parser or the file stream stopped under it may report it first.
  let oversize: UploadRefused | undefined;
  const overflow = () => (oversize ??= tooLarge(t, null, limitBytes));
  const source = Readable.fromWeb(limitedBody(request.body, budget, overflow) as NodeReadableStream<Uint8Array>);
  let part: Readable | undefined;
  let written: Promise<ReceivedVideo> | undefined;

  try {
    return await new Promise<ReceivedVideo>((resolve, reject) => {
      let settled = false;
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        // Stop reading: what the client has not sent yet stays unread, and the file being written is closed.
        source.unpipe(parser);
        source.destroy();
        part?.destroy();
        reject(oversize ?? (error instanceof UploadRefused ? error : new UploadRefused(t("media.video.noFile"), 400)));
      };
      parser.on("file", (field, stream, filename) => {
        if (field !== "file" || written) {
          stream.resume();
          return;
        }
        part = stream;
        written = writeVideoPart(stream, cleanFileName(filename ?? ""), file, overflow, t);
        written.catch(fail);
      });
      parser.on("finish", () => {
        if (!written) return fail(new UploadRefused(t("media.video.noFile"), 400));
        written.then((received) => {
          if (settled) return;
          settled = true;
          resolve(received);
        }, fail);
      });
      parser.on("error", fail);
      // A body cut at the budget, or a client gone: the stream fails with the reason (or a network error).
      source.on("error", fail);
      source.pipe(parser);
    });
  } catch (error) {
    // The part's file is closed before it is removed (an open still under way would otherwise bring it back).
    await written?.catch(() => undefined);
    await fs.promises.rm(file, { force: true });
    throw error;
  }
}

/** The whole video upload: receive within the limit, check the content, store. */
export async function handleVideoUpload(
  request: Request,
  deps: { db: Database; storage: Storage; maxMegabytes: number; partsDir: string },
  t: Translate,
): Promise<{ video: UploadedVideo & { id: string }; originalName: string }> {
  const received = await receiveVideo(request, { limitBytes: uploadLimitBytes(deps.maxMegabytes), partsDir: deps.partsDir }, t);
  const stored = await storeVideo(deps, received);
  return { video: { id: stored.id, url: stored.url, contentType: received.contentType, bytes: received.bytes }, originalName: received.name };
}

/** An admin's video upload, stored and written in the audit log with who sent it (as an image's). */
export async function receiveAdminVideoUpload(request: Request, context: Readonly<RouterContextProvider>, t: Translate): Promise<UploadedVideo> {
  const { db, storage, env, log } = context.get(servicesContext);
  const { video, originalName } = await handleVideoUpload(request, { db, storage, maxMegabytes: env.VIDEO_UPLOAD_MAX_MB, partsDir: videoPartsDir(env.DATA_DIR) }, t);
  const { user } = currentAdmin(context);
  await recordAudit(db, log, {
    action: "media.upload",
    actor: { id: user.id, email: user.email },
    target: { type: "media", id: video.id },
    ip: context.get(requestContext).clientIp,
    details: { before: null, after: { url: video.url, original_name: originalName, bytes: video.bytes, content_type: video.contentType } },
  });
  return { url: video.url, contentType: video.contentType, bytes: video.bytes };
}
