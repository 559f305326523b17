import { CONTENT_STATUSES, type ContentStatus, type StaffBlogCategory } from '@shop/shared/rules';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { Field } from '../../components/field.tsx';
import type { PostDraft } from './post-form.ts';

const STATUS_LABELS: Record<ContentStatus, string> = { draft: 'Draft (not shown)', published: 'Published' };

interface PostFieldsProps {
  draft: PostDraft;
  set: (changes: Partial<PostDraft>) => void;
  problem: (field: string) => string | null;
  categories: StaffBlogCategory[];
  excerptMax: number;
  /** News items have no category and no author. */
  news?: boolean;
}

/** A post's fields, each with the server's word on it when it refused it. */
export function PostFields({ draft, set, problem, categories, excerptMax, news = false }: PostFieldsProps) {
  const describedBy = (id: string, error: string | null, hint = false) =>
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const categoryError = problem('category_id');
  const excerptError = problem('excerpt');
  const statusError = problem('status');
  return (
    <>
      <Field
        label="Title"
        value={draft.title}
        onChange={(e) => set({ title: e.target.value })}
        error={problem('title')}
      />
      <Field
        label="Address"
        value={draft.route}
        onChange={(e) => set({ route: e.target.value })}
        hint="The end of its web address, like summer-rose-guide. Left empty, it is made from the title."
        error={problem('route')}
      />
      {!news && (
        <div className="content-form__row">
          <div className="field">
            <label htmlFor="post-category">Category</label>
            <select
              id="post-category"
              value={draft.categoryId}
              aria-invalid={categoryError ? true : undefined}
              aria-describedby={describedBy('post-category', categoryError)}
              onChange={(e) => set({ categoryId: e.target.value })}
            >
              <option value="">Choose a category</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </select>
            {categoryError && (
              <p className="field__error" id="post-category-error">
                {categoryError}
              </p>
            )}
          </div>
          <Field
            label="Author"
            value={draft.author}
            onChange={(e) => set({ author: e.target.value })}
            error={problem('author')}
          />
        </div>
      )}
      <div className="field">
        <label htmlFor="post-excerpt">Excerpt</label>
        <textarea
          id="post-excerpt"
          rows={3}
          value={draft.excerpt}
          maxLength={excerptMax}
          aria-invalid={excerptError ? true : undefined}
          aria-describedby={describedBy('post-excerpt', excerptError, true)}
          onChange={(e) => set({ excerpt: e.target.value })}
        />
        <p className="field__hint" id="post-excerpt-hint">
          Plain text under the title in lists and search results.
        </p>
        {excerptError && (
          <p className="field__error" id="post-excerpt-error">
            {excerptError}
          </p>
        )}
      </div>
      <Field
        label="Picture"
        value={draft.image}
        onChange={(e) => set({ image: e.target.value })}
        hint="Its image key (like blog/cellar-tour.jpg) or an https address."
        error={problem('image')}
      />
      <div className="content-form__row">
        <fieldset
          className="choices choices--row content-form__status"
          aria-describedby={statusError ? 'post-status-error' : undefined}
        >
          <legend>Status</legend>
          {CONTENT_STATUSES.map((status) => (
            <label key={status} className="check">
              <input
                type="radio"
                name="status"
                value={status}
                checked={draft.status === status}
                onChange={() => set({ status })}
              />
              {STATUS_LABELS[status]}
            </label>
          ))}
          {statusError && (
            <p className="field__error" id="post-status-error">
              {statusError}
            </p>
          )}
        </fieldset>
        <Field
          label="Publication time"
          type="datetime-local"
          value={draft.publishAt}
          onChange={(e) => set({ publishAt: e.target.value })}
          hint="Shop time (Dubai). A later time schedules it: it appears then. Empty: now."
          error={problem('published_at')}
        />
      </div>
      <RichTextEditor
        id="post-content"
        label="Text"
        value={draft.content}
        onChange={(content) => set({ content })}
        error={problem('content')}
      />
    </>
  );
}
