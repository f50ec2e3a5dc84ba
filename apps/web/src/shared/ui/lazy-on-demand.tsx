import { type ComponentType, type JSX, lazy, Suspense, useState } from 'react';

/**
 * A part of a screen in its own chunk, fetched when it is first shown instead of with the screen, so a first visit
 * loads no form, picker or validation it does not show (ARCHITECTURE §7): a dialog mounted only while open, a
 * picker shown only for one choice.
 */
export function lazyOnDemand<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Component = lazy(async () => ({ default: await load() }));
  return function OnDemand(props: Props) {
    return (
      <Suspense fallback={null}>
        <Component {...(props as Props & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  };
}

/**
 * A dialog that is always mounted and told by its props whether it is open (`isOpen`), fetched the first time it
 * opens. Once opened it stays mounted: it closes with its transition and keeps its state between openings.
 */
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
) {
  const Dialog = lazyOnDemand(load);
  return function LazyDialog(props: Props) {
    const opened = isOpen(props);
    const [wanted, setWanted] = useState(opened);
    if (opened && !wanted) setWanted(true);
    return wanted ? <Dialog {...props} /> : null;
  };
}
