import { Alert, Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../lib/bff-client.ts'
import type { CurrentUser } from '@courtside/api/types'
import { currentUserQuery } from '../../queries/user.ts'
import { errorMessage } from '../auth/auth-messages.ts'
import { useTranslation } from '../../i18n/use-translation.ts'

const MAX_BYTES = 5 * 1024 * 1024
const ACCEPT = 'image/jpeg,image/png,image/webp'

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('read failed'))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsDataURL(file)
  })
}

class TooLargeError extends Error {}

/** POST /bff/upload-base64/profile {fileName, file}; the server checks and re-encodes it. */
export function AvatarUpload({ user }: { user: CurrentUser }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const upload = useMutation({
    mutationFn: async (file: File) => {
      if (file.size > MAX_BYTES) throw new TooLargeError()
      const data = await readAsDataUrl(file)
      return ok(api['upload-base64'].profile.$post({ json: { fileName: file.name, file: data } }))
    },
    onSuccess: ({ avatar }) => {
      queryClient.setQueryData(currentUserQuery().queryKey, (previous) =>
        previous ? { ...previous, avatar } : previous,
      )
    },
  })
  const name = `${user.firstName} ${user.lastName}`.trim()
  return (
    <Group align="center" gap="lg">
      <Avatar
        src={user.avatar}
        alt={t('profile.avatar.alt', { name })}
        size={96}
        radius={96}
        color="court"
        data-testid="profile-avatar"
      >
        {(user.firstName[0] ?? '') + (user.lastName[0] ?? '')}
      </Avatar>
      <Stack gap={6}>
        <FileButton onChange={(file) => file && upload.mutate(file)} accept={ACCEPT}>
          {(props) => (
            <Button {...props} variant="light" loading={upload.isPending}>
              {t('profile.avatar.choose')}
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          {t('profile.avatar.hint')}
        </Text>
        {upload.isError && (
          <Alert color="red" role="alert" p="xs">
            {upload.error instanceof TooLargeError
              ? t('profile.avatar.tooLarge')
              : errorMessage(t, 'profile', upload.error)}
          </Alert>
        )}
        {upload.isSuccess && (
          <Text size="sm" c="teal.8" role="status">
            {t('profile.avatar.uploaded')}
          </Text>
        )}
      </Stack>
    </Group>
  )
}
