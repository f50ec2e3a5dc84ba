import { dashboardMessages } from '@worktrail/contract';
import { notFound } from '../../http/errors.ts';

export const dashboardDepartmentNotFound = () => notFound(dashboardMessages.departmentNotFound);
