import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Code, Heading2, Heading3, Italic, Link2, List, ListOrdered, Quote, Redo2, Undo2 } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "../../../lib/cn.ts";
import { documentNonce } from "../../../lib/nonce.ts";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";

/**
 * The edition's HTML, written with a WYSIWYG editor (Tiptap) or as source.
 * The form always posts the textarea `name`: before JavaScript it is the
 * field itself; once the editor runs it is hidden and kept in step with it.
 * Whatever is typed, the server sanitizes it before anyone sees it.
 */
export function EditionEditor({
  name,
  label,
  hint,
  defaultValue,
  error,
  onChange,
}: {
  name: string;
  label: string;
  hint: string;
  defaultValue: string;
  error?: string | undefined;
  onChange?: (html: string) => void;
}) {
  const t = useAdminT();
  const id = useId();
  const [html, setHtml] = useState(defaultValue);
  const mounted = useHydrated();
  const [mode, setMode] = useState<"visual" | "source">("visual");

  const update = (next: string) => {
    setHtml(next);
    onChange?.(next);
  };

  const editor = useEditor({
    immediatelyRender: false,
    // tiptap adds its base rules in a <style> element: allowed by this page's nonce (the CSP has no 'unsafe-inline').
    injectNonce: documentNonce(),
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true } })],
    content: defaultValue,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        "aria-describedby": `${id}-hint`,
        class: "min-h-72 px-4 py-3 focus:outline-none",
      },
    },
    onUpdate: ({ editor: current }) => update(current.isEmpty ? "" : current.getHTML()),
  });

  const visual = mounted && mode === "visual";
  const describedBy = [error ? `${id}-error` : "", `${id}-hint`].filter(Boolean).join(" ");

  function toSource() {
    setMode("source");
  }
  function toVisual() {
    editor?.commands.setContent(html, { emitUpdate: false });
    setMode("visual");
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label id={`${id}-label`} htmlFor={`${id}-source`} className="block text-sm font-semibold tracking-wide text-cream uppercase">
          {label}
        </label>
        {mounted ? (
          <button
            type="button"
            onClick={visual ? toSource : toVisual}
            className="inline-flex items-center gap-2 rounded border border-white/20 px-3 py-1.5 text-xs font-semibold tracking-wide text-cream uppercase hover:bg-white/10"
          >
            <Code size={14} aria-hidden="true" />
            {visual ? t("editions.editor.source") : t("editions.editor.visual")}
          </button>
        ) : null}
      </div>
      <div className={cn("rounded border bg-night", error ? "border-signal" : "border-white/20", "focus-within:border-gold")}>
        {visual && editor ? <Toolbar editor={editor} /> : null}
        {visual ? (
          <div className="edition-editor text-cream [&_.ProseMirror]:space-y-3 [&_a]:text-racing-light [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-signal [&_blockquote]:pl-4 [&_h2]:text-2xl [&_h3]:text-xl [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6">
            <EditorContent editor={editor} />
          </div>
        ) : null}
        <textarea
          id={`${id}-source`}
          name={name}
          value={html}
          onChange={(event) => update(event.currentTarget.value)}
          hidden={visual}
          rows={18}
          spellCheck={mode === "visual"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-label={mounted ? t("editions.editor.sourceLabel") : undefined}
          className={cn("block w-full rounded bg-night px-4 py-3 text-cream focus:outline-none", mounted && "font-mono text-sm")}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="text-sm text-mist">
        {hint}
      </p>
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const t = useAdminT();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      blockquote: current.isActive("blockquote"),
      link: current.isActive("link"),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  function editLink() {
    const previous = (editor.getAttributes("link").href as string | undefined) ?? "";
    const href = window.prompt(t("editions.editor.linkPrompt"), previous);
    if (href === null) return;
    const chain = editor.chain().focus().extendMarkRange("link");
    if (href.trim() === "") chain.unsetLink().run();
    else chain.setLink({ href: href.trim() }).run();
  }

  const buttons: Array<{ label: string; icon: React.ReactNode; active?: boolean; disabled?: boolean; run: () => void }> = [
    { label: t("editions.editor.bold"), icon: <Bold size={16} />, active: state.bold, run: () => editor.chain().focus().toggleBold().run() },
    { label: t("editions.editor.italic"), icon: <Italic size={16} />, active: state.italic, run: () => editor.chain().focus().toggleItalic().run() },
    { label: t("editions.editor.heading"), icon: <Heading2 size={16} />, active: state.h2, run: () => editor.chain().focus().toggleHeading({ level: 2 }).run() },
    { label: t("editions.editor.subheading"), icon: <Heading3 size={16} />, active: state.h3, run: () => editor.chain().focus().toggleHeading({ level: 3 }).run() },
    { label: t("editions.editor.bulletList"), icon: <List size={16} />, active: state.bulletList, run: () => editor.chain().focus().toggleBulletList().run() },
    { label: t("editions.editor.orderedList"), icon: <ListOrdered size={16} />, active: state.orderedList, run: () => editor.chain().focus().toggleOrderedList().run() },
    { label: t("editions.editor.quote"), icon: <Quote size={16} />, active: state.blockquote, run: () => editor.chain().focus().toggleBlockquote().run() },
    { label: t("editions.editor.link"), icon: <Link2 size={16} />, active: state.link, run: editLink },
    { label: t("editions.editor.undo"), icon: <Undo2 size={16} />, disabled: !state.canUndo, run: () => editor.chain().focus().undo().run() },
    { label: t("editions.editor.redo"), icon: <Redo2 size={16} />, disabled: !state.canRedo, run: () => editor.chain().focus().redo().run() },
  ];

  return (
    <div role="toolbar" aria-label={t("editions.editor.toolbar")} className="flex flex-wrap gap-1 border-b border-white/10 p-2">
      {buttons.map((button) => (
        <button
          key={button.label}
          type="button"
          title={button.label}
          aria-label={button.label}
          aria-pressed={button.active === undefined ? undefined : button.active}
          disabled={button.disabled}
          onClick={button.run}
          className={cn(
            "rounded p-2 text-cream/80 hover:bg-white/10 hover:text-cream disabled:opacity-40",
            button.active && "bg-white/15 text-gold",
          )}
        >
          <span aria-hidden="true">{button.icon}</span>
        </button>
      ))}
    </div>
  );
}
