import { useTranslation } from 'react-i18next';
import classes from './SkipLink.module.css';

export const mainContentId = 'main-content';

/** The first focusable element: jumps keyboard users past the header and navigation to the screen's main part. */
export function SkipLink({ targetId = mainContentId }: { targetId?: string }) {
  const { t } = useTranslation();
  return (
    <a className={classes.skipLink} href={`#${targetId}`}>
      {t('app.skipToContent')}
    </a>
  );
}
