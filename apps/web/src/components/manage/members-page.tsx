import { Button, Card, Code, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { formatDate } from '../../lib/format.ts'
import {
  changeMemberRole,
  inviteMember,
  membersQuery,
  removeMember,
  revokeInvitation,
} from '../../queries/manage.ts'
import { ORG_ROLES, type OrgRole } from '../../queries/manage-types.ts'
import { FailureAlert } from './failure-alert.tsx'
import { ManageShell } from './manage-shell.tsx'
import { useManageMutation } from './use-manage-mutation.ts'

/** The organization's members and pending invitations (owners change them; the API checks). */
export function MembersPage({ locale, orgId }: { locale: Locale; orgId: number }) {
  const { t } = useTranslation()
  const { data } = useSuspenseQuery(membersQuery(orgId))
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<OrgRole>('desk')
  const [link, setLink] = useState<string | null>(null)
  const invite = useManageMutation(
    (body: { email: string; role: OrgRole }) => inviteMember(orgId, body.email, body.role),
    (result) => {
      setEmail('')
      setLink(result.link)
    },
  )
  const act = useManageMutation((run: () => Promise<unknown>) => run())
  const revoke = useManageMutation((invitationId: number) => revokeInvitation(orgId, invitationId))
  const roleOptions = ORG_ROLES.map((r) => ({ value: r, label: t(`manage.roles.${r}`) }))
  const onInvite = (e: FormEvent) => {
    e.preventDefault()
    invite.mutate({ email: email.trim(), role })
  }
  return (
    <ManageShell locale={locale} orgId={orgId} title={t('manage.members.title')}>
      <Stack gap="sm">
        {data.members.map((member) => (
          <Card key={member.userId} withBorder padding="sm" component="article" aria-label={member.name}>
            <Group justify="space-between" align="flex-end" gap="sm">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={700}>{member.name}</Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {member.email}
                </Text>
              </Stack>
              <Group gap="xs" align="flex-end">
                <NativeSelect
                  size="xs"
                  label={t('manage.members.roleOf', { name: member.name })}
                  data={roleOptions}
                  value={member.role}
                  onChange={(e) => {
                    const next = e.currentTarget.value as OrgRole
                    act.mutate(() => changeMemberRole(orgId, member.userId, next))
                  }}
                />
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => act.mutate(() => removeMember(orgId, member.userId))}
                  aria-label={t('manage.members.removeNamed', { name: member.name })}
                >
                  {t('manage.members.remove')}
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
        <FailureAlert error={act.error} />
      </Stack>
      <Stack component="section" gap="sm">
        <Title order={2} fz="xl">
          {t('manage.members.invite')}
        </Title>
        <form onSubmit={onInvite}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              type="email"
              required
              label={t('manage.fields.email')}
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              style={{ flex: '1 1 16rem' }}
            />
            <NativeSelect
              label={t('manage.fields.role')}
              data={roleOptions}
              value={role}
              onChange={(e) => setRole(e.currentTarget.value as OrgRole)}
            />
            <Button type="submit" loading={invite.isPending}>
              {t('manage.members.send')}
            </Button>
          </Group>
        </form>
        <FailureAlert error={invite.error} />
        {link && (
          <Stack gap={4} role="status">
            <Text size="sm">{t('manage.members.linkCreated')}</Text>
            <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {link}
            </Code>
          </Stack>
        )}
      </Stack>
      <Stack component="section" gap="sm">
        <Title order={2} fz="xl">
          {t('manage.members.pending')}
        </Title>
        {data.invitations.length === 0 && <Text c="dimmed">{t('manage.members.noPending')}</Text>}
        {data.invitations.map((invitation) => (
          <Card key={invitation.id} withBorder padding="sm" component="article" aria-label={invitation.email}>
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Text style={{ overflowWrap: 'anywhere' }}>
                {invitation.email} · {t(`manage.roles.${invitation.role}`)} ·{' '}
                {t('manage.members.expires', { date: formatDate(invitation.expiresAt, locale) })}
              </Text>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => revoke.mutate(invitation.id)}
                aria-label={t('manage.members.revokeNamed', { email: invitation.email })}
              >
                {t('manage.members.revoke')}
              </Button>
            </Group>
          </Card>
        ))}
        <FailureAlert error={revoke.error} />
      </Stack>
    </ManageShell>
  )
}
