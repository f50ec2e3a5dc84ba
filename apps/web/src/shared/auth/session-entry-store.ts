import type { StateStore } from 'oidc-client-ts';
import { sessionStorageKey } from './stored-session.ts';

/**
 * Where oidc-client-ts keeps the signed-in user: always the app's one session key, whichever provider and client
 * issued it, so the app reads the session at once, without first asking which provider the deployment uses.
 */
export const sessionEntryStore: StateStore = {
  async set(_key, value) {
    window.localStorage.setItem(sessionStorageKey(), value);
  },
  async get() {
    return window.localStorage.getItem(sessionStorageKey());
  },
  async remove() {
    const entry = window.localStorage.getItem(sessionStorageKey());
    window.localStorage.removeItem(sessionStorageKey());
    return entry;
  },
  async getAllKeys() {
    return window.localStorage.getItem(sessionStorageKey()) === null ? [] : [sessionStorageKey()];
  },
};
