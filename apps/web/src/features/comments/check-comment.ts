import type { CommentFields } from '@shop/shared/rules';
import { CommentFieldsSchema } from '@shop/shared/schemas';
import { firstFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { COMMENT_FIELDS, type CommentField, type CommentValues } from './comment-fields';

/**
 * The shared rule on what the reader typed (the server checks the same rule): the first message of each field it
 * refuses, or the fields as they are sent. Its own module, loaded at the first send, so zod stays off a post's first
 * visit.
 */
export function checkComment(values: CommentValues): { errors: FieldErrors<CommentField>; fields?: CommentFields } {
  const parsed = CommentFieldsSchema.safeParse(values);
  return parsed.success
    ? { errors: {}, fields: parsed.data }
    : { errors: firstFieldErrors(parsed.error.issues, COMMENT_FIELDS) };
}
