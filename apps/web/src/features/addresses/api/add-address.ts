import type { Address, CheckoutAddressBody } from '@shop/shared/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What `POST /auth/add-address` answers: the toast text and the saved address (its id is the order's address). */
export interface AddAddressAnswer {
  status: 200;
  message: string;
  data: Address;
}

/** `POST /auth/add-address` (contract 7.23): the address nested under `billing_address`, with `zip_code`. */
export function addAddress(body: CheckoutAddressBody): Promise<AddAddressAnswer> {
  return api.post<AddAddressAnswer>('/auth/add-address', body);
}

/** Adds an address, then refetches the list so it shows among the others. */
export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['addresses'] }),
  });
}
