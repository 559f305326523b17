import { COMMENT_STATE_LABELS, COMMENT_STATES, type CommentDecision, type ModeratedComment } from '@shop/shared/rules';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FilterButtons } from '../../components/filter-buttons.tsx';
import { fetchComments, moderateComment, moderationKeys } from './moderation-api.ts';
import { ModerationAuthor, ModerationPanel } from './moderation-panel.tsx';
import type { ModerationParams } from './moderation-params.ts';

const EMPTY = {
  pending: 'No comment is waiting for a decision.',
  approved: 'No comment has been approved yet.',
  rejected: 'No comment has been rejected.',
} as const;

/** The decisions on a comment, each offered unless the comment already stands where it leads. */
const DECISIONS = [
  { decision: 'approve', label: 'Approve', done: 'approved', className: 'button button--primary' },
  { decision: 'reject', label: 'Reject', done: 'rejected', className: 'button button--danger' },
] as const;

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
  return (
    <ModerationPanel
      label="Blog comments"
      filter={
        <FilterButtons
          label="Comments to show"
          options={COMMENT_STATES.map((value) => ({ value, label: COMMENT_STATE_LABELS[value] }))}
          value={params.status}
          onChange={(status) => go({ ...params, status, page: 1 })}
        />
      }
      said={said}
      error={list.error ?? decide.error}
      found={list}
      what="comments"
      listLabel={`${COMMENT_STATE_LABELS[params.status]} comments`}
      empty={EMPTY[params.status]}
      params={params}
      go={go}
    >
      {(comment) => (
        <li key={comment.id} className="moderation-item">
          <p className="moderation-item__about">
            On <strong>{comment.post.title}</strong>
          </p>
          <ModerationAuthor name={comment.name} email={comment.email} at={comment.created_at} />
          <p className="moderation-item__text">{comment.message}</p>
          <div className="moderation-item__actions">
            {DECISIONS.filter(({ done }) => comment.status !== done).map(({ decision, label, className }) => (
              <button
                key={decision}
                type="button"
                className={className}
                disabled={decide.isPending}
                onClick={() => decide.mutate({ comment, decision })}
                aria-label={`${label} ${comment.name}'s comment`}
              >
                {label}
              </button>
            ))}
          </div>
        </li>
      )}
    </ModerationPanel>
  );
}
