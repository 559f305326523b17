import type { CommentInput, CommentSubmittedResponse } from '@shop/shared/rules';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /comments` (decision 017): stored pending; it shows under the post once approved. */
export function sendComment(body: CommentInput): Promise<CommentSubmittedResponse> {
  return api.post<CommentSubmittedResponse>('/comments', body);
}

export function useSendComment() {
  return useMutation({ mutationFn: sendComment });
}
