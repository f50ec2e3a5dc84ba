import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { billingEndpoints, type Invoice } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { fileNameOf, requestFile, saveFile } from '../../../shared/api/request-file.ts';
import { organizationKey } from './get-organization.ts';

export type InvoiceListParams = { page: number; size: number };

/** One page of the organisation's invoices, newest first, with their payments and balance. */
export const invoicesQueryOptions = ({ page, size }: InvoiceListParams) =>
  queryOptions({
    queryKey: [...organizationKey, 'invoices', { page, size }],
    queryFn: ({ signal }) => api(billingEndpoints.invoices, { query: { PageNo: page, PageSize: size }, signal }),
  });

/** One page of invoices; the previous page stays shown while the next loads. */
export const useInvoices = (params: InvoiceListParams) =>
  useQuery({ ...invoicesQueryOptions(params), placeholderData: keepPreviousData });

/** `Invoice/DownloadPdf`: fetches the invoice's PDF with the session's token and saves it. */
export async function downloadInvoicePdf(invoice: Pick<Invoice, 'id' | 'number'>): Promise<void> {
  const response = await requestFile(billingEndpoints.invoicePdf, { invoiceId: invoice.id });
  saveFile(await response.blob(), fileNameOf(response.headers.get('content-disposition'), `${invoice.number}.pdf`));
}
