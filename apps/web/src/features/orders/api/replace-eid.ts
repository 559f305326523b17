import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadEid } from '@/lib/upload-eid';
import { useAppStore } from '@/stores/app-store';
import { orderKeys } from './get-orders';

/**
 * A new Emirates ID for an order the shop holds (issue 25, item 6a): the upload goes to the account, where staff check
 * it; the order's page then reads where its proof of age stands.
 */
export function useReplaceEid(orderNumber: string) {
  const queryClient = useQueryClient();
  const userId = useAppStore((s) => s.user.userId);
  return useMutation({
    mutationFn: uploadEid,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.detail(userId, orderNumber) }),
  });
}
