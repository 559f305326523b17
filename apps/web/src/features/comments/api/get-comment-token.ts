import type { CommentTokenResponse } from '@shop/shared/rules';
import { api } from '@/lib/api-client';

/**
 * `GET /comment-token?blog_id=`: a signed token for the post's comment form (decision 017). Fetched by the form
 * itself once it is shown, never on the server: the post's page is cached, and a token inside it would be old.
 */
export function getCommentToken(blogId: number): Promise<CommentTokenResponse> {
  return api.get<CommentTokenResponse>('/comment-token', { query: { blog_id: blogId } });
}
