import { COMMENT_STATE_LABELS, COMMENT_STATES, type CommentDecision, type ModeratedComment } from '@shop/shared/rules';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert, Loading, StatusMessage } from '../../components/alert.tsx';
import { Pager, PastLastPage } from '../../components/pager.tsx';
import { formatDateTimeYear } from '../../lib/shop-format.ts';
import { FilterButtons } from '../../components/filter-buttons.tsx';
import { fetchComments, moderateComment, moderationKeys } from './moderation-api.ts';
import type { ModerationParams } from './moderation-params.ts';

const EMPTY = {
  pending: 'No comment is waiting for a decision.',
  approved: 'No comment has been approved yet.',
  rejected: 'No comment has been rejected.',
} as const;

/** Blog comments in one state, each with its post, and the decisions that can still be made on it. */
export function CommentsPanel({ params, go }: { params: ModerationParams; go: (next: ModerationParams) => void }) {
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<string | null>(null);
  const list = useQuery({
    queryKey: moderationKeys.comments(params.status, params.page),
    queryFn: () => fetchComments(params.status, params.page),
    placeholderData: keepPreviousData,
  });
  const decide = useMutation({
    mutationFn: ({ comment, decision }: { comment: ModeratedComment; decision: CommentDecision }) =>
      moderateComment(comment.id, decision),
    onSuccess: (_answer, { comment, decision }) => {
      setSaid(
        decision === 'approve'
          ? `Approved: ${comment.name}'s comment now shows under “${comment.post.title}”.`
          : `Rejected: ${comment.name}'s comment does not show under “${comment.post.title}”.`,
      );
      // The dashboard's count of pending comments changes too.
      void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
  const page = list.data;
  return (
    <section aria-label="Blog comments">
      <div className="toolbar">
        <FilterButtons
          label="Comments to show"
          options={COMMENT_STATES.map((value) => ({ value, label: COMMENT_STATE_LABELS[value] }))}
          value={params.status}
          onChange={(status) => go({ ...params, status, page: 1 })}
        />
      </div>
      <StatusMessage>{said}</StatusMessage>
      <ErrorAlert error={list.error ?? decide.error} />
      {!page ? (
        list.isPending && <Loading what="comments" />
      ) : page.data.length === 0 ? (
        params.page > 1 ? (
          <PastLastPage onFirstPage={() => go({ ...params, page: 1 })} />
        ) : (
          <p className="empty">{EMPTY[params.status]}</p>
        )
      ) : (
        <div aria-busy={list.isPlaceholderData || undefined}>
          <ul className="moderation-list" aria-label={`${COMMENT_STATE_LABELS[params.status]} comments`}>
            {page.data.map((comment) => (
              <li key={comment.id} className="moderation-item">
                <p className="moderation-item__about">
                  On <strong>{comment.post.title}</strong>
                </p>
                <p className="moderation-item__who">
                  {comment.name} <span className="cell-sub">{comment.email}</span>
                  <span className="cell-sub">{formatDateTimeYear(comment.created_at)}</span>
                </p>
                <p className="moderation-item__text">{comment.message}</p>
                <div className="moderation-item__actions">
                  {comment.status !== 'approved' && (
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ comment, decision: 'approve' })}
                      aria-label={`Approve ${comment.name}'s comment`}
                    >
                      Approve
                    </button>
                  )}
                  {comment.status !== 'rejected' && (
                    <button
                      type="button"
                      className="button button--danger"
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ comment, decision: 'reject' })}
                      aria-label={`Reject ${comment.name}'s comment`}
                    >
                      Reject
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <Pager
            what="comments"
            page={page.current_page}
            pages={page.last_page}
            from={page.from ?? 0}
            to={page.to ?? 0}
            total={page.total}
            onPrevious={() => go({ ...params, page: params.page - 1 })}
            onNext={() => go({ ...params, page: params.page + 1 })}
          />
        </div>
      )}
    </section>
  );
}
