import type { BlogComment } from '@shop/shared/rules';
import { shopDate } from '@/lib/shop-date';

/**
 * A post's approved comments, oldest first, as the API sends them (decision 017). Names and texts are plain text,
 * written as React text so markup in them shows as typed; line breaks are kept by CSS.
 */
export function CommentList({ comments }: { comments: BlogComment[] }) {
  return (
    <section className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title">
        {comments.length ? `${comments.length} ${comments.length === 1 ? 'comment' : 'comments'}` : 'Comments'}
      </h2>
      {comments.length ? (
        <ol className="comments__list" role="list">
          {comments.map((c) => (
            <li key={c.id}>
              <article className="comment" aria-labelledby={`comment-${c.id}-by`}>
                <p className="comment__meta">
                  <strong id={`comment-${c.id}-by`} className="comment__name">
                    {c.name}
                  </strong>
                  <time dateTime={c.created_at}>{shopDate(c.created_at)}</time>
                </p>
                <p className="comment__text">{c.message}</p>
              </article>
            </li>
          ))}
        </ol>
      ) : (
        <p className="comments__empty">No comments yet. Be the first to share your thoughts.</p>
      )}
    </section>
  );
}
