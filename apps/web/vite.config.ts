import type { IncomingMessage } from 'node:http';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { contractRoutes } from './vite-plugin-contract-routes.ts';
import { precompress } from './vite-plugin-precompress.ts';
import { scriptBudget } from './vite-plugin-script-budget.ts';

const mantineComponent = (path: string) =>
  new RegExp(`[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/]${path}\\.mjs$`);

/**
 * Imports of Mantine components that bring a whole library for one small piece, each replaced by that piece:
 * ScrollArea (which every Table brings, for its scroll container) takes one hook from @floating-ui/react (14 KB of
 * script) and Mantine's own hook does the same; the AppShell's header, footer and aside take one class name from
 * react-remove-scroll (3 KB on every screen), which its scrollbar package exports on its own.
 */
const lighterImports = [
  {
    module: mantineComponent('ScrollArea/ScrollArea'),
    from: 'import { useMergeRefs } from "@floating-ui/react";',
    to: 'import { useMergedRef } from "@mantine/hooks";\nconst useMergeRefs = (refs) => useMergedRef(...refs);',
  },
  // Popover (which every Select, Combobox, Menu and date input opens) only positions its dropdown, so it takes the
  // positioning half of floating-ui, the part @floating-ui/react re-exports, without the interactions (8 KB).
  ...['Popover/use-popover', 'Tooltip/TooltipFloating/use-floating-tooltip'].map((path) => ({
    module: mantineComponent(path),
    from: ' from "@floating-ui/react";',
    to: ' from "@floating-ui/react-dom";',
  })),
  // Table carries Table.ScrollContainer, which brings ScrollArea (5 KB) to every screen with a table; the app scrolls
  // its tables with ScrollTable instead, and the build refuses Table.ScrollContainer in its sources (below).
  {
    module: mantineComponent('Table/Table'),
    from: 'import { TableScrollContainer } from "./TableScrollContainer.mjs";',
    to: 'const TableScrollContainer = () => { throw new Error("Table.ScrollContainer is left out of the build: use ScrollTable"); };',
  },
  ...['Header', 'Footer', 'Aside'].map((part) => ({
    module: mantineComponent(`AppShell/AppShell${part}/AppShell${part}`),
    from: 'import { RemoveScroll } from "react-remove-scroll";',
    to: 'import { zeroRightClassName } from "react-remove-scroll-bar/constants";\nconst RemoveScroll = { classNames: { zeroRight: zeroRightClassName } };',
  })),
];

const appSource = /[\\/]apps[\\/]web[\\/]src[\\/].*\.tsx?$/;

/** Applies `lighterImports`; a Mantine update that changes one of those imports fails the build rather than silently. */
function lighterMantineImports(): Plugin {
  return {
    name: 'worktrail:lighter-mantine-imports',
    // Only the bundle's weight is at stake; development serves the dependencies as they are.
    apply: 'build',
    transform(code, id) {
      if (appSource.test(id) && code.includes('<Table.ScrollContainer')) {
        throw new Error(`${id} uses Table.ScrollContainer, which the build leaves out: use ScrollTable`);
      }
      const replacement = lighterImports.find(({ module }) => module.test(id));
      if (!replacement) return undefined;
      if (!code.includes(replacement.from)) throw new Error(`${id} no longer has: ${replacement.from}`);
      return code.replace(replacement.from, replacement.to);
    },
  };
}

const apiServer = process.env.WORKTRAIL_API_URL ?? 'http://localhost:3000';

/** Proxies to the API server but keeps the Host header, so the provider sees the dev origin as its issuer. */
const toServer: ProxyOptions = { target: apiServer, xfwd: true };

/** The provider sends the browser to /connect/interaction/:uid; that page is the SPA's login screen. */
const servePageForBrowserNavigation = (req: IncomingMessage) =>
  req.method === 'GET' && req.headers.accept?.includes('text/html') ? '/index.html' : undefined;

export default defineConfig({
  // ARCHITECTURE §7: at most 200 KB (aim 170); about 164 KB today. The first load carries the catalogue's routes
  // without their schemas (so no zod) and only the first screen's texts; each feature's load with its screens.
  plugins: [
    react(),
    lighterMantineImports(),
    contractRoutes(),
    precompress(),
    scriptBudget({ maxGzipBytes: 200 * 1024 }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // What every first load needs goes in one vendor and one shell file instead of dozens of tiny shared chunks.
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            // The check icon the sign-up forms' checkboxes share with the pickers stays in a file of its own.
            {
              name: 'check-icon',
              test: /[\\/]Checkbox[\\/]CheckIcon\.mjs$/,
              priority: 1.6,
              includeDependenciesRecursively: false,
            },
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': toServer,
      '/v1': toServer,
      // The spec's invitation-link call has no /api prefix (§7).
      '/app/user-invites': toServer,
      '/account/my-profile': toServer,
      '/.well-known': toServer,
      // The provider's sign-out page loads its form-submitting script from here.
      '/identity': toServer,
      '/connect/interaction': { ...toServer, bypass: servePageForBrowserNavigation },
      '/connect': toServer,
    },
  },
});
