import type { Endpoint, TicketAttachment } from '@worktrail/contract';
import { fileNameOf, requestFile, saveFile } from '../api/request-file.ts';

/**
 * Fetches an attached file through the side's download endpoint (the organisation's or the console's) with the
 * session's token, and saves it under the name the server gives.
 */
export async function downloadTicketFile(endpoint: Endpoint, attachment: TicketAttachment): Promise<void> {
  const response = await requestFile(endpoint, { fileId: attachment.id });
  saveFile(await response.blob(), fileNameOf(response.headers.get('content-disposition'), attachment.fileName));
}

/** How a ticket screen downloads an attachment. */
export type DownloadAttachment = (attachment: TicketAttachment) => Promise<void>;
