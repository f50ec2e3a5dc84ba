import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { confirmDialog } from '../dialogs/dialogs.tsx';

/** The in-app address a plain left click on a link would open, or null when the click is not such a navigation. */
function inAppTarget(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url : null;
}

/**
 * While `dirty`, leaving the page asks first: a link inside the app opens "Leave without saving?" (leave or stay),
 * and closing or reloading the tab gets the browser's own question. The app routes with `<BrowserRouter>`, which
 * has no `useBlocker`, so links are caught before the router sees them. The browser's Back button is not caught.
 */
export function useUnsavedChangesPrompt(dirty: boolean): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const url = inAppTarget(event);
      if (!url) return;
      const target = `${url.pathname}${url.search}${url.hash}`;
      if (target === here) return;
      // Caught while capturing, before React and the router: the page stays until the person says leave.
      event.preventDefault();
      event.stopPropagation();
      void confirmDialog({
        title: t('dialog.unsaved.title'),
        message: t('dialog.unsaved.message'),
        confirmLabel: t('dialog.unsaved.leave'),
        cancelLabel: t('dialog.unsaved.stay'),
      }).then((leave) => {
        if (leave) void navigate(target);
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, here, navigate, t]);
}
