import { type CSSVariablesResolver, createTheme, Notification } from '@mantine/core';

/** Mantine theme of the portal. */
export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled buttons and blue links on white at the WCAG AA contrast of 4.5:1.
  primaryShade: 8,
  defaultRadius: 'md',
  components: {
    // A toast's text is dimmed gray 6 by default, below the AA contrast on white.
    Notification: Notification.extend({ styles: { description: { color: 'var(--mantine-color-gray-7)' } } }),
  },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", Tahoma, Arial, sans-serif',
});

/**
 * Mantine's dimmed text (gray 6 on white, 3.3:1) is below the WCAG AA contrast for text; gray 7 reads at 7:1 and
 * still looks secondary.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: { '--mantine-color-dimmed': current.colors.gray[7] ?? '' },
  dark: {},
});
