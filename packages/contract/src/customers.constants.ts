/** Customer states of spec §3. */
export const customerStatuses = ['active', 'inactive'] as const;
export type CustomerStatus = (typeof customerStatuses)[number];

/** The status tabs of the customers screen: one state, or both. */
export const customerStatusFilters = [...customerStatuses, 'all'] as const;
export type CustomerStatusFilter = (typeof customerStatusFilters)[number];

/** The orders the customers list offers: by name or by date joined, either way. */
export const customerSortings = ['name asc', 'name desc', 'createdAt asc', 'createdAt desc'] as const;
export type CustomerSorting = (typeof customerSortings)[number];

/** Limits of a customer's texts. */
export const customerLimits = { nameMax: 200, noteMax: 2000 } as const;

/** Texts of the customers API that server and web show word for word. */
export const customerMessages = {
  nameRequired: 'Customer name is required.',
  nameTooLong: 'Customer name must be at most 200 characters.',
  noteTooLong: 'The note must be at most 2000 characters.',
  alreadyExists: 'A customer with this name already exists.',
  notFound: 'The customer was not found.',
  stampRequired: 'The concurrency stamp is required to update a customer.',
} as const;

/** Customer texts with a number in them: the server fills in `{{count}}`, the web dictionaries too (same key). */
export const customerTemplates = {
  inUse: 'This customer cannot be deleted because it still has {{count}} project(s). Delete or move them first.',
} as const;
