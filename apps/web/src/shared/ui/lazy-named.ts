import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A component in its own chunk (React.lazy), taken from a named export. */
export function lazyNamed<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name] & ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as Module[Name] & ComponentType }));
}
