import { z } from 'zod';
import { pageNumber, pageSize } from './paging.ts';
import { structureMessages, structureNameMaxLength } from './structure.constants.ts';

/** A structure message with its `{{count}}` filled in. */
export const structureMessageWithCount = (message: string, count: number) =>
  message.replace('{{count}}', String(count));

/** A name from a query string: trimmed, required, at most 100 characters. */
const structureName = ({ required, tooLong }: { required: string; tooLong: string }) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(structureNameMaxLength, { error: tooLong });

export const departmentName = structureName({
  required: structureMessages.departmentNameRequired,
  tooLong: structureMessages.departmentNameTooLong,
});
export const positionName = structureName({
  required: structureMessages.positionNameRequired,
  tooLong: structureMessages.positionNameTooLong,
});

/** `POST Department/Create?DepartmentName=` (§7). */
export const createDepartmentQuery = z.object({ DepartmentName: departmentName });
/** `DELETE Department/Delete?Id=` (§7). */
export const deleteDepartmentQuery = z.object({ Id: z.uuid() });
/** `POST Position/Create?positionName=` (§7). */
export const createPositionQuery = z.object({ positionName });
/** `DELETE Position/Delete?id=` (§7). */
export const deletePositionQuery = z.object({ id: z.uuid() });
/** `GET Position/GetPagedList?pageNo&pageCount` (§7, §9: defaults 1 and 10). */
export const positionListQuery = z.object({ pageNo: pageNumber, pageCount: pageSize });
export type PositionListQuery = z.input<typeof positionListQuery>;

/** A department (§3) with how many members belong to it. */
export const department = z.object({ id: z.uuid(), name: z.string(), memberCount: z.number().int() });
export type Department = z.infer<typeof department>;

export const departmentList = z.array(department);
export type DepartmentList = z.infer<typeof departmentList>;

/** A position (§3); `totalCount` is how many members hold it. */
export const position = z.object({ id: z.uuid(), name: z.string(), totalCount: z.number().int() });
export type Position = z.infer<typeof position>;

export const positionPagedList = z.object({ items: z.array(position), totalCount: z.number().int() });
export type PositionPagedList = z.infer<typeof positionPagedList>;

/** What a delete answers: the id of the record that is gone. */
export const structureDeleted = z.object({ id: z.uuid() });
