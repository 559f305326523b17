import { useId } from 'react';

export interface RichTextEditorProps {
  id: string;
  label: string;
  /** The HTML as stored. */
  value: string;
  onChange: (html: string) => void;
}

/**
 * The editor of staff-written HTML (descriptions, tasting notes). A plain labelled text area for now, taking and
 * giving HTML: the rich editor replaces this file with the same props. The server passes whatever it gives through the
 * shared allow-list.
 */
export function RichTextEditor({ id, label, value, onChange }: RichTextEditorProps) {
  const hint = `${useId()}-hint`;
  return (
    <div className="field rich-text">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={value}
        rows={6}
        aria-describedby={hint}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="field__hint" id={hint}>
        HTML: paragraphs, bold, italics, lists and links are kept.
      </p>
    </div>
  );
}
