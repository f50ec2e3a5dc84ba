// Mantine's tooltip with its popover positioning and interactions: fetched when a project's members are first
// pointed at or focused, not with the projects list that shows them.
export { Tooltip } from '@mantine/core';
