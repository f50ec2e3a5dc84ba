/** The invitations calls of the catalogue (ARCHITECTURE §3); filled in as the module moves onto the catalogue. */
export const invitationEndpoints = {};
