// The import boundaries of STYLE.md and ARCHITECTURE.md §9, checked by `npm run check:architecture` (part of lint).
// Paths are relative to the folder depcruise runs in: the repository root. Module cycles: .dependency-cruiser.modules.cjs.

/** Server files with a role that must stay free of HTTP: rules (services) and queries (repositories). */
const serverRuleFiles = '^apps/server/src/modules/.+\\.(service|repository)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-not-to-server',
      comment: 'The web app talks to the server over HTTP; shared shapes live in packages/contract.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-not-to-web',
      comment: 'The server serves the built web app; it never imports its source.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'contract-not-to-apps',
      comment: 'The contract is imported by the apps, never the other way round.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'feature-not-to-feature',
      comment: 'Features never import each other (STYLE.md 9): move what two features share to apps/web/src/shared.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'shared-not-to-features',
      comment: 'Imports run one way, app → features → shared: shared code never reaches into a feature.',
      severity: 'error',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'service-not-to-http',
      comment:
        'No HTTP in services (STYLE.md 2): of apps/server/src/http a service or repository may use only the error ' +
        'factories (http/errors.ts) and the AuthContext type (http/access.ts, type-only; see the next rule).',
      severity: 'error',
      from: { path: serverRuleFiles },
      to: { path: '^apps/server/src/http/', pathNot: '^apps/server/src/http/(errors|access)\\.ts$' },
    },
    {
      name: 'service-access-types-only',
      comment: 'A service takes the caller as an AuthContext value; it never runs the access checks of a route.',
      severity: 'error',
      from: { path: serverRuleFiles },
      to: { path: '^apps/server/src/http/access\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'service-not-to-fastify',
      comment: 'Requests, replies and plugins belong to routes; a service is called with plain values.',
      severity: 'error',
      from: { path: serverRuleFiles },
      // Resolved, a package path is node_modules/fastify/…; unresolved (no install), the bare name.
      to: { path: '(^|node_modules/)(fastify|@fastify/)' },
    },
    {
      name: 'no-server-file-cycles',
      comment:
        'A file that imports itself through others loads half-initialised: break the cycle. Type-only imports ' +
        "vanish at run time (a domain's demo step imports the DemoStep type of the list that runs it).",
      severity: 'error',
      from: { path: '^apps/server/src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data|drizzle)/' },
    // TypeScript 7 has no JavaScript API for depcruise to parse with; swc reads TS and TSX, `import type` included.
    parser: 'swc',
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
