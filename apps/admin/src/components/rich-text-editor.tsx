import { lazy, Suspense } from 'react';

export interface RichTextEditorProps {
  /** The editable area's id, for a `<label>`-like link from outside and for error messages tied to it. */
  id: string;
  label: string;
  /** HTML as stored; the editor keeps only what its toolbar can make. */
  value: string;
  /** Every change, as HTML; an emptied editor gives ''. */
  onChange: (html: string) => void;
  /** A line under the label, read with the field. */
  hint?: string;
  /** The problem with what was written, shown under the field and read with it. */
  error?: string | null;
  disabled?: boolean;
}

// TipTap and ProseMirror are a large chunk: only the screens that edit rich text load it, when they open.
const Editor = lazy(() => import('./rich-text-editor-core.tsx').then((m) => ({ default: m.RichTextEditorCore })));

/**
 * The rich-text field of every staff form (descriptions, posts, news, FAQ answers, pages). Its toolbar offers only
 * what the shared allow-list keeps (paragraphs, headings, bold, italic, lists, links, quotes), so what is written is
 * what the storefront shows; the API still cleans it (decision 016).
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="field rich-text">
          <span className="rich-text__label">{props.label}</span>
          <p className="rich-text__loading" role="status">
            Loading the editor…
          </p>
        </div>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
