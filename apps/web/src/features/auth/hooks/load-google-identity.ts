/** Google Identity Services, as much of it as the login popup uses. */
export interface GoogleIdentity {
  accounts: {
    id: {
      initialize: (options: { client_id: string; callback: (response: { credential: string }) => void }) => void;
      renderButton: (parent: HTMLElement, options: Record<string, string | number>) => void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

/** Google's script; the server's Content-Security-Policy allows it only when GOOGLE_CLIENT_ID is set (issue 8). */
export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

let loading: Promise<GoogleIdentity> | null = null;

/** Loads Google Identity Services once, when the login popup first shows the Google button. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('Google sign-in did not load.')));
    script.onerror = () => {
      loading = null;
      reject(new Error('Google sign-in did not load.'));
    };
    document.head.append(script);
  });
  return loading;
}
