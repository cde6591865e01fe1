import { Link } from '@tanstack/react-router'
import { useTranslation } from '../i18n/use-translation.ts'
import type { Locale } from '../i18n/locales.ts'
import classes from './app-footer.module.css'
import page from './page-container.module.css'

// Plain elements with static classes rather than Mantine's Box, Container, Group, Text and
// Anchor: the footer is part of every page, and their style props were computed on every
// render (issue 17).
export function AppFooter({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const linkClass = `mantine-focus-auto ${classes.link}`
  return (
    <footer className={classes.footer}>
      <div className={page.container}>
        <div className={classes.row}>
          <div>
            <p className={classes.name}>Courtside</p>
            <p className={classes.tagline}>{t('footer.tagline')}</p>
          </div>
          <nav className={classes.links} aria-label={t('footer.tagline')}>
            <Link to="/$locale/about" params={{ locale }} preload="intent" className={linkClass}>
              {t('footer.about')}
            </Link>
            <Link to="/$locale/policy/terms" params={{ locale }} preload="intent" className={linkClass}>
              {t('footer.terms')}
            </Link>
            <Link to="/$locale/policy/privacy" params={{ locale }} preload="intent" className={linkClass}>
              {t('footer.privacy')}
            </Link>
          </nav>
        </div>
        <p className={classes.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  )
}
