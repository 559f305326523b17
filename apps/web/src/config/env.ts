/** Public build-time settings of the storefront (only VITE_ values reach the browser). */

/** A VITE_ value that must be an https URL; anything else (unset, empty, mistyped) falls back. */
export function httpsUrl(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !value.trim()) return fallback;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url.href : fallback;
  } catch {
    return fallback;
  }
}

/** A VITE_ value that must be an absolute http(s) origin; anything else means "the page's own origin" (''). */
export function originUrl(value: unknown): string {
  if (typeof value !== 'string' || !value.trim()) return '';
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : '';
  } catch {
    return '';
  }
}

/** A VITE_ value that must be one token (no spaces); unset or empty means none. */
export function optionalToken(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const token = value.trim();
  return /^[\w.-]+$/.test(token) ? token : null;
}

const vite = import.meta.env;

export const env = {
  /** Base of the API calls; the API serves the web from the same origin. */
  apiBaseUrl: (vite.VITE_API_BASE_URL as string | undefined) ?? '/api/v1',
  /** The shop's public origin for canonical URLs (VITE_PUBLIC_BASE_URL); empty: the page's own origin. */
  publicBaseUrl: originUrl(vite.VITE_PUBLIC_BASE_URL),
  /** Shown in titles and structured data. */
  siteName: 'Cellar',
  /**
   * Google sign-in's OAuth client id (VITE_GOOGLE_CLIENT_ID, the server's GOOGLE_CLIENT_ID): without it the login
   * popup shows no Google button (the server's CSP allows Google's script only when it is set, issue 8).
   */
  googleClientId: optionalToken(vite.VITE_GOOGLE_CLIENT_ID),
  /** The shop's social profiles, linked from the footer. */
  social: {
    instagram: httpsUrl(vite.VITE_SOCIAL_INSTAGRAM_URL, 'https://www.instagram.com/cellar.dubai/'),
    facebook: httpsUrl(vite.VITE_SOCIAL_FACEBOOK_URL, 'https://www.facebook.com/cellar.dubai/'),
    x: httpsUrl(vite.VITE_SOCIAL_X_URL, 'https://x.com/cellar_dubai'),
  },
} as const;
