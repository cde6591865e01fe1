import i18next, { type i18n as I18n, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale, type Locale } from './locales.ts'
import { memoizeTranslations } from './memo-t.ts'
import type en from '../locales/en.json'
import type enManage from '../locales/manage/en.json'

export type Messages = typeof en
/** The organizer console's messages: only /manage pages load them (issue 12: public pages do not grow). */
export type ManageMessages = typeof enManage

// The server imports each language's messages as a module when first needed. The browser fetches
// the same file as a static asset (`/assets/<locale>-<hash>.json`, cached for a year) that the
// server's HTML preloads (routes/__root.tsx): the messages are not part of every page's HTML, where
// they were ~43 kB of each page's dehydrated router state (issue 17), and a visitor downloads
// them once per language and build. The browser loads them before hydration (router.tsx), so the
// first render in the browser has the same strings as the server's.
const serverLoaders = import.meta.env.SSR ? import.meta.glob<{ default: Messages }>('../locales/*.json') : {}
const messageUrls = import.meta.glob<string>('../locales/*.json', {
  query: '?url',
  import: 'default',
  eager: true,
})
const manageLoaders = import.meta.glob<{ default: ManageMessages }>('../locales/manage/*.json')

/** Where the browser fetches a language's messages (a hashed, immutable asset). */
export function messagesUrl(locale: Locale): string {
  const url = messageUrls[`../locales/${locale}.json`]
  if (!url) throw new Error(`No messages for ${locale}`)
  return url
}

const loading = new Map<Locale, Promise<Messages>>()

export function loadMessages(locale: Locale): Promise<Messages> {
  let pending = loading.get(locale)
  if (!pending) {
    pending = import.meta.env.SSR ? importMessages(locale) : fetchMessages(locale)
    loading.set(locale, pending)
    // A failed fetch (the network dropped) is tried again by the next navigation.
    pending.catch(() => loading.delete(locale))
  }
  return pending
}

async function importMessages(locale: Locale): Promise<Messages> {
  const load = serverLoaders[`../locales/${locale}.json`]
  if (!load) throw new Error(`No messages for ${locale}`)
  return (await load()).default
}

async function fetchMessages(locale: Locale): Promise<Messages> {
  // Same mode and credentials as the page's <link rel="preload" as="fetch" crossorigin>, so the
  // preloaded response is the one used.
  const response = await fetch(messagesUrl(locale), { credentials: 'same-origin' })
  if (!response.ok) throw new Error(`Messages for ${locale}: HTTP ${response.status}`)
  return (await response.json()) as Messages
}

export async function loadManageMessages(locale: Locale): Promise<ManageMessages> {
  const load = manageLoaders[`../locales/manage/${locale}.json`]
  if (!load) throw new Error(`No console messages for ${locale}`)
  return (await load()).default
}

const instances = new Map<Locale, I18n>()

/**
 * One i18next instance per language, shared by all requests of that language: each instance has
 * a fixed language, so concurrent server renders in different languages never interfere.
 */
export function getI18n(locale: Locale, messages: Messages): I18n {
  const existing = instances.get(locale)
  if (existing) return existing
  const instance = i18next.createInstance()
  // i18next picks plural rules by its language tag: plain "pt" gets Brazilian rules ("0 torneio"),
  // so every instance runs under the Intl tag of its language ("pt-PT": "0 torneios").
  const tag = INTL_LOCALE[locale]
  const resources: Resource = { [tag]: { translation: messages } }
  void instance.use(initReactI18next).init({
    lng: tag,
    fallbackLng: false,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  memoizeTranslations(instance)
  instances.set(locale, instance)
  return instance
}

/** The language's instance, loading its messages first when this process or page has not yet. */
export async function prepareI18n(locale: Locale): Promise<I18n> {
  return instances.get(locale) ?? getI18n(locale, await loadMessages(locale))
}

/** The language a path starts with ("/de/…"), or the default language. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1]
  return isLocale(first) ? first : DEFAULT_LOCALE
}

/** The instance prepared for a language, if it is ready. */
export function i18nFor(locale: Locale): I18n | undefined {
  return instances.get(locale)
}

/** Adds a route's own messages (the console's) to its language's instance; repeats are harmless. */
export function addMessages(locale: Locale, extra: ManageMessages): I18n | undefined {
  const instance = instances.get(locale)
  if (instance && !instance.exists('manage.title')) {
    instance.addResourceBundle(INTL_LOCALE[locale], 'translation', extra, true, false)
  }
  return instance
}

/** An instance prepared earlier in this process (any request), if there is one. */
export function cachedI18n(locale: string | undefined): I18n | undefined {
  return instances.get(locale as Locale) ?? instances.get(DEFAULT_LOCALE)
}

/**
 * For head() functions, which run outside React. They get the route matches, whose context holds
 * the locale the locale route prepared (in the browser: before hydration, see router.tsx) and,
 * on console pages, the console's messages, which hydration restores from the page.
 */
export function headT(matches: readonly { context?: unknown }[], locale?: string) {
  for (let index = matches.length - 1; index >= 0; index--) {
    const context = matches[index]?.context as
      { locale?: Locale; manageMessages?: ManageMessages } | undefined
    if (context?.locale) {
      const instance = context.manageMessages
        ? addMessages(context.locale, context.manageMessages)
        : i18nFor(context.locale)
      if (instance) return instance.t.bind(instance)
    }
  }
  return tFor(locale)
}

/** The instance the locale route prepared in this process (server code outside the router). */
export function tFor(locale: string | undefined) {
  const instance = instances.get(locale as Locale) ?? instances.get(DEFAULT_LOCALE)
  return instance ? instance.t.bind(instance) : (key: string) => key
}
