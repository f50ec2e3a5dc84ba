import { profileImageMaxBytes, profileImageTypes } from '@worktrail/contract';

/** Why a chosen file cannot be a profile picture (§5): its type or its size; null when it may be uploaded. */
export function imageFileProblem(file: { type: string; size: number }): 'invalidFileType' | 'fileTooLarge' | null {
  if (!(profileImageTypes as readonly string[]).includes(file.type)) return 'invalidFileType';
  if (file.size > profileImageMaxBytes) return 'fileTooLarge';
  return null;
}
