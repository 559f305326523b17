import type { ReactNode } from 'react';

/**
 * The actions under a content editor: Save (disabled while saving) and the preview's toggle, which opens the preview
 * in the element `previewId` names; `children` follow them (a post's Delete).
 */
export function EditorActions({
  saving,
  previewing,
  previewId,
  onTogglePreview,
  children,
}: {
  saving: boolean;
  previewing: boolean;
  previewId: string;
  onTogglePreview: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="content-form__actions">
      <button type="submit" className="button button--primary" disabled={saving}>
        {saving ? 'Saving…' : 'Save'}
      </button>
      <button
        type="button"
        className="button"
        aria-expanded={previewing}
        aria-controls={previewId}
        onClick={onTogglePreview}
      >
        {previewing ? 'Close the preview' : 'Preview'}
      </button>
      {children}
    </div>
  );
}
