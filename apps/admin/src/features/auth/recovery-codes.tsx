import { useEffect, useRef } from 'react';

/**
 * The recovery codes, shown this once: each opens one sign-in when the phone with the authenticator is lost. The
 * person confirms they kept them before going on to sign in.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="recovery" aria-labelledby="recovery-title">
      <h2 id="recovery-title" ref={heading} tabIndex={-1}>
        Save your recovery codes
      </h2>
      <p>
        Your account is ready. If you lose the phone with your authenticator app, each of these codes opens one sign-in.
        Keep them somewhere safe, away from the phone: <strong>they are shown only this once.</strong>
      </p>
      <ol className="recovery__codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <button className="button button--primary button--block" type="button" onClick={onDone}>
        I have saved them
      </button>
    </section>
  );
}
