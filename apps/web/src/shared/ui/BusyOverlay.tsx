import { LoadingOverlay } from '@mantine/core';
import classes from './BusyOverlay.module.css';

/** A blurred loading overlay over its positioned parent that blocks nothing (§9): clicks pass through. */
export function BusyOverlay({ visible }: { visible: boolean }) {
  return (
    <LoadingOverlay
      visible={visible}
      className={classes.overlay}
      overlayProps={{ blur: 2, className: classes.overlay }}
      aria-hidden="true"
    />
  );
}
