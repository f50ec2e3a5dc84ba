// The task name's schema, imported when a quick task is added: the list's first visit carries no zod (ARCHITECTURE §7).
export { taskFields } from '@worktrail/contract';
