import { createFileRoute, redirect } from '@tanstack/react-router'
import { preferredLocale } from '../i18n/detect-locale.ts'

// "/" → "/{locale}/" with the visitor's language (profile, saved choice, browser language, default).
export const Route = createFileRoute('/')({
  beforeLoad: ({ location, context }) => {
    throw redirect({
      href: `/${preferredLocale(context.user)}/${location.searchStr}${location.hash ? `#${location.hash}` : ''}`,
      replace: true,
    })
  },
})
