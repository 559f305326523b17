import { describe, expect, it } from 'vitest';
import { SIGNUP_MESSAGES as M, ACCOUNT_MESSAGES } from './messages.ts';
import { firstSignupProblem } from './signup-rules.ts';

const user = {
  user_type: 'user',
  full_name: 'Layla Haddad',
  email: 'layla@example.ae',
  password: 'vintage-cellar-42',
  mobile: '+971 50 123 4567',
  landmark: 'Near the marina mall',
  current_location: 'Dubai Marina',
  nationality: 'Emirati',
  dob: '1990-04-12',
  anniversary_date: '',
};
const corporate = {
  user_type: 'corporate',
  full_name: 'Omar Saleh',
  email: 'omar@events.example',
  password: 'vintage-cellar-42',
  mobile: '+971501234567',
  company_name: 'Events LLC',
  designation: 'Buyer',
  landline: '+971 4 555 0100',
};

describe('sign-up checks (spec section 5)', () => {
  it('accepts complete forms', () => {
    expect(firstSignupProblem(user)).toBeNull();
    expect(firstSignupProblem(corporate)).toBeNull();
  });

  it("reports the first failing check of the user form, in the spec's order", () => {
    const steps: Array<[Partial<Record<keyof typeof user, string>>, string]> = [
      [{ user_type: '' }, M.userType],
      [{ full_name: ' ' }, M.fullName],
      [{ email: '' }, M.emailRequired],
      [{ email: 'layla@example' }, M.emailInvalid],
      [{ password: '' }, M.passwordRequired],
      [{ password: 'short' }, M.passwordShort],
      [{ mobile: '' }, M.mobile],
      [{ landmark: '' }, M.landmark],
      [{ current_location: '' }, M.currentLocation],
      [{ nationality: '' }, M.nationality],
      [{ dob: '' }, M.dob],
    ];
    // Emptying every field from a step onwards, the message is that step's: earlier checks pass, it fails first.
    for (const [index, [change, message]] of steps.entries()) {
      const form: Record<string, string> = { ...user };
      for (const [later] of steps.slice(index + 1))
        Object.assign(form, Object.fromEntries(Object.keys(later).map((k) => [k, ''])));
      Object.assign(form, change);
      expect(firstSignupProblem(form), message).toBe(message);
    }
  });

  it("reports the corporate form's own checks after the shared ones", () => {
    expect(firstSignupProblem({ ...corporate, mobile: '', company_name: '' })).toBe(M.mobile);
    expect(firstSignupProblem({ ...corporate, company_name: '', designation: '' })).toBe(M.companyName);
    expect(firstSignupProblem({ ...corporate, designation: '', landline: '' })).toBe(M.designation);
    expect(firstSignupProblem({ ...corporate, landline: '' })).toBe(M.landline);
  });

  it('takes long top-level domains, and refuses anyone under 21 and impossible dates', () => {
    expect(firstSignupProblem({ ...user, email: 'layla@shop.online' })).toBeNull();
    expect(firstSignupProblem({ ...user, dob: new Date().toISOString().slice(0, 10) })).toBe(
      ACCOUNT_MESSAGES.underAgeSignup,
    );
    expect(firstSignupProblem({ ...user, dob: '1990-02-30' })).toBe(M.dob);
    expect(firstSignupProblem({ ...user, anniversary_date: '2015-13-01' })).toBe(ACCOUNT_MESSAGES.anniversaryInvalid);
  });
});
