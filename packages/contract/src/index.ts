export * from './auth.ts';
export * from './auth-constants.ts';
export * from './constants.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './navigation.ts';
export * from './paging.ts';
export * from './permissions.ts';
