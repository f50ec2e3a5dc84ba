#!/usr/bin/env node
// The command. Installed from npm it runs the built JavaScript (Node does not strip types under node_modules);
// in the project's checkout, where the TypeScript sources are, it runs them, so working on it needs no build.
import { existsSync } from 'node:fs';

const source = new URL('../src/cli.ts', import.meta.url);
await import(existsSync(source) ? source.href : new URL('../dist/cli.js', import.meta.url).href);
