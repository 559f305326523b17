import type { UserType } from '@shop/shared/rules';
import { firstSignupProblem } from '@shop/shared/schemas';
import { useState, type FormEvent } from 'react';
import { notify } from '@/lib/toast';
import { selectIsLoggedIn, useAppStore } from '@/stores/app-store';
import { Modal } from './modal';
import { SignupFields } from './signup-fields';
import { buildSignup, signupValuesFrom, type SignupValues } from './signup-values';

/**
 * The register popup (spec sections 2 to 5), also the edit-profile popup: the user or corporate form by radio;
 * the checks run in order and the first failure is a dark warning toast for 3 s; a valid form becomes the pending
 * verification user and the verify popup opens. Nothing is sent before a verification method is chosen.
 */
export function RegisterPopup() {
  const editing = useAppStore((s) => s.user.popups.registerMode === 'edit' && selectIsLoggedIn(s));
  const pending = useAppStore((s) => s.user.verification);
  const details = useAppStore((s) => s.user.details);
  const accountType = useAppStore((s) => s.user.userType);
  const { hidePopup, showPopup, setVerification } = useAppStore.getState();
  const [userType, setUserType] = useState<UserType>(
    () => pending?.form.user_type ?? (editing ? accountType : null) ?? 'user',
  );
  const [values, setValues] = useState<SignupValues>(() =>
    signupValuesFrom(pending?.form ?? (editing ? details : null)),
  );
  const set = (key: keyof SignupValues, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const form = buildSignup(userType, values);
    const problem = firstSignupProblem(form);
    if (problem) return notify('warn', problem);
    setVerification({
      email: form.email.trim(),
      mobile: form.mobile,
      email_verification: pending?.email_verification ?? true,
      form,
    });
    showPopup('verify');
  };

  const close = () => {
    setVerification(null);
    hidePopup();
  };

  return (
    <Modal
      title={editing ? 'Edit profile' : 'Create an account'}
      wide
      staticBackdrop
      onClose={close}
      lead={
        editing
          ? 'Changes to your details are saved once you confirm them with a code.'
          : 'Fill in your birthday and anniversary and we send you a gift on both.'
      }
    >
      <form className="auth-form" onSubmit={submit} noValidate>
        <fieldset className="auth-type">
          <legend className="field__label">Account type</legend>
          {(['user', 'corporate'] as const).map((type) => (
            <label key={type} className={`auth-type__option${userType === type ? ' is-checked' : ''}`}>
              <input
                type="radio"
                name="user_type"
                value={type}
                checked={userType === type}
                disabled={editing && type !== userType}
                onChange={() => setUserType(type)}
              />
              {type === 'user' ? 'User' : 'Corporate'}
            </label>
          ))}
        </fieldset>
        <SignupFields
          userType={userType}
          values={values}
          set={set}
          passwordRole={!editing ? 'new' : details?.has_password === false ? 'first' : 'current'}
        />
        <button type="submit" className="btn btn--primary btn--block">
          {editing ? 'Save and verify' : 'Create account'}
        </button>
      </form>
      {editing ? null : (
        <p className="auth-alt">
          Already have an account?{' '}
          <button type="button" className="link-button" onClick={() => showPopup('login')}>
            Log in
          </button>
        </p>
      )}
    </Modal>
  );
}
