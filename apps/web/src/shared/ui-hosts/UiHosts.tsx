import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { timings } from '@worktrail/contract';
import { useEffect } from 'react';
import classes from './ui-hosts.module.css';
import { markUiHostsReady } from './ui-hosts-request.ts';

/** Renders the dialogs opened through `shared/dialogs` and the top-right, 5 s toasts (§8, §9), below the header. */
export function UiHosts() {
  // Runs after the children's effects, so the modals event listeners are in place.
  useEffect(markUiHostsReady, []);
  return (
    <>
      <ModalsProvider />
      <Notifications position="top-right" autoClose={timings.toastMs} classNames={{ root: classes.toasts }} />
    </>
  );
}
