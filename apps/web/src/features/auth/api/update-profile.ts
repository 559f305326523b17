import type { Me, MessageResponse, ProfileUpdate } from '@shop/shared/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';
import { toFormData } from './form-data';

export type ProfileUpdateResponse = MessageResponse & { data: Me };

/**
 * `POST /auth/update-profile` (multipart, as the spec's client sends it with a picture): the details as JSON in
 * `data` and the picture, if one was chosen, in `profile[]`.
 */
export function updateProfile({
  details,
  picture,
}: {
  details: Partial<Record<keyof ProfileUpdate, string | number>>;
  picture?: File | null;
}) {
  return api.post<ProfileUpdateResponse>(
    '/auth/update-profile',
    toFormData({ data: JSON.stringify(details), 'profile[]': picture ?? undefined }),
  );
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ data }) => {
      useAppStore.getState().setDetails(data);
      queryClient.setQueryData(['auth', 'me', data.id], data);
    },
  });
}
