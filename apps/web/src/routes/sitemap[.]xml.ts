import { createFileRoute } from '@tanstack/react-router'
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales.ts'

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  )

// All public pages × six languages, with reciprocal hreflang alternates, read from the database.
export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async () => {
        const [{ listPublicPages }, { getServices }, { getEnv }] = await Promise.all([
          import('@courtside/api'),
          import('../server/services.server.ts'),
          import('../env.server.ts'),
        ])
        const { database } = await getServices()
        const siteUrl = getEnv().SERVER_URL
        const pages = await listPublicPages({ db: database.db })
        const url = (locale: string, path: string) =>
          escapeXml(new URL(`/${locale}${path}`, siteUrl).toString())
        const body = pages
          .flatMap((page) =>
            LOCALES.map((locale) =>
              [
                '<url>',
                `<loc>${url(locale, page.path)}</loc>`,
                page.lastModified ? `<lastmod>${page.lastModified}</lastmod>` : '',
                ...LOCALES.map(
                  (alt) => `<xhtml:link rel="alternate" hreflang="${alt}" href="${url(alt, page.path)}"/>`,
                ),
                `<xhtml:link rel="alternate" hreflang="x-default" href="${url(DEFAULT_LOCALE, page.path)}"/>`,
                '</url>',
              ].join(''),
            ),
          )
          .join('\n')
        const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`
        return new Response(xml, {
          headers: {
            'content-type': 'application/xml; charset=utf-8',
            'cache-control': 'public, max-age=300',
          },
        })
      },
    },
  },
})
