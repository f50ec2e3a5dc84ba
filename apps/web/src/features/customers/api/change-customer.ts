import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CustomerStatus, customerEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { customersKey } from './get-customers.ts';

/** What the customer form sends: the texts and the status. */
export type CustomerFields = { name: string; note: string; status: CustomerStatus };

/** Adds a customer (`CreateOrUpdate` without an id). */
export function createCustomer(fields: CustomerFields) {
  return api(customerEndpoints.createOrUpdate, { body: fields });
}

/** Changes a customer; the server refuses a stale `concurrencyStamp` with CONCURRENCY_ERROR. */
export function updateCustomer({
  id,
  concurrencyStamp,
  ...fields
}: CustomerFields & { id: string; concurrencyStamp: string }) {
  return api(customerEndpoints.update, { query: { id }, body: { ...fields, concurrencyStamp } });
}

/** Deletes a customer; the server refuses one that still has projects (IN_USE). */
export function deleteCustomer({ id }: { id: string }) {
  return api(customerEndpoints.delete, { query: { id } });
}

function useCustomerMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // A refusal (a stale stamp, a customer deleted elsewhere) also means the list should be read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: customersKey }),
  });
}

/** The create mutation; customer lists and tab counts reload afterwards. */
export const useCreateCustomer = () => useCustomerMutation(createCustomer);

/** The update mutation; customer lists reload afterwards, also after a conflict. */
export const useUpdateCustomer = () => useCustomerMutation(updateCustomer);

/** The delete mutation; customer lists and tab counts reload afterwards. */
export const useDeleteCustomer = () => useCustomerMutation(deleteCustomer);
