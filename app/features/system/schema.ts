import { z } from "zod";

/** The forms of the admin's system page, one per intent: its two buttons. */
export const systemForms = {
  backup: z.object({ intent: z.literal("backup") }),
  "retry-failed": z.object({ intent: z.literal("retry-failed") }),
} as const;

export type SystemIntent = keyof typeof systemForms;

export function isSystemIntent(value: string | null): value is SystemIntent {
  return value !== null && Object.hasOwn(systemForms, value);
}
