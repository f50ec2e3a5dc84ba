/** The source of "now"; tests inject a fixed or advancing clock. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };
