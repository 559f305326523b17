import type { StaffInvitation } from '@shop/shared/rules';
import { QrCode } from './qr-code.tsx';
import { secretGroups } from './secret-groups.ts';

/** Step 1 of accepting an invitation: the authenticator app learns the secret, by camera or by hand. */
export function AuthenticatorSetup({ invite }: { invite: StaffInvitation }) {
  return (
    <section className="setup" aria-labelledby="setup-title">
      <h2 id="setup-title">1. Add the back office to your authenticator app</h2>
      <p>
        Scan this code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password).
      </p>
      <QrCode text={invite.otpauth_uri} label={`QR code to add Cellar (${invite.email}) to an authenticator app`} />
      <p>Or type this key into the app (time-based, 6 digits):</p>
      <p className="secret" aria-label={`Key: ${invite.totp_secret.split('').join(' ')}`}>
        <code>{secretGroups(invite.totp_secret)}</code>
      </p>
      <p className="small">
        On this phone? <a href={invite.otpauth_uri}>Open the authenticator app</a> to add it directly.
      </p>
    </section>
  );
}
