/** The password the e2e server seeds the demo accounts with. */
export const demoPassword = 'e2e-demo-password';

export const demo = {
  owner: 'owner@demo.example',
  manager: 'manager@demo.example',
  employee: 'employee@demo.example',
  employee2: 'employee2@demo.example',
} as const;

/** The support person the e2e setup makes with `npm run host:admin` before the server starts (no password yet). */
export const supportHost = 'host@support.e2e.example';
