/** The issuer tests and the bench run the server under. */
export const testPublicUrl = 'http://localhost:3000';

/** The password seeded test accounts get unless they name one. */
export const testPassword = 'correct horse battery';
