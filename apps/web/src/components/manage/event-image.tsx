import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core'
import { useTranslation } from '../../i18n/use-translation.ts'
import { uploadEventImage } from '../../queries/manage.ts'
import type { ManagedEvent } from '../../queries/manage-types.ts'
import { FailureAlert } from './failure-alert.tsx'
import { useManageMutation } from './use-manage-mutation.ts'

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

/** The event's picture: checked and resized by the server like avatars (base64 upload). */
export function EventImage({ event }: { event: ManagedEvent }) {
  const { t } = useTranslation()
  const upload = useManageMutation(async (file: File) => {
    if (file.size > MAX_BYTES) throw new TooLargeError()
    return uploadEventImage(event.id, file.name, await readAsDataUrl(file))
  })
  return (
    <Stack gap="sm">
      {event.image ? (
        <Image
          src={event.image}
          alt={t('manage.events.imageAlt', { name: event.name })}
          radius="md"
          maw={480}
          h={240}
          fit="cover"
        />
      ) : (
        <Text c="dimmed">{t('manage.events.noImage')}</Text>
      )}
      <Group>
        <FileButton onChange={(file) => file && upload.mutate(file)} accept={ACCEPT}>
          {(props) => (
            <Button {...props} variant="light" loading={upload.isPending}>
              {t('manage.events.chooseImage')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('manage.events.imageHint')}
        </Text>
      </Group>
      {upload.error instanceof TooLargeError ? (
        <Text c="red.8" role="alert">
          {t('manage.errors.FILE_TOO_LARGE')}
        </Text>
      ) : (
        <FailureAlert error={upload.error} />
      )}
    </Stack>
  )
}
