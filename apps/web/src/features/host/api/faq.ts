import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FaqItemRequest, hostEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { hostKey } from './get-host.ts';

const faqKey = [...hostKey, 'faq'] as const;

/** Every FAQ item, published or draft, in order. */
export const useHostFaq = () => useQuery({ queryKey: faqKey, queryFn: () => api(hostEndpoints.faq) });

export const createFaq = (fields: FaqItemRequest) => api(hostEndpoints.createFaq, { body: fields });
export const updateFaq = ({ id, ...fields }: FaqItemRequest & { id: string }) =>
  api(hostEndpoints.updateFaq, { query: { id }, body: fields });
export const deleteFaq = ({ id }: { id: string }) => api(hostEndpoints.deleteFaq, { query: { id } });
/** Puts the FAQ in this order: the full list of ids, each once. */
export const orderFaq = ({ ids }: { ids: string[] }) => api(hostEndpoints.orderFaq, { body: { ids } });

function useFaqMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: faqKey }) });
}

export const useCreateFaq = () => useFaqMutation(createFaq);
export const useUpdateFaq = () => useFaqMutation(updateFaq);
export const useDeleteFaq = () => useFaqMutation(deleteFaq);
export const useOrderFaq = () => useFaqMutation(orderFaq);
