import { createFileRoute, redirect } from '@tanstack/react-router'
import { detectLocale } from '../i18n/detect-locale.ts'

// "/" → "/{locale}/" with the detected language (cookie, browser language, default).
export const Route = createFileRoute('/')({
  beforeLoad: ({ location }) => {
    throw redirect({
      href: `/${detectLocale()}/${location.searchStr}${location.hash ? `#${location.hash}` : ''}`,
      replace: true,
    })
  },
})
