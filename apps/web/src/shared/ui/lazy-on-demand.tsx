import { type ComponentType, type JSX, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';

/**
 * A part of a screen in its own chunk, fetched when it is first shown instead of with the screen, so a first visit
 * loads no form, picker or validation it does not show (ARCHITECTURE §7): a dialog mounted only while open, a
 * picker shown only for one choice.
 */
export function lazyOnDemand<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Component = lazy(async () => ({ default: await load() }));
  return function OnDemand(props: Props) {
    useFocusBackWhenGone();
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
    useFocusBackOnClose(opened);
    return wanted ? <Dialog {...props} /> : null;
  };
}

/** Where the focus was when a dialog opened; given back if the focus is left nowhere (on the page's body). */
function focusBack(opener: Element | null) {
  const active = document.activeElement;
  if (active !== null && active !== document.body) return;
  if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) {
    opener.focus({ preventScroll: true });
  }
}

/**
 * Mantine gives the focus back when a mounted dialog's `opened` turns false, to what had it when `opened` turned
 * true. A dialog fetched on demand is mounted open, so it never saw that: when it goes away (unmounted, the usual
 * `{editing && <Dialog />}`), the focus goes back to what had it when it came (the button that opened it).
 */
function useFocusBackWhenGone() {
  const [opener] = useState(() => document.activeElement);
  useEffect(() => () => void setTimeout(() => focusBack(opener), 0), [opener]);
}

/** The same for a dialog kept mounted and told by its props whether it is open: each time it closes. */
function useFocusBackOnClose(opened: boolean) {
  const opener = useRef<Element | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  if (opened !== wasOpen) {
    // Noted while rendering the opening: the dialog's own focus trap moves the focus as soon as it mounts.
    if (opened) opener.current = document.activeElement;
    setWasOpen(opened);
  }
  useEffect(() => {
    if (opened || opener.current === null) return;
    const timer = setTimeout(() => focusBack(opener.current), 20);
    return () => clearTimeout(timer);
  }, [opened]);
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
