import { RETURN_MESSAGES, type Returnable, type ReturnReason, type ReturnRequestBody } from '@shop/shared/rules';
import { ReturnRequestBodySchema } from '@shop/shared/schemas';
import { firstFieldErrors, type FieldErrors } from '@/lib/form-errors';

/** The return form's fields, in the order they show (errors focus the first). */
export const RETURN_FIELDS = ['lines', 'reason', 'unopened', 'note'] as const;
export type ReturnField = (typeof RETURN_FIELDS)[number];

/** What the shopper has chosen so far: how many of each line (by its id), why, their note and their tick. */
export interface ReturnDraft {
  qty: Readonly<Record<number, number>>;
  reason: ReturnReason | null;
  note: string;
  unopened: boolean;
}

export const emptyDraft = (): ReturnDraft => ({ qty: {}, reason: null, note: '', unopened: false });

/** A change of mind takes back only unopened goods: the shopper says so. A fault, a wrong or damaged item need not. */
export const needsUnopened = (reason: ReturnReason | null) => reason === 'changed_mind';

/**
 * The request a draft makes, or why it cannot be sent: the server's own rules (the shared schema and the
 * RETURN_MESSAGES texts) checked before sending, so the shopper hears at once what the server would answer.
 */
export function checkReturn(
  draft: ReturnDraft,
  returnable: NonNullable<Returnable>,
): { body: ReturnRequestBody; errors: null } | { body: null; errors: FieldErrors<ReturnField> } {
  const errors: FieldErrors<ReturnField> = {};
  const lines = returnable.lines
    .map((line) => ({ line, qty: draft.qty[line.line_id] ?? 0 }))
    .filter(({ qty }) => qty > 0);
  const over = lines.find(({ line, qty }) => qty > line.qty);
  if (lines.length === 0) errors.lines = RETURN_MESSAGES.noLines;
  else if (over) errors.lines = RETURN_MESSAGES.tooMany(over.line.name, over.line.qty);
  if (!draft.reason) errors.reason = RETURN_MESSAGES.reasonRequired;
  else if (needsUnopened(draft.reason) && !draft.unopened) errors.unopened = RETURN_MESSAGES.unopened;

  const note = draft.note.trim();
  const body = {
    lines: lines.map(({ line, qty }) => ({ line_id: line.line_id, qty })),
    reason: draft.reason ?? undefined,
    ...(note && { note }),
    ...(needsUnopened(draft.reason) && { unopened: true }),
  };
  const parsed = ReturnRequestBodySchema.safeParse(body);
  const all = { ...(parsed.success ? {} : firstFieldErrors(parsed.error.issues, RETURN_FIELDS)), ...errors };
  if (Object.values(all).some(Boolean) || !parsed.success) return { body: null, errors: all };
  return { body: parsed.data, errors: null };
}
