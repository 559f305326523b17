import { ApiError } from './api-client';

/** One message per field, as a form shows them under its fields. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** A refusal's place in the body (`email`, `items.1.qty`) as zod's issues and the error payload's `errors` name it. */
type Path = readonly PropertyKey[] | string;

/** Which of the form's fields a path belongs to: its first part when that is a field, else `fallback`. */
function fieldOf<F extends string>(path: Path, fields: readonly F[], fallback: F): F {
  const head = typeof path === 'string' ? path.split('.')[0] : path[0];
  return (fields as readonly PropertyKey[]).includes(head ?? '') ? (head as F) : fallback;
}

/**
 * The first message of each field among the shared rule's issues (the server checks the same rule); an issue about
 * the whole body, or a part the form has no field for, shows under `fallback` (the first field unless said).
 */
export function firstFieldErrors<F extends string>(
  issues: ReadonlyArray<{ path: Path; message: string }>,
  fields: readonly F[],
  fallback = fields[0]!,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) errors[fieldOf(issue.path, fields, fallback)] ??= issue.message;
  return errors;
}

/** The field errors of the server's refusal (the error payload's `errors`); empty when it named no field. */
export function serverFieldErrors<F extends string>(
  err: unknown,
  fields: readonly F[],
  fallback = fields[0]!,
): FieldErrors<F> {
  if (!(err instanceof ApiError) || !err.errors) return {};
  return firstFieldErrors(
    Object.entries(err.errors).map(([path, messages]) => ({ path, message: messages[0] ?? '' })),
    fields,
    fallback,
  );
}

/** Moves the focus to the first field (in the form's order) with an error; false when there is none. */
export function focusFirstInvalid<F extends string>(
  form: HTMLFormElement | null,
  fields: readonly F[],
  errors: FieldErrors<F>,
): boolean {
  const first = fields.find((f) => errors[f]);
  if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  return first !== undefined;
}
