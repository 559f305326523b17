/**
 * A refusal answered inside a 200 (`RefusalInBodySchema`): the login and sign-up answer theirs so, as the spec's own
 * client reads them (decision 018). Kept apart from the schemas so the storefront's first page loads no zod for it.
 */
export interface RefusalInBody {
  status: number;
  error: string;
  code: string;
  requestId?: string;
  errors?: Record<string, string[]>;
}

/** True for a 200's body that is a refusal; a cart's `{ status: 404, message }` is not one. */
export function isRefusalInBody(body: unknown): body is RefusalInBody {
  const b = body as Partial<RefusalInBody> | null;
  return (
    typeof b === 'object' &&
    b !== null &&
    typeof b.status === 'number' &&
    b.status >= 400 &&
    typeof b.error === 'string' &&
    typeof b.code === 'string'
  );
}
