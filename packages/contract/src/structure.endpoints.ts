import { defineEndpoint } from './endpoint.ts';
import { permissions } from './permissions.ts';
import {
  createDepartmentQuery,
  createPositionQuery,
  deleteDepartmentQuery,
  deletePositionQuery,
  department,
  departmentList,
  position,
  positionListQuery,
  positionPagedList,
  structureDeleted,
} from './structure.ts';

const departmentTags = ['Departments'];
const positionTags = ['Positions'];

/** Spec §7: the departments and positions calls. */
export const structureEndpoints = {
  departmentList: defineEndpoint({
    method: 'GET',
    path: '/api/v1/Department/GetDepartmentList',
    access: permissions.members.read,
    tags: departmentTags,
    summary: 'Every department of the organisation by name, with how many members belong to it',
    result: departmentList,
  }),
  createDepartment: defineEndpoint({
    method: 'POST',
    path: '/api/v1/Department/Create',
    access: permissions.members.manage,
    tags: departmentTags,
    summary: 'Create a department; the name is trimmed, required, at most 100 characters and new (ignoring case)',
    query: createDepartmentQuery,
    result: department,
    errors: ['ALREADY_EXISTS'],
  }),
  deleteDepartment: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/Department/Delete',
    access: permissions.members.manage,
    tags: departmentTags,
    summary: 'Delete a department; one members still belong to is refused (409 IN_USE) until they are reassigned',
    query: deleteDepartmentQuery,
    result: structureDeleted,
    errors: ['NOT_FOUND', 'IN_USE'],
  }),
  positionList: defineEndpoint({
    method: 'GET',
    path: '/api/v1/Position/GetPagedList',
    access: permissions.members.read,
    tags: positionTags,
    summary: "One page of the organisation's positions by name; totalCount of an item is its member count",
    query: positionListQuery,
    result: positionPagedList,
  }),
  createPosition: defineEndpoint({
    method: 'POST',
    path: '/api/v1/Position/Create',
    access: permissions.members.manage,
    tags: positionTags,
    summary: 'Create a position; the name is trimmed, required, at most 100 characters and new (ignoring case)',
    query: createPositionQuery,
    result: position,
    errors: ['ALREADY_EXISTS'],
  }),
  deletePosition: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/Position/Delete',
    access: permissions.members.manage,
    tags: positionTags,
    summary: 'Delete a position; one members still hold is refused (409 IN_USE) until they are reassigned',
    query: deletePositionQuery,
    result: structureDeleted,
    errors: ['NOT_FOUND', 'IN_USE'],
  }),
};
