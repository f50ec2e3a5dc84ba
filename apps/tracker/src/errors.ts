/** Why the agent may no longer act for the member: it must stop, delete the credentials and upload nothing. */
export class SignedOutError extends Error {
  readonly code: 'grantRevoked' | 'memberArchived' | 'signedOut';
  constructor(code: 'grantRevoked' | 'memberArchived' | 'signedOut', message: string) {
    super(message);
    this.code = code;
  }
}

/** The server did not answer (refused, reset, timed out): retry later, nothing was decided. */
export class OfflineError extends Error {}

/** The server answered a failure: `status` and the envelope's stable code, for the caller to decide. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  constructor(status: number, code: string | undefined, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}
