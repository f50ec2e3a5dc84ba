// Mantine's selects with their dropdowns (combobox, popover positioning, scroll area): fetched by the first use of a
// select's stand-in (on-demand-fields.tsx), not with the screen that shows it.
export { MultiSelect, Select } from '@mantine/core';
