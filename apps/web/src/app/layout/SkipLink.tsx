import { useTranslation } from 'react-i18next';
import classes from './layout.module.css';

export const mainContentId = 'main-content';

/** The first focusable element: jumps keyboard users past the header and sidebar. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={classes.skipLink} href={`#${mainContentId}`}>
      {t('app.skipToContent')}
    </a>
  );
}
