import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: async () => {
        const { getEnv } = await import('../env.server.ts')
        const siteUrl = getEnv().SERVER_URL
        const body = [
          'User-agent: *',
          'Allow: /',
          'Disallow: /bff/',
          'Disallow: /_serverFn/',
          'Disallow: /*/login',
          'Disallow: /*/profile',
          'Disallow: /*/tournament/*/registration/',
          '',
          `Sitemap: ${new URL('/sitemap.xml', siteUrl).toString()}`,
          '',
        ].join('\n')
        return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } })
      },
    },
  },
})
