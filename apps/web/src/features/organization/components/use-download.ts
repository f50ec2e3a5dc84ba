import { useState } from 'react';
import { notifyError } from '../../../shared/notifications/notify.tsx';

/** A download button's work: busy while the file comes, a toast with the server's reason (or the fallback) if not. */
export function useDownload(download: () => Promise<void>, failedText: string) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      notifyError(error, failedText);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
