/** Object `B`'s keys over object `A`'s, as `{ ...a, ...b }` makes them. */
type Spread<A, B> = { [K in keyof A | keyof B]: K extends keyof B ? B[K] : K extends keyof A ? A[K] : never };

/** The first screen's texts with each lazily loaded dictionary spread into the top-level key it is named after. */
export type WholeDictionary<Shell, Lazy> = {
  [K in keyof Shell | keyof Lazy]: K extends keyof Lazy
    ? K extends keyof Shell
      ? Spread<Shell[K], Lazy[K]>
      : Lazy[K]
    : K extends keyof Shell
      ? Shell[K]
      : never;
};

/** A language's whole dictionary, as i18next holds it once every dictionary is loaded (for types and tests). */
export function wholeDictionary<Shell extends Record<string, object>, Lazy extends Record<string, object>>(
  shell: Shell,
  lazy: Lazy,
): WholeDictionary<Shell, Lazy> {
  const whole: Record<string, object> = { ...shell };
  for (const [name, texts] of Object.entries(lazy)) whole[name] = { ...whole[name], ...texts };
  return whole as WholeDictionary<Shell, Lazy>;
}
