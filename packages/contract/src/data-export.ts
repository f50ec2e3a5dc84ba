import { z } from 'zod';
import { dataExportStatuses } from './data-export.constants.ts';

export const dataExport = z.object({
  id: z.uuid(),
  status: z.enum(dataExportStatuses),
  /** 0–100: files written of the whole. */
  progress: z.number().int().min(0).max(100),
  createdAt: z.iso.datetime(),
  createdByName: z.string(),
  finishedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  sizeBytes: z.number().int().nullable(),
  fileName: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExport>;

export const dataExportIdQuery = z.object({ id: z.uuid() });
