/** Public build-time settings of the storefront (only VITE_ values reach the browser). */
export const env = {
  /** Base of the API calls; the API serves the web from the same origin. */
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '/api/v1',
  /** Shown in titles and structured data. */
  siteName: 'Cellar',
  siteUrl: (import.meta.env.VITE_SITE_URL as string | undefined) ?? '',
} as const;
