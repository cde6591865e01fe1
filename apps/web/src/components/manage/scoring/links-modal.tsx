// A match's three scoring links (home, away, referee) with their QR codes, to hand out or show,
// and Revoke: every link given so far stops working and new ones appear.
import { Anchor, Button, Group, Image, Modal, SimpleGrid, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation.ts'
import type { Locale } from '../../../i18n/locales.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { FailureAlert } from '../failure-alert.tsx'
import { useManageMutation } from '../use-manage-mutation.ts'
import { revokeScoringLinks, scoringLinksQuery } from './scores-api.ts'

export function LinksModal({
  matchId,
  title,
  locale,
  timeZone,
  canRevoke,
  onClose,
}: {
  matchId: number
  title: string
  locale: Locale
  timeZone: string
  canRevoke: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  const links = useQuery(scoringLinksQuery(matchId, locale))
  const [asking, setAsking] = useState(false)
  const revoke = useManageMutation(
    () => revokeScoringLinks(matchId, locale),
    () => setAsking(false),
  )
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened
      onClose={onClose}
      title={t('manage.scoring.linksTitle', { match: title })}
      size="lg"
    >
      <Stack>
        <FailureAlert error={links.error ?? revoke.error} />
        {links.data ? (
          <>
            <Text size="sm" c="dimmed">
              {t('manage.scoring.validUntil', {
                time: formatDateTime(links.data.expiresAt, locale, timeZone),
              })}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {links.data.links.map((link) => (
                <Stack key={link.party} gap={4} align="center">
                  <Text fw={700}>{t(`manage.scoring.party.${link.party}`)}</Text>
                  <Image
                    src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(link.qrSvg)}`}
                    alt={t('manage.scoring.qrAlt', { party: t(`manage.scoring.party.${link.party}`) })}
                    w={160}
                    h={160}
                  />
                  <Anchor href={link.url} target="_blank" rel="noreferrer" size="sm">
                    {t('manage.scoring.open', { party: t(`manage.scoring.party.${link.party}`) })}
                  </Anchor>
                </Stack>
              ))}
            </SimpleGrid>
          </>
        ) : null}
        {canRevoke ? (
          asking ? (
            <Stack gap="xs">
              <Text>{t('manage.scoring.revokeExplain')}</Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setAsking(false)}>
                  {t('manage.common.cancel')}
                </Button>
                <Button color="red" loading={revoke.isPending} onClick={() => revoke.mutate(undefined)}>
                  {t('manage.scoring.revokeConfirm')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Group justify="flex-end">
              <Button variant="light" color="red" onClick={() => setAsking(true)}>
                {t('manage.scoring.revoke')}
              </Button>
            </Group>
          )
        ) : null}
      </Stack>
    </Modal>
  )
}
