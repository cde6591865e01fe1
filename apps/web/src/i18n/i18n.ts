import i18next, { type i18n as I18n, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from './locales.ts'
import { memoizeTranslations } from './memo-t.ts'
import type en from '../locales/en.json'
import type enManage from '../locales/manage/en.json'

export type Messages = typeof en
/** The organizer console's messages: only /manage pages load them (issue 12: public pages do not grow). */
export type ManageMessages = typeof enManage

// One lazily loaded chunk per language; the server renders in the URL's language, and the
// client receives the same messages through the locale route's context (no flash, no refetch).
const loaders = import.meta.glob<{ default: Messages }>('../locales/*.json')
const manageLoaders = import.meta.glob<{ default: ManageMessages }>('../locales/manage/*.json')

export async function loadMessages(locale: Locale): Promise<Messages> {
  const load = loaders[`../locales/${locale}.json`]
  if (!load) throw new Error(`No messages for ${locale}`)
  return (await load()).default
}

export async function loadManageMessages(locale: Locale): Promise<ManageMessages> {
  const load = manageLoaders[`../locales/manage/${locale}.json`]
  if (!load) throw new Error(`No console messages for ${locale}`)
  return (await load()).default
}

/** Adds a route's own messages (the console's) to its language's instance; repeats are harmless. */
export function addMessages(locale: Locale, messages: Messages, extra: ManageMessages): I18n {
  const instance = getI18n(locale, messages)
  const tag = INTL_LOCALE[locale]
  if (!instance.exists('manage.title')) {
    instance.addResourceBundle(tag, 'translation', extra, true, false)
  }
  return instance
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

/** An instance prepared earlier in this process (any request), if there is one. */
export function cachedI18n(locale: string | undefined): I18n | undefined {
  return instances.get(locale as Locale) ?? instances.get(DEFAULT_LOCALE)
}

/**
 * For head() functions, which run outside React. They get the route matches, whose context holds
 * the messages the locale route loaded: on the server from its beforeLoad, in the browser from the
 * dehydrated context — hydration runs head() before any component has created an instance, so
 * looking up a cached instance alone would turn every title into its key (issue 13).
 */
export function headT(matches: readonly { context?: unknown }[], locale?: string) {
  for (let index = matches.length - 1; index >= 0; index--) {
    const context = matches[index]?.context as
      { locale?: Locale; messages?: Messages; manageMessages?: ManageMessages } | undefined
    if (context?.locale && context.messages) {
      const instance = context.manageMessages
        ? addMessages(context.locale, context.messages, context.manageMessages)
        : getI18n(context.locale, context.messages)
      return instance.t.bind(instance)
    }
  }
  return tFor(locale)
}

/** The instance the locale route prepared in this process (server code outside the router). */
export function tFor(locale: string | undefined) {
  const instance = instances.get(locale as Locale) ?? instances.get(DEFAULT_LOCALE)
  return instance ? instance.t.bind(instance) : (key: string) => key
}
