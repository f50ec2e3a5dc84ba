import { password } from './constants.ts';

/** Texts of the accounts API that server and web show word for word. */
export const accountMessages = {
  invalidEmail: 'Invalid email format',
  passwordTooShort: `Password must be at least ${password.minLength} characters`,
  passwordTooLong: 'Password must be at most 1024 characters',
  acceptTerms: 'You must agree to the Terms of Service and Privacy Policy',
  usernameLength: 'Username must be 3 to 32 characters',
  usernameCharacters: 'Username may contain only letters, digits, dots, underscores and hyphens',
  usernameTaken: 'This username is already taken.',
  passwordMismatch: 'The password confirmation does not match.',
  tokenInvalid: 'This link is invalid or has expired. Request a new one.',
  emailNotVerified: 'Confirm your email address first. We can send you the link again.',
  currentPasswordIncorrect: 'The current password is incorrect.',
} as const;

export const teamSizes = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export type TeamSize = (typeof teamSizes)[number];
