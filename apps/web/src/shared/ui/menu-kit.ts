// Mantine's menu with its popover positioning and interactions: fetched by the first press of an OnDemandMenu's
// button, not with the screen that shows the button.
export { Menu } from '@mantine/core';
