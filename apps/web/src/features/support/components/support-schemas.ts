// The reply's schema, imported when a reply is sent: a ticket's first visit carries no zod (ARCHITECTURE §7).
export { ticketComment } from '@worktrail/contract';
