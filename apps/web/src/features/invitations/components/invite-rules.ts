// The contract's §5 rules of an invite list check addresses with zod: a module of their own, so the invite screen
// fetches them (and zod) when its form is first used, not with the screen (issue 18: a first visit within 200 KB).
export { inviteEmailErrors } from '@worktrail/contract';
