/** The texts of input refused before any field's own rules apply, word for word in both languages. */
export const inputMessages = {
  controlCharacters: 'Text must not contain control characters.',
  malformedText: 'Text must be valid Unicode.',
  uploadMalformed: 'The upload was incomplete or malformed. Send it again.',
} as const;
