import {
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
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
export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled buttons and blue links on white at the WCAG AA contrast of 4.5:1.
  primaryShade: 8,
  variantColorResolver,
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
