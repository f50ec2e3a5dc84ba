/** Texts of the screenshot calls that clients show word for word. */
export const screenshotMessages = {
  fileRequired: 'Attach the screenshot as the file part `file`.',
  notMultipart: 'Send the screenshot as multipart/form-data.',
  malformed: 'The upload could not be read: send the fields and one file part.',
  invalidFileType: 'The screenshot must be a JPEG, PNG or WebP image.',
  fileTooLarge: 'The screenshot must be at most 10 MB.',
  tooManyPixels: 'The screenshot has too many pixels.',
  unreadable: 'The screenshot could not be read.',
  turnedOff: 'Screenshots are turned off for this member.',
  entryNotFound: 'The activity of this screenshot was not found.',
  outsideEntry: 'The screenshot was not taken during its activity.',
  future: 'A screenshot cannot be taken in the future.',
  idTaken: 'A different screenshot already has this id.',
  notFound: 'The screenshot was not found.',
  alreadyDeleted: 'This screenshot has already been deleted.',
  deletionPrevented: 'Screenshots of this member cannot be deleted.',
  memberNotFound: 'The member was not found.',
  linkInvalid: 'This link is not valid or has expired.',
} as const;

/** The largest screenshot file an agent may upload. */
export const screenshotMaxBytes = 10 * 1024 * 1024;
/** How long a signed screenshot link works, in seconds. */
export const screenshotUrlSeconds = 300;
