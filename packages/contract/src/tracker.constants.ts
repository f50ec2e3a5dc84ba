// The tracker API's limits and texts without its schemas, so the web's message table can read them without zod.

/** Limits of the tracker calls. */
export const trackerLimits = {
  /** Slots in one UploadSlots call. */
  slotsPerBatch: 500,
  /** Apps and URL hosts in one slot. */
  appsPerSlot: 50,
  /** One slot covers at most one UTC 10-minute window. */
  windowSeconds: 600,
  /** How far ahead of the server's clock a timestamp may be (agents' clocks drift). */
  clockSkewSeconds: 120,
  /** Presence counts as online this long after the last heartbeat. */
  onlineSeconds: 120,
  appNameMax: 200,
  urlMax: 2000,
  noteMax: 4000,
} as const;

/** Why the tracker refuses an entry or one slot; texts shown to agents' users. */
export const trackerMessages = {
  entryNotFound: 'The activity was not found among your tracked activities.',
  entryIdTaken: 'This activity id is already used.',
  alreadyRunning: 'Another activity is running; stop it first.',
  alreadyStopped: 'The activity is already stopped at another time.',
  endBeforeSlots: 'The activity cannot end before its uploaded activity.',
  slotDuration: 'A slot lasts from 1 to 600 seconds.',
  slotParts: 'Active, keyboard and mouse seconds and app seconds must be between 0 and the slot’s seconds.',
  slotWindow:
    'A slot must lie inside one 10-minute window (UTC) and start at the window’s start or its activity’s start.',
  slotOutsideEntry: 'The slot lies outside its activity.',
  slotTaken: 'Another slot of yours starts at this time.',
  appInvalid: 'An app or URL name is not valid.',
} as const;
