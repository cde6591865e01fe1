import { Badge, createTheme, darken, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core'
import badgeClasses from './styles/badge.module.css'

// Courtside green (court surface) with a warm ball-yellow accent.
const court: MantineColorsTuple = [
  '#e8f8f1',
  '#d5ede2',
  '#a9dac4',
  '#7ac6a4',
  '#53b589',
  '#3aab78',
  '#2ba56e',
  '#1d905d',
  '#118051',
  '#006f43',
]
const ball: MantineColorsTuple = [
  '#fdfde4',
  '#f9f8cf',
  '#f3f0a0',
  '#ece86d',
  '#e6e143',
  '#e3dc28',
  '#e1da16',
  '#c8c104',
  '#b1ab00',
  '#989300',
]

export const theme = createTheme({
  primaryColor: 'court',
  primaryShade: { light: 8 },
  colors: { court, ball },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '750' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Every badge wraps rather than cutting its text at 320 px (styles/badge.module.css).
    Badge: Badge.extend({ classNames: { root: badgeClasses.root, label: badgeClasses.label } }),
  },
})

/**
 * Text colours that meet WCAG AA (4.5:1) on the backgrounds they are used on (DESIGN.md: axe finds
 * no serious violations, e2e/accessibility.spec.ts): Mantine's dimmed grey (#868e96, 3.3:1 on
 * white) becomes #5f666d (5.8:1), and the text of `light` badges and alerts is shade 9 darkened by
 * 30% (orange was 3.6:1 on its light background; now 6:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f666d',
    ...Object.fromEntries(
      Object.entries(mantineTheme.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        darken(shades[9], 0.3),
      ]),
    ),
  },
  dark: {},
})
