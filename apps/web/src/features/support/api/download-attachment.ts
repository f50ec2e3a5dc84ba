import { supportEndpoints, type TicketAttachment } from '@worktrail/contract';
import { downloadTicketFile } from '../../../shared/tickets/download-attachment.ts';

/** GET FileStore/DownLoadFileAsStream: fetches an attached file with the session's token and saves it. */
export const downloadAttachment = (attachment: TicketAttachment) =>
  downloadTicketFile(supportEndpoints.download, attachment);
