/** The comment form's fields, in its order (zod-free: the form imports it on a post's first visit). */
export const COMMENT_FIELDS = ['name', 'email', 'message'] as const;
export type CommentField = (typeof COMMENT_FIELDS)[number];
export type CommentValues = Record<CommentField, string>;
