import { MantineProvider } from '@mantine/core'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { cssVariablesResolver, theme } from '../theme.ts'
import { ThemeCssVariables } from './theme-css-variables.tsx'

const styleOf = (html: string) => /<style data-mantine-styles="true">([^<]*)<\/style>/.exec(html)?.[1]

describe('theme CSS variables made once (issue 17)', () => {
  it('are the very CSS that MantineProvider writes for the theme', () => {
    const props = { theme, cssVariablesResolver, forceColorScheme: 'light' as const }
    const mantine = styleOf(renderToString(createElement(MantineProvider, props)))
    const ours = styleOf(
      renderToString(
        createElement(
          MantineProvider,
          { ...props, withCssVariables: false },
          createElement(ThemeCssVariables),
        ),
      ),
    )
    expect(mantine).toBeTruthy()
    expect(mantine).toContain('--mantine-color-dimmed: #5f666d')
    expect(ours).toBe(mantine)
  })
})
