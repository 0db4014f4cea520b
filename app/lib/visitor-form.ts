import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent } from "react";
import type { z } from "zod";
import { IDEMPOTENCY_FIELD, type FormReply } from "./form-reply.ts";
import { useHydrated } from "./use-hydrated.ts";

/**
 * The browser half of the form protocol (decision 012) for the visitor's
 * forms: contact, experience request, car enquiry, order, newsletter. It
 * behaves as the admin's Conform forms do — a field is checked when it is
 * left, then again as it is corrected; the whole form before it is sent
 * (an invalid form is not posted, its first wrong field takes the focus);
 * the server's answer fills the form, marks its fields, or empties it — but
 * its own code is this file. The schema, zod and Conform's parse are loaded
 * when the visitor first focuses the form (`load`), so a public page does not
 * download 35 KiB of form code before anyone fills it in (decision 018).
 *
 * Without JavaScript, or before it runs, the form is a plain post
 * (`noValidate`: the server checks it) and the page that comes back holds the
 * answer, shown from `lastResult` in the server's HTML.
 */

/** A schema's loader: a dynamic import, so the schema's module (and zod) is a chunk of its own. */
export type SchemaLoader<Schema extends z.ZodType> = () => Promise<Schema>;

type Messages = Record<string, string[]>;

/** What a field needs to be rendered: its control's id and name, its messages, its first value. */
export interface VisitorField {
  id: string;
  name: string;
  errorId: string;
  /** Changes when the form is emptied or the field set from outside: the control is mounted again with `initialValue`. */
  key: string;
  errors: string[] | undefined;
  initialValue: string | undefined;
}

/** The form as a whole: what `FormProblem` reads, and `update` to set a field from outside (a link's ?subject=). */
export interface VisitorFormState {
  id: string;
  /** "error" once a post was refused (by this check or the server's), "success" after the server's success. */
  status: "success" | "error" | undefined;
  /** The message for the whole form (`error[""]`). */
  errors: string[] | undefined;
  allErrors: Messages;
  update(name: string, value: string): void;
  /**
   * The hidden control holding this submission's idempotency key, once the
   * page runs (`<input {...form.keyInput} />`): a UUID made in the browser (a
   * cached page is the same for every visitor, so the server cannot write
   * one), kept while the form is refused or its answer lost, and made anew
   * after each success. Null before: without JavaScript each post counts.
   */
  keyInput: { type: "hidden"; name: string; value: string } | null;
  /** To spread on the `<form>` (or `fetcher.Form`). */
  props: {
    id: string;
    ref: React.RefObject<HTMLFormElement | null>;
    noValidate: true;
    onSubmit(event: FormEvent<HTMLFormElement>): void;
    onFocus(): void;
    onBlur(event: FocusEvent<HTMLFormElement>): void;
    onInput(event: FormEvent<HTMLFormElement>): void;
  };
}

interface FormMemory {
  /** The last answer taken (each is taken once). */
  reply: FormReply | undefined;
  /** Messages shown: the form's, and those of fields already checked. */
  errors: Messages;
  /** Fields checked once (left, or the form sent): from then on they are checked as they change. */
  checked: Record<string, true>;
  status: VisitorFormState["status"];
  values: Record<string, unknown>;
  /** Bumped when the form is emptied; a field's own count when it is set from outside. */
  generation: number;
  fieldGenerations: Record<string, number>;
  /** Counts refused posts: each moves the focus to the first wrong field, once its messages are shown. */
  refusals: number;
}

/** The form's state after the server's answer `reply` (the state before: `previous`). */
function afterReply(reply: FormReply | undefined, defaults: Record<string, unknown>, previous?: FormMemory): FormMemory {
  const base: FormMemory = previous ?? { reply: undefined, errors: {}, checked: {}, status: undefined, values: defaults, generation: 0, fieldGenerations: {}, refusals: 0 };
  if (!reply) return base;
  // Success that empties the form: every field back to its first value, no message, nothing checked.
  if (reply.initialValue === null) {
    return { reply, errors: {}, checked: {}, status: reply.status, values: defaults, generation: base.generation + (previous ? 1 : 0), fieldGenerations: {}, refusals: base.refusals };
  }
  const errors: Messages = {};
  const checked: Record<string, true> = { ...base.checked };
  for (const [name, messages] of Object.entries(reply.error ?? {})) {
    checked[name] = true;
    if (messages?.length) errors[name] = messages;
  }
  for (const name of Object.keys(reply.state?.validated ?? {})) checked[name] = true;
  // The first answer (the page's, without JavaScript) moves no focus: only a refusal that follows a post does.
  const refusals = previous && reply.status === "error" ? base.refusals + 1 : base.refusals;
  return { ...base, reply, errors, checked, status: reply.status, values: reply.initialValue ?? base.values, refusals };
}

/** A control of `form` whose value is posted and that a visitor fills in. */
function filledControl(form: HTMLFormElement, target: EventTarget): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement)) return null;
  if (target.form !== form || !target.name || target.type === "hidden" || target.type === "submit") return null;
  return target;
}

/** The messages of the fields in `checked` (and the form's, `""`), from a check of the whole form. */
function shownOf(all: Messages, checked: Record<string, true>): Messages {
  return Object.fromEntries(Object.entries(all).filter(([name]) => name === "" || checked[name]));
}

type Check = (form: HTMLFormElement) => Messages;

export function useVisitorForm<Schema extends z.ZodType>(
  loadSchema: SchemaLoader<Schema>,
  lastResult: FormReply | null | undefined,
  options: { id?: string; defaultValue?: Record<string, unknown> } = {},
): [VisitorFormState, Record<keyof z.input<Schema> & string, VisitorField>] {
  const generatedId = useId();
  const id = options.id ?? generatedId;
  const defaults = options.defaultValue ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  const [memory, setMemory] = useState(() => afterReply(lastResult ?? undefined, defaults));
  // A new answer is taken while rendering (no frame shows the form without it); each is taken once.
  if (lastResult && lastResult !== memory.reply) setMemory(afterReply(lastResult, defaults, memory));

  // This submission's key: made once the page runs (not in the server's HTML, the same for every
  // visitor), and again each time a success empties the form; kept through refusals and lost answers.
  const hydrated = useHydrated();
  const [submissionKey, setSubmissionKey] = useState<{ generation: number; value: string } | null>(null);
  if (hydrated && submissionKey?.generation !== memory.generation) setSubmissionKey({ generation: memory.generation, value: newSubmissionKey() });

  // The check, once loaded; null when it could not be (offline): the server's check is then the only one.
  const check = useRef<Check | null | undefined>(undefined);
  const loading = useRef<Promise<void> | null>(null);
  const load = () => {
    loading.current ??= Promise.all([loadSchema(), import("./visitor-form-check.ts")]).then(
      ([schema, { formErrors }]) => {
        check.current = (form) => formErrors(form, schema);
      },
      () => {
        check.current = null;
      },
    );
    return loading.current;
  };

  // A refused post moves the focus to its first wrong field, once the messages are shown.
  const focusedRefusals = useRef(memory.refusals);
  useEffect(() => {
    const form = formRef.current;
    if (memory.refusals === focusedRefusals.current || !form) return;
    focusedRefusals.current = memory.refusals;
    for (const element of Array.from(form.elements)) {
      const control = filledControl(form, element);
      if (control && memory.errors[control.name]) {
        control.focus();
        break;
      }
    }
  }, [memory]);

  /** Checks the whole form and shows the messages of the fields checked so far, `name` now one of them. */
  const checkField = (form: HTMLFormElement, name: string) => {
    if (!check.current) return;
    const all = check.current(form);
    setMemory((current) => {
      const checked: Record<string, true> = { ...current.checked, [name]: true };
      return { ...current, checked, errors: shownOf(all, checked) };
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    if (check.current === null) return;
    if (check.current === undefined) {
      // Sent before the check arrived: held until it has, then sent again through the same path.
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      void load().then(() => {
        if (form.isConnected) form.requestSubmit(submitter instanceof HTMLButtonElement && submitter.form === form ? submitter : undefined);
      });
      return;
    }
    const all = check.current(form);
    const checked: Record<string, true> = {};
    for (const element of Array.from(form.elements)) {
      const control = filledControl(form, element);
      if (control) checked[control.name] = true;
    }
    for (const name of Object.keys(all)) checked[name] = true;
    const refused = Object.keys(all).length > 0;
    if (refused) event.preventDefault();
    setMemory((current) => ({ ...current, checked, errors: all, status: refused ? "error" : undefined, refusals: current.refusals + (refused ? 1 : 0) }));
  };

  // Named, so that fields side by side never share a key.
  const fieldKey = (name: string) => `${name}.${memory.generation}.${memory.fieldGenerations[name] ?? 0}`;
  const fields = new Proxy({} as Record<string, VisitorField>, {
    get(_, name) {
      if (typeof name !== "string") return undefined;
      const value = memory.values[name];
      return {
        id: `${id}-${name}`,
        name,
        errorId: `${id}-${name}-error`,
        key: fieldKey(name),
        errors: memory.errors[name],
        initialValue: typeof value === "string" ? value : Array.isArray(value) && typeof value[0] === "string" ? value[0] : undefined,
      } satisfies VisitorField;
    },
  });

  const form: VisitorFormState = {
    id,
    status: memory.status,
    errors: memory.errors[""],
    allErrors: memory.errors,
    keyInput: submissionKey ? { type: "hidden", name: IDEMPOTENCY_FIELD, value: submissionKey.value } : null,
    update(name, value) {
      // The control is mounted again with the new value; a message about the old one goes.
      setMemory((current) => {
        const { [name]: _dropped, ...errors } = current.errors;
        return { ...current, errors, values: { ...current.values, [name]: value }, fieldGenerations: { ...current.fieldGenerations, [name]: (current.fieldGenerations[name] ?? 0) + 1 } };
      });
    },
    props: {
      id,
      ref: formRef,
      noValidate: true,
      onSubmit,
      onFocus: () => void load(),
      onBlur(event) {
        const control = filledControl(event.currentTarget, event.target);
        if (!control || memory.checked[control.name]) return;
        const form = event.currentTarget;
        void load().then(() => checkField(form, control.name));
      },
      onInput(event) {
        const control = filledControl(event.currentTarget, event.target);
        if (control && memory.checked[control.name]) checkField(event.currentTarget, control.name);
      },
    },
  };
  return [form, fields as Record<keyof z.input<Schema> & string, VisitorField>];
}

/** A random (v4) UUID; `crypto.randomUUID` exists on https and localhost only, getRandomValues everywhere. */
export function newSubmissionKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The props of a field's control: its id, name and first value (labels and messages point at the id). */
export function controlProps(field: VisitorField) {
  return { id: field.id, name: field.name, defaultValue: field.initialValue };
}
