import type { ContactBody, FormSubmittedResponse } from '@shop/shared/rules';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /contact-us` (decision 017): stored, sent to the shop's inbox, acknowledged to the sender. */
export function sendContact(body: ContactBody): Promise<FormSubmittedResponse> {
  return api.post<FormSubmittedResponse>('/contact-us', body);
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
