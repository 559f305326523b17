import { EditorContent, useEditor, useEditorState, type Attribute, type Editor } from '@tiptap/react';
import Link from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { RichTextEditorProps } from './rich-text-editor.tsx';
import { LINK_PROTOCOLS, normaliseLink, toStoredHtml } from './rich-text-html.ts';

/** A link keeps its `href` and `title` alone: `target`, `rel` and `class` are not on the shared allow-list. */
const PlainLink = Link.extend({
  addAttributes() {
    const { href, title } = (this.parent?.() ?? {}) as Record<'href' | 'title', Attribute>;
    return { href, title };
  },
});

/** Only what the toolbar offers and the shared allow-list keeps; the storefront decides how links open. */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: false,
    // A paragraph after a final heading or list is TipTap's convenience, not something staff wrote.
    trailingNode: false,
  }),
  PlainLink.configure({
    openOnClick: false,
    autolink: true,
    protocols: LINK_PROTOCOLS,
    defaultProtocol: 'https',
    HTMLAttributes: { target: null, rel: null, class: null },
  }),
];

interface Tool {
  label: string;
  shortcut?: string;
  active: (e: Editor) => boolean;
  run: (e: Editor) => void;
}

const TOOLS: Tool[] = [
  { label: 'Paragraph', active: (e) => e.isActive('paragraph'), run: (e) => e.chain().focus().setParagraph().run() },
  {
    label: 'Heading',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Subheading',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'Bold',
    shortcut: 'Control+B',
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: 'Italic',
    shortcut: 'Control+I',
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Bulleted list',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  { label: 'Quote', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
];

/** The TipTap editor behind `RichTextEditor`, loaded on its own chunk. */
export function RichTextEditorCore({ id, label, value, onChange, hint, error, disabled }: RichTextEditorProps) {
  // TipTap keeps the first callbacks it is given: these let them see the latest props.
  const onChangeRef = useRef(onChange);
  const valueRef = useRef(value);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
    valueRef.current = value;
  });
  const labelId = `${id}-label`;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const editor = useEditor({
    extensions,
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(described ? { 'aria-describedby': described } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class: 'rich-text__area prose',
      },
    },
    // Only a change of the stored HTML is reported: a selection or a normalisation of the same markup is not.
    onUpdate: ({ editor: e }) => {
      const html = toStoredHtml(e.getHTML(), e.isEmpty);
      if (html !== valueRef.current) onChangeRef.current(html);
    },
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      tools: TOOLS.map((t) => (e ? t.active(e) : false)),
      link: e?.isActive('link') ?? false,
      href: (e?.getAttributes('link').href as string | undefined) ?? '',
    }),
  });

  // A value set from outside (a post loaded, a form reset) replaces the content; the editor's own echo does not.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (toStoredHtml(editor.getHTML(), editor.isEmpty) !== value)
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const [linking, setLinking] = useState(false);
  return (
    <div className={`field rich-text${error ? ' rich-text--invalid' : ''}`}>
      <span className="rich-text__label" id={labelId} onClick={() => editor?.commands.focus()}>
        {label}
      </span>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div className="rich-text__box">
        <div className="rich-text__toolbar" role="toolbar" aria-label={`${label}: formatting`} aria-controls={id}>
          {TOOLS.map((tool, i) => (
            <button
              key={tool.label}
              type="button"
              className="rich-text__tool"
              aria-pressed={active?.tools[i] ?? false}
              aria-keyshortcuts={tool.shortcut}
              disabled={disabled || !editor}
              onClick={() => editor && tool.run(editor)}
            >
              {tool.label}
            </button>
          ))}
          <button
            type="button"
            className="rich-text__tool"
            aria-pressed={active?.link ?? false}
            aria-expanded={linking}
            disabled={disabled || !editor}
            onClick={() => setLinking((open) => !open)}
          >
            Link
          </button>
        </div>
        {linking && editor && (
          <LinkForm
            editorId={id}
            initial={active?.href ?? ''}
            onDone={(href) => {
              setLinking(false);
              const chain = editor.chain().focus().extendMarkRange('link');
              if (href === null) chain.run();
              else if (href === '') chain.unsetLink().run();
              else chain.setLink({ href }).run();
            }}
          />
        )}
        <EditorContent editor={editor} />
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The address of the selected text's link: empty removes the link, Escape leaves it as it was. */
function LinkForm({
  editorId,
  initial,
  onDone,
}: {
  editorId: string;
  initial: string;
  onDone: (href: string | null) => void;
}) {
  const [href, setHref] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = `${editorId}-link`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (href.trim() === '') return onDone('');
    const link = normaliseLink(href);
    if (link === null)
      return setProblem('Enter a web address (https://…), an e-mail address, a phone number or a path (/…).');
    onDone(link);
  };
  // A form inside the staff form would nest forms: this is a group submitted with its own button or Enter.
  return (
    <div
      className="rich-text__link"
      role="group"
      aria-label="Link"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onDone(null);
        } else if (event.key === 'Enter') submit(event);
      }}
    >
      <label htmlFor={inputId}>Link address</label>
      <input
        id={inputId}
        type="text"
        inputMode="url"
        autoFocus
        value={href}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${inputId}-error` : undefined}
        onChange={(event) => setHref(event.target.value)}
      />
      <button type="button" className="button" onClick={submit}>
        {href.trim() === '' && initial ? 'Remove link' : 'Apply'}
      </button>
      <button type="button" className="button button--quiet" onClick={() => onDone(null)}>
        Cancel
      </button>
      {problem && (
        <p className="field__error" id={`${inputId}-error`}>
          {problem}
        </p>
      )}
    </div>
  );
}
