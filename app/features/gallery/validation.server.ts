import { videoFieldsSchema } from "./admin-schema.ts";
import { embedCodeProblem, isPlayableVideoUrl } from "./video-source.server.ts";

/**
 * The video form as the server checks it: the fields, plus what the public
 * player accepts (the same parser as the page): a url the player can play,
 * and an embed code that is exactly one iframe from YouTube or Vimeo.
 */
export const videoFormSchema = videoFieldsSchema.superRefine((value, ctx) => {
  if (value.video_url !== null && !isPlayableVideoUrl(value.video_url)) {
    ctx.addIssue({ code: "custom", path: ["video_url"], message: "galleryAdmin.error.videoUrl" });
  }
  if (value.video_embed_code !== null) {
    const problem = embedCodeProblem(value.video_embed_code);
    if (problem === "notIframe") ctx.addIssue({ code: "custom", path: ["video_embed_code"], message: "galleryAdmin.error.embedNotIframe" });
    if (problem === "host") ctx.addIssue({ code: "custom", path: ["video_embed_code"], message: "galleryAdmin.error.embedHost" });
  }
});
