import { z } from "zod";
import { adminMsg } from "../admin/schema.ts";

/** The forms of the trash screen, one per intent: Restore (the purge is the 30-day housekeeping job). */
export const trashForms = {
  restore: z.object({
    intent: z.literal("restore"),
    // Which types have a trash is their declarations' (app/content/): the action looks it up.
    type: z.string(adminMsg("trash.notFound")).trim().min(1, adminMsg("trash.notFound")).max(40, adminMsg("trash.notFound")),
    id: z.string(adminMsg("trash.notFound")).trim().min(1, adminMsg("trash.notFound")).max(100, adminMsg("trash.notFound")),
  }),
} as const;
