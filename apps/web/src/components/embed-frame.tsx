import { Anchor, Box, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from '../i18n/use-translation.ts'
import { EMBED_HEIGHT_MESSAGE } from '../lib/embed.ts'
import { organizerQuery } from '../queries/tournaments.ts'

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
 * The page inside an organization's iframe (issue 7): no header or footer, a "powered by" link to
 * the full site, and the content height posted to the framing page (auto-height snippet) — only
 * for origins the organization registered, whose messages alone are answered.
 */
export function EmbedFrame({
  organizationId,
  children,
}: {
  organizationId: number | null
  children: ReactNode
}) {
  const { t } = useTranslation()
  const contentRef = useRef<HTMLDivElement>(null)
  const { data: organization } = useQuery({
    ...organizerQuery(String(organizationId ?? '')),
    enabled: organizationId !== null,
  })
  const location = useRouterState({ select: (state) => state.location })

  useEffect(() => {
    const allowed = organization?.embedOrigins ?? []
    const target = parentOrigin()
    const content = contentRef.current
    if (window.parent === window || !target || !allowed.includes(target) || !content) return
    // The content's own height: the document's never drops below the frame's current height.
    const post = () =>
      window.parent.postMessage(
        { type: EMBED_HEIGHT_MESSAGE, height: Math.ceil(content.getBoundingClientRect().height) },
        target,
      )
    const observer = new ResizeObserver(post)
    observer.observe(content)
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
    <div ref={contentRef}>
      <Box component="main" id="main">
        {children}
      </Box>
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
    </div>
  )
}
