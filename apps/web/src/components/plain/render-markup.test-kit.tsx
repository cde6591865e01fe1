// For the tests of components that write Mantine's markup (mantine-markup.ts): the server HTML of
// a node inside the app's Mantine theme and the English messages, as a page renders it.
import { MantineProvider } from '@mantine/core'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import en from '../../locales/en.json'
import { theme } from '../../theme.ts'

const i18n = i18next.createInstance()
void i18n.init({
  lng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
  resources: { en: { translation: en } },
})

/** The English messages' `t`, for tests of text built outside a component. */
export const englishT = i18n.t.bind(i18n)

export function renderMarkup(node: ReactNode): string {
  return renderToString(
    <MantineProvider theme={theme}>
      <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
    </MantineProvider>,
  )
}

/** The server HTML of a node rendered at `path` by a router, as a page renders links. */
export async function atPath(path: string, node: ReactNode): Promise<string> {
  const root = createRootRoute()
  const page = createRoute({ getParentRoute: () => root, path: '$', component: () => node })
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  await router.load()
  return renderMarkup(<RouterProvider router={router} />)
}
