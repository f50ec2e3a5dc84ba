/** The password the e2e server seeds the demo accounts with. */
export const demoPassword = 'e2e-demo-password';

export const demo = {
  owner: 'owner@demo.example',
  manager: 'manager@demo.example',
  employee: 'employee@demo.example',
  employee2: 'employee2@demo.example',
} as const;
