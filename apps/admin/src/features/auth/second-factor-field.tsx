import { Field } from '../../components/field.tsx';

/**
 * The second factor: the authenticator's code, or (for a lost phone) one of the recovery codes. The switch is a
 * button, as it changes the form rather than going anywhere; it looks like a link.
 */
export function SecondFactorField({ recovery, onSwitch }: { recovery: boolean; onSwitch: () => void }) {
  return (
    <div className="second-factor">
      {recovery ? (
        <Field
          key="recovery"
          label="Recovery code"
          name="recovery_code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="abcde-fghij"
          hint="Each recovery code opens one sign-in."
          required
          pattern="[A-Za-z2-7]{5}-?[A-Za-z2-7]{5}"
          autoFocus
        />
      ) : (
        <Field
          key="totp"
          label="Authenticator code"
          name="totp"
          inputMode="numeric"
          autoComplete="one-time-code"
          hint="The 6-digit code your authenticator app shows now."
          required
          pattern="\s*\d{3}\s?\d{3}\s*"
          maxLength={7}
        />
      )}
      <button className="link-button" type="button" onClick={onSwitch}>
        {recovery ? 'Use the authenticator code instead' : 'Use a recovery code instead'}
      </button>
    </div>
  );
}
