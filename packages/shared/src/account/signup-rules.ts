import { SignupSchema } from './schemas.ts';

/**
 * The first failing sign-up check (spec section 5: the checks run in order and the first failure is shown as a
 * toast), or null when the form is complete. The server applies the same schema.
 */
export function firstSignupProblem(form: unknown): string | null {
  const result = SignupSchema.safeParse(form);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
