/** The provider's user codes: 8 letters of BCDFGHJKLMNPQRSTVWXZ, shown as XXXX-XXXX; typed in any case and spacing. */
const userCodeLetters = /^[BCDFGHJKLMNPQRSTVWXZ]{8}$/;

/** The code as the agent shows it, from what the person typed; null when it cannot be one. */
export function normaliseUserCode(typed: string): string | null {
  const letters = typed.toUpperCase().replace(/[^A-Z]/g, '');
  if (!userCodeLetters.test(letters)) return null;
  return `${letters.slice(0, 4)}-${letters.slice(4)}`;
}
