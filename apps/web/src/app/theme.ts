import {
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  type MantineThemeOverride,
  Notification,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * Coloured text on a tint or a white outline (the light and outline variants of badges and buttons) is shade 9 of its
 * colour by default, and orange, yellow or green there reads below the WCAG AA 4.5:1; a quarter of black mixed in
 * keeps the hue and reads above it for every colour. The app is light only (AppProviders).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light' && input.variant !== 'outline') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  const text = `color-mix(in srgb, var(--mantine-color-${parsed.color}-9) 75%, black)`;
  return { ...colors, color: text, hoverColor: text };
};

/** Mantine theme of the portal. */
export const theme: MantineThemeOverride = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled buttons and blue links on white at the WCAG AA contrast of 4.5:1.
  primaryShade: 8,
  variantColorResolver,
  defaultRadius: 'md',
  components: {
    // A toast's text is dimmed gray 6 by default, below the AA contrast on white.
    Notification: Notification.extend({ styles: { description: { color: 'var(--mantine-color-gray-7)' } } }),
    // A file picker's "Choose files" is real text in a span (not an input's placeholder): gray 5 is far below AA.
    InputPlaceholder: { styles: { placeholder: { color: 'var(--mantine-color-dimmed)' } } },
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

/**
 * The theme with the texts Mantine's own controls need in the current language: a dialog's close button has no
 * text of its own, so without this screen readers meet an unnamed button in every modal (axe: button-name).
 */
export const themeIn = ({ closeLabel }: { closeLabel: string }): MantineThemeOverride => ({
  ...theme,
  components: {
    ...theme.components,
    // A plain override, not Modal.extend: importing Modal here would pull it into the first-load script.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
  },
});
