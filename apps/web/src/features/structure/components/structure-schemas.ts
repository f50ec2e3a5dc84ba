// The names' schemas, imported when a name is added: the screen's first visit carries no zod (ARCHITECTURE §7).
export { departmentName, positionName } from '@worktrail/contract';
