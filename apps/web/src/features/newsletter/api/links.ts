import { api } from '@/lib/api-client';

/** The newsletter's e-mailed links (issue 26): confirming a sign-up, and unsubscribing, with the link's token. */
export function followNewsletterLink(action: 'confirm' | 'unsubscribe', token: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/subscribers/${action}`, { token });
}
