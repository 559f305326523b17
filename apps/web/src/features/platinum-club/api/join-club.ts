import type { FormSubmittedResponse, PlatinumClubBody } from '@shop/shared/rules';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /platinum-club` (decision 017): one membership per e-mail address, of legal age, with a welcome e-mail. */
export function joinClub(body: PlatinumClubBody): Promise<FormSubmittedResponse> {
  return api.post<FormSubmittedResponse>('/platinum-club', body);
}

export function useJoinClub() {
  return useMutation({ mutationFn: joinClub });
}
