import type { i18n as I18n, TFunction } from 'i18next'
import { useContext } from 'react'
import { getI18n, I18nContext } from 'react-i18next'

type Translation = { t: TFunction; i18n: I18n }

const answers = new WeakMap<I18n, Translation>()

/**
 * The active language's `t` and instance: what react-i18next's `useTranslation()` gives, without
 * its per-call and per-component work (issue 17). Its `t` is i18next's `getFixedT`, which spreads
 * the instance's options into a new object on every call (~8% of a 128-player class page's
 * render), and the hook computes a snapshot and subscribes to events per component. Here every
 * instance has one fixed language (i18n.ts), the locale provider swaps the instance when the
 * language changes, and messages are complete before the first render, so the instance's own
 * (memoised, memo-t.ts) `t` is the same translation, shared by every component.
 */
export function useTranslation(): Translation {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n()
  let answer = answers.get(i18n)
  if (!answer) {
    answer = { t: i18n.t, i18n }
    answers.set(i18n, answer)
  }
  return answer
}
