import {
  convertCssVariables,
  deepMerge,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core'
import { cssVariablesResolver, theme } from '../theme.ts'

let css: string | undefined

/**
 * The theme's CSS variables as MantineProvider writes them (its MantineCssVariables: the
 * resolver's variables minus Mantine's defaults, on :root), made once per process instead of
 * on every render — they depend on the theme alone, and computing them was ~4% of a page's
 * server render (issue 17).
 */
export function themeCssVariables(): string {
  if (css !== undefined) return css
  const merged = mergeMantineTheme(DEFAULT_THEME, theme)
  const variables: ConvertCSSVariablesInput = deepMerge(
    defaultCssVariablesResolver(merged),
    cssVariablesResolver(merged),
  )
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME)
  const changed = (part: 'variables' | 'light' | 'dark') =>
    Object.fromEntries(
      Object.entries(variables[part]).filter(
        ([key, value]) => (defaults[part] as Record<string, string>)[key] !== value,
      ),
    )
  css = convertCssVariables({
    variables: changed('variables'),
    light: changed('light'),
    dark: changed('dark'),
  })
  return css
}

/** Rendered inside MantineProvider with `withCssVariables={false}` (routes/__root.tsx). */
export function ThemeCssVariables() {
  return <style data-mantine-styles="true" dangerouslySetInnerHTML={{ __html: themeCssVariables() }} />
}
