import { supportLimits } from '@worktrail/contract';
import { i18n } from '../i18n/i18n.ts';

/** What the file picker offers: the kinds the server accepts (it still sniffs the bytes), logs by their name. */
export const acceptedFiles = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
  'application/pdf': ['.pdf'],
  'text/plain': ['.txt', '.log'],
};

const megabytes = supportLimits.fileMaxBytes / (1024 * 1024);

/**
 * Checks files before they are sent, with the server's own texts (§8): at most five at once, each at most 10 MB
 * and not empty. Returns the first refusal, or null when the files may go.
 */
export function attachmentProblem(files: readonly File[]): string | null {
  if (files.length > supportLimits.filesPerRequest) {
    return i18n.t('support.messages.tooManyFiles', { count: supportLimits.filesPerRequest });
  }
  if (files.some((file) => file.size > supportLimits.fileMaxBytes)) {
    return i18n.t('support.messages.fileTooLarge', { megabytes });
  }
  const empty = files.find((file) => file.size === 0);
  if (empty) return i18n.t('support.messages.fileEmpty', { name: empty.name });
  return null;
}

/** The refusal for a file of a kind the server does not take. */
export const unsupportedFileText = () => i18n.t('support.messages.fileTypeUnsupported');

/** The same kinds as an `accept` attribute, for a plain file input. */
export const acceptAttribute = Object.entries(acceptedFiles)
  .flatMap(([type, endings]) => [type, ...endings])
  .join(',');
