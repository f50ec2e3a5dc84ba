import type { IncomingMessage } from 'node:http';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { contractRoutes } from './vite-plugin-contract-routes.ts';
import { precompress } from './vite-plugin-precompress.ts';
import { scriptBudget } from './vite-plugin-script-budget.ts';

const overlays =
  /[\\/]node_modules[\\/](@floating-ui[\\/]|@mantine[\\/]core[\\/]esm[\\/]components[\\/](Popover|Combobox|Select|ScrollArea|FocusTrap|Menu|Tooltip|Portal|Transition|Overlay|VisuallyHidden|ColorSwatch)[\\/])/;

const apiServer = process.env.WORKTRAIL_API_URL ?? 'http://localhost:3000';

/** Proxies to the API server but keeps the Host header, so the provider sees the dev origin as its issuer. */
const toServer: ProxyOptions = { target: apiServer, xfwd: true };

/** The provider sends the browser to /connect/interaction/:uid; that page is the SPA's login screen. */
const servePageForBrowserNavigation = (req: IncomingMessage) =>
  req.method === 'GET' && req.headers.accept?.includes('text/html') ? '/index.html' : undefined;

export default defineConfig({
  // ARCHITECTURE §7: at most 200 KB (aim 170); about 162 KB today. The first load carries the catalogue's routes
  // without their schemas (so no zod) and only the first screen's texts; each feature's load with its screens.
  plugins: [react(), contractRoutes(), precompress(), scriptBudget({ maxGzipBytes: 200 * 1024 })],
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
            // The check icon the sign-up forms' checkboxes share with the pickers below stays out of their file.
            {
              name: 'check-icon',
              test: /[\\/]Checkbox[\\/]CheckIcon\.mjs$/,
              priority: 1.6,
              includeDependenciesRecursively: false,
            },
            // The popovers, pickers and menus every signed-in screen loads with its header (the timer's pickers,
            // the account menu): one file compresses better than the dozen small ones they would otherwise be.
            { name: 'overlays', test: overlays, priority: 1.5 },
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
