/** Business constants and limits of spec §9. */
export const paging = { defaultPage: 1, defaultPageSize: 10, maxPageSize: 100, customerSkip: 0 } as const;

export const timeline = { maxRangeDays: 31 } as const;

export const profileImage = {
  maxBytes: 5 * 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

export const password = { minLength: 8 } as const;

export const projects = {
  defaultColor: '#98A2B3',
  placeholderDate: '0001-01-01',
  defaultMaxWorkingHours: 0,
} as const;

/** Top-N sizes of the dashboard, attendance and charts. */
export const topResults = 10;

/** UI timings in milliseconds (§8, §9). */
export const timings = {
  toastMs: 5000,
  archiveSuccessMs: 1500,
  conflictNoticeMs: 2000,
  persistenceTimeoutMs: 5000,
  dialogBackdropMs: 10,
  dialogConfirmFocusMs: 100,
  dialogCloseMs: 150,
} as const;

export const stackedModalZIndex = 1050;
export const queryRetry = 1;
export const defaultTaskbarView = 'barView';

/** Sign-in library defaults of §9, in seconds. */
export const signIn = {
  staleStateAgeS: 900,
  clockSkewS: 300,
  expiryWarningS: 60,
  silentRenewTimeoutS: 10,
  checkSessionIntervalS: 2,
} as const;

export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';
export const rtlLanguages: readonly Language[] = ['ar'];

/** Where the API documentation (Swagger UI) is served; its OpenAPI JSON is at `${apiDocsPath}/json`. */
export const apiDocsPath = '/api/docs';
