import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingEndpoints, type PaymentProvider } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { organizationKey } from './get-organization.ts';

/** `Subscription/SetPackage?packageId` (§7): at once for an upgrade, else from the next period; says which. */
export const setPackage = ({ packageId }: { packageId: string }) =>
  api(billingEndpoints.setPackage, { query: { packageId } });

export type PaymentMethodFields = {
  organizationId: string;
  provider: PaymentProvider;
  billingEmail: string | null;
  billingAddress: string | null;
};

/** `update-payment-method/{id}` (§7): `{id}` is the organisation's own id. */
export const updatePaymentMethod = ({ organizationId, ...body }: PaymentMethodFields) =>
  api(billingEndpoints.updatePaymentMethod, { params: { id: organizationId }, body });

/** A change of billing: the page (plan, seats, balance, invoices) is read again either way. */
function useBillingMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: organizationKey }),
  });
}

export const useSetPackage = () => useBillingMutation(setPackage);
export const useUpdatePaymentMethod = () => useBillingMutation(updatePaymentMethod);
