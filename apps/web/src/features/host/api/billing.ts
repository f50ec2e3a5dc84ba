import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type EndpointInput,
  type EndpointResult,
  hostBillingEndpoints,
  type invoiceStatuses,
} from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { fileNameOf, requestFile, saveFile } from '../../../shared/api/request-file.ts';
import { hostKey } from './get-host.ts';

const invoicesKey = [...hostKey, 'invoices'] as const;

export type InvoiceStatus = (typeof invoiceStatuses)[number];
/** An invoice of any organisation, with its payments and balance. */
export type HostInvoice = EndpointResult<typeof hostBillingEndpoints.recordPayment>;
export type RecordPaymentRequest = EndpointInput<typeof hostBillingEndpoints.recordPayment>['body'];

export type HostInvoiceParams = {
  page: number;
  size: number;
  organizationId: string | null;
  status: InvoiceStatus | null;
};

/** One page of the invoices of every organisation, newest first. */
export const getHostInvoices = ({ page, size, organizationId, status }: HostInvoiceParams) =>
  api(hostBillingEndpoints.invoices, {
    query: {
      PageNo: page,
      PageSize: size,
      OrganizationId: organizationId ?? undefined,
      Status: status ?? undefined,
    },
  });

/** One page of invoices; the previous page stays shown while the next loads. */
export const useHostInvoices = (params: HostInvoiceParams) =>
  useQuery({
    queryKey: [...invoicesKey, params],
    queryFn: () => getHostInvoices(params),
    placeholderData: keepPreviousData,
  });

function useInvoicesMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: invoicesKey }) });
}

/** Records a payment received against an invoice; the answer is the invoice with its new balance. */
export const recordPayment = (body: RecordPaymentRequest) => api(hostBillingEndpoints.recordPayment, { body });
export const useRecordPayment = () => useInvoicesMutation(recordPayment);

/** Runs the billing job now (safe to run twice): how many invoices it issued and periods it rolled. */
export const runBilling = () => api(hostBillingEndpoints.runBilling);
export const useRunBilling = () => useInvoicesMutation(runBilling);

/** Downloads an invoice of any organisation as a PDF under the server's file name. */
export async function downloadInvoicePdf({ invoiceId, number }: { invoiceId: string; number: string }) {
  const response = await requestFile(hostBillingEndpoints.invoicePdf, { invoiceId });
  saveFile(await response.blob(), fileNameOf(response.headers.get('Content-Disposition'), `${number}.pdf`));
}
export const useDownloadInvoicePdf = () => useMutation({ mutationFn: downloadInvoicePdf });
