// Cycles between server modules (the folders of apps/server/src/modules), the second pass of
// `npm run check:architecture`. A pass of its own because it looks at a narrower graph than the boundaries do.
const { options } = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-server-module-cycles',
      comment:
        'Server modules depend on each other one way: a cycle means a piece belongs in a third module, or one side ' +
        'should receive what it needs as an argument.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/[^/]+$' },
      to: { path: '^apps/server/src/modules/[^/]+$', circular: true },
    },
  ],
  options: {
    ...options,
    includeOnly: { path: '^apps/server/src/modules/' },
    // Left out of the graph: tables (foreign keys follow the data model, which has its cycles: a member has a
    // position, a position lists its members), tests, and the demo and canary seeds that wire every domain together.
    exclude: { path: '(^|/)node_modules/|\\.(table|test|demo|canary|fixture)\\.ts$|^apps/server/src/modules/demo/' },
  },
};
