import { type ComponentType, type JSX, lazy, Suspense, useCallback, useEffect, useState } from 'react';

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

/**
 * A module fetched the first time a control that is shown from the start is used (clicked or focused), for the
 * parts of a header a first visit never opens: until then a light stand-in keeps the control's place (and focus),
 * `loading` while the chunk is on its way, and `demanded` says this control asked for it, so it can open at once.
 * Once fetched, every later user starts with the module.
 */
export function onDemandModule<Module>(load: () => Promise<Module>) {
  let loaded: Module | undefined;
  let pending: Promise<Module> | undefined;
  const fetchOnce = () => {
    pending ??= load().then((module) => {
      loaded = module;
      return module;
    });
    // A failed fetch may be tried again on the next use.
    pending.catch(() => {
      pending = undefined;
    });
    return pending;
  };
  return function useOnDemandModule() {
    const [module, setModule] = useState(() => loaded);
    const [demanded, setDemanded] = useState(false);
    /** Asks for the module; the promise is for a handler that needs it before going on (a form's submit). */
    const demand = useCallback(() => {
      setDemanded(true);
      const fetched = fetchOnce();
      fetched.then(setModule, () => setDemanded(false));
      return fetched;
    }, []);
    return { module, demand, demanded, loading: demanded && !module };
  };
}

/**
 * False on the first render, true right after: a menu or popover fetched by the click that opens it opens just
 * after it is mounted, not with it, so it notes its button (which takes the focus) and gives the focus back to it
 * when it closes.
 */
export function useAfterMount() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
