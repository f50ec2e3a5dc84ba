/** Full-page navigation, for URLs outside the SPA's router (the identity provider) or a clean restart. */
export function leavePageTo(url: string): void {
  window.location.assign(url);
}
