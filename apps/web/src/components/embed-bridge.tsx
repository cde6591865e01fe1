import { Anchor, Box, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { organizerQuery } from '../queries/tournaments.ts'

export const EMBED_HEIGHT_MESSAGE = 'courtside:height'

/** The origin of the page that frames us, if the browser tells us. */
function parentOrigin(): string | null {
  const ancestors = (window.location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? null
  try {
    return document.referrer ? new URL(document.referrer).origin : null
  } catch {
    return null
  }
}

/**
 * Embed mode helpers (issue 7): posts the content height to the framing page (auto-height
 * snippet) and answers its messages — only for origins the organization registered.
 */
export function EmbedBridge({ organizationId }: { organizationId: number | null }) {
  const { t } = useTranslation()
  const { data: organization } = useQuery({
    ...organizerQuery(String(organizationId ?? '')),
    enabled: organizationId !== null,
  })
  const location = useRouterState({ select: (state) => state.location })

  useEffect(() => {
    const allowed = organization?.embedOrigins ?? []
    const target = parentOrigin()
    if (window.parent === window || !target || !allowed.includes(target)) return
    const post = () =>
      window.parent.postMessage(
        { type: EMBED_HEIGHT_MESSAGE, height: document.documentElement.scrollHeight },
        target,
      )
    const observer = new ResizeObserver(post)
    observer.observe(document.body)
    const onMessage = (event: MessageEvent) => {
      // Messages from any other origin are ignored.
      if (!allowed.includes(event.origin)) return
      if ((event.data as { type?: string } | null)?.type === 'courtside:ping') post()
    }
    window.addEventListener('message', onMessage)
    post()
    return () => {
      observer.disconnect()
      window.removeEventListener('message', onMessage)
    }
  }, [organization])

  // "Powered by" opens the same page on the full site, without the embed parameters.
  const params = new URLSearchParams(location.searchStr)
  params.delete('embed')
  params.delete('organizationId')
  const query = params.toString()
  return (
    <Box component="footer" py="sm" ta="center">
      <Text size="xs" c="dimmed">
        <Anchor
          href={`${location.pathname}${query ? `?${query}` : ''}`}
          target="_blank"
          rel="noopener"
          size="xs"
        >
          {t('embed.poweredBy')}
        </Anchor>
      </Text>
    </Box>
  )
}
