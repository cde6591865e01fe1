import { describe, expect, it } from 'vitest'
import { findViolations, isConsoleModule, isPublicRoute } from './first-load-guard.ts'

describe('isConsoleModule', () => {
  it('flags console components, queries, messages and split route code', () => {
    expect(isConsoleModule('src/components/manage/event-editor-page.tsx')).toBe(true)
    expect(isConsoleModule('src/queries/manage.ts')).toBe(true)
    expect(isConsoleModule('src/queries/manage-types.ts')).toBe(true)
    expect(isConsoleModule('src/locales/manage/de.json')).toBe(true)
    expect(isConsoleModule('src/routes/$locale/manage/index.tsx?tsr-split=loader---component')).toBe(true)
    expect(isConsoleModule('../../node_modules/@mantine/dates/esm/index.mjs')).toBe(true)
  })

  it('lets public code and the console routes’ definitions pass', () => {
    expect(isConsoleModule('src/routes/$locale/manage/route.tsx')).toBe(false)
    expect(isConsoleModule('src/components/app-header.tsx')).toBe(false)
    expect(isConsoleModule('src/locales/de.json')).toBe(false)
    expect(isConsoleModule('src/queries/tournaments.ts')).toBe(false)
    expect(isConsoleModule('../../node_modules/@mantine/core/esm/components/Badge/Badge.mjs')).toBe(false)
    // Mantine's colour-scheme managers are not the console.
    expect(
      isConsoleModule(
        '../../node_modules/@mantine/core/esm/core/MantineProvider/color-scheme-managers/x.mjs',
      ),
    ).toBe(false)
  })
})

describe('findViolations', () => {
  const chunks = {
    'assets/index-a.js': ['src/routes/$locale/manage/route.tsx', 'src/lib/bff.ts'],
    'assets/about-b.js': ['src/routes/$locale/about.tsx?tsr-split=component'],
    'assets/manage-c.js': ['src/queries/manage.ts'],
  }

  it('reports a console module in a public route’s first load, with its chunk', () => {
    const violations = findViolations(
      { '/$locale/about': ['/assets/index-a.js', '/assets/about-b.js', '/assets/manage-c.js'] },
      chunks,
    )
    expect(violations).toEqual([
      { route: '/$locale/about', chunk: '/assets/manage-c.js', module: 'src/queries/manage.ts' },
    ])
  })

  it('ignores the console’s own routes and passes a clean public route', () => {
    expect(
      findViolations(
        {
          '/$locale/about': ['/assets/index-a.js', '/assets/about-b.js'],
          '/$locale/manage/': ['/assets/index-a.js', '/assets/manage-c.js'],
        },
        chunks,
      ),
    ).toEqual([])
    expect(isPublicRoute('/$locale/manage')).toBe(false)
    expect(isPublicRoute('/$locale/manager-stories')).toBe(true)
  })

  it('fails on a chunk the chunk map does not know (a stale build)', () => {
    expect(findViolations({ '/$locale/about': ['/assets/other-d.js'] }, chunks)).toHaveLength(1)
  })
})
