// The profile form's schema, imported when it is sent: the screen's first visit carries no zod (ARCHITECTURE §7).
export { updateProfileRequest } from '@worktrail/contract';
