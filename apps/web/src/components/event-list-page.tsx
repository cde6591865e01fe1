import {
  Alert,
  Box,
  Button,
  Container,
  Group,
  Pagination,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from '../i18n/use-translation.ts'
import type { Locale } from '../i18n/locales.ts'
import { countryOptions as sortedCountryOptions, formatNumber } from '../lib/format.ts'
import { rememberListSearch } from '../lib/list-memory.ts'
import { isFeaturedShown, listQueryParams } from '../routes/-list-route.ts'
import type { ListSearch } from '../lib/list-search.ts'
import {
  LIST_PAGE_SIZE,
  featuredTournamentsQuery,
  tournamentCountriesQuery,
  tournamentListQuery,
} from '../queries/tournaments.ts'
import { DeferredMultiSelect } from './deferred-multi-select.tsx'
import { FeaturedStrip } from './featured-strip.tsx'
import { ButtonLink } from './links.tsx'
import { TournamentCard } from './tournament-card.tsx'

type EventListPageProps = {
  locale: Locale
  search: ListSearch
  embedOrganizationId: number | null
  /** Navigates to the same list with new search params (page resets unless given). */
  onSearchChange: (next: Partial<ListSearch>, options?: { replace?: boolean }) => void
}

export function EventListPage({ locale, search, embedOrganizationId, onSearchChange }: EventListPageProps) {
  const { t } = useTranslation()
  const params = listQueryParams(search, embedOrganizationId)
  const isTravel = search.eventType === 'travels'
  const list = useQuery(tournamentListQuery(params))
  const countries = useQuery(
    tournamentCountriesQuery({
      keywordTournamentTypes: params.keywordTournamentTypes,
      tournamentState: search.tournamentState,
    }),
  )
  const featured = useQuery({
    ...featuredTournamentsQuery({
      keywordTournamentTypes: params.keywordTournamentTypes,
      organizationId: params.organizationId,
    }),
    enabled: isFeaturedShown(search),
  })

  useEffect(() => {
    rememberListSearch(search.eventType, search)
  }, [search])

  // The box follows the URL (back/forward) but typing is debounced before it updates the URL.
  const [text, setText] = useState(search.searchText ?? '')
  const [committedText, setCommittedText] = useState(search.searchText)
  if (committedText !== search.searchText) {
    // The URL changed (back/forward, clear filters): show its value unless it is what we typed.
    setCommittedText(search.searchText)
    if ((search.searchText ?? '') !== text.trim()) setText(search.searchText ?? '')
  }
  const commitText = useDebouncedCallback((value: string) => {
    onSearchChange({ searchText: value.trim() || undefined, page: 1 }, { replace: true })
  }, 350)

  const countryOptions = useMemo(
    () =>
      sortedCountryOptions(
        (countries.data ?? []).map((c) => c.code),
        locale,
      ),
    [countries.data, locale],
  )
  const selectedCountries = search.countries?.split(',') ?? []
  const total = list.data?.total ?? 0
  const pageCount = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE))
  const hasFilters = Boolean(search.searchText || search.countries || search.tournamentState === 'closed')

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{isTravel ? t('list.travelsTitle') : t('list.tournamentsTitle')}</Title>
          <Text c="dimmed" mt={4}>
            {isTravel ? t('list.travelsSubtitle') : t('list.tournamentsSubtitle')}
          </Text>
        </div>

        {featured.data && featured.data.length > 0 && isFeaturedShown(search) && (
          <FeaturedStrip events={featured.data} locale={locale} />
        )}

        <Box component="search" aria-label={t('list.filters')}>
          <Group align="flex-end" gap="md" wrap="wrap">
            <TextInput
              label={t('list.searchLabel')}
              placeholder={t('list.searchPlaceholder')}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value)
                commitText(event.currentTarget.value)
              }}
              type="search"
              style={{ flex: '1 1 260px' }}
            />
            <Stack gap={4}>
              <Text component="span" size="sm" fw={500} id="state-label">
                {t('list.stateLabel')}
              </Text>
              <SegmentedControl
                aria-labelledby="state-label"
                value={search.tournamentState}
                onChange={(value) =>
                  onSearchChange({ tournamentState: value === 'closed' ? 'closed' : 'open', page: 1 })
                }
                data={[
                  { value: 'open', label: t('list.stateOpen') },
                  { value: 'closed', label: t('list.stateClosed') },
                ]}
              />
            </Stack>
            <DeferredMultiSelect
              label={t('list.countriesLabel')}
              placeholder={selectedCountries.length ? undefined : t('list.countriesPlaceholder')}
              data={countryOptions}
              value={selectedCountries}
              onChange={(values) =>
                onSearchChange({
                  countries: values.length ? [...values].sort().join(',') : undefined,
                  page: 1,
                })
              }
              searchable
              clearable
              nothingFoundMessage={t('list.noCountries')}
              style={{ flex: '1 1 260px' }}
              comboboxProps={{ withinPortal: true }}
            />
          </Group>
        </Box>

        <Group justify="space-between" align="center">
          <Text aria-live="polite" fw={600}>
            {list.isError
              ? ''
              : t(isTravel ? 'list.travelCount' : 'list.tournamentCount', {
                  count: total,
                  formatted: formatNumber(total, locale),
                })}
          </Text>
          {hasFilters && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() =>
                onSearchChange({
                  searchText: undefined,
                  countries: undefined,
                  tournamentState: 'open',
                  page: 1,
                })
              }
            >
              {t('list.clearFilters')}
            </Button>
          )}
        </Group>

        {list.isError ? (
          <Alert color="red" title={t('list.errorTitle')} role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('list.errorMessage')}</Text>
              <Button size="xs" variant="white" onClick={() => void list.refetch()}>
                {t('errors.tryAgain')}
              </Button>
            </Stack>
          </Alert>
        ) : list.data && list.data.items.length === 0 && total > 0 && search.page > pageCount ? (
          // ?page=99 of a 3-page list: the events exist, this page does not (issue 13).
          <Stack align="center" py={48} gap="xs">
            <Title order={2} fz="h3">
              {t('list.beyondEndTitle', { page: formatNumber(search.page, locale) })}
            </Title>
            <Text c="dimmed" ta="center">
              {t('list.beyondEndMessage', { last: formatNumber(pageCount, locale) })}
            </Text>
            <ButtonLink
              to="."
              search={(prev: Record<string, unknown>) => ({ ...prev, page: pageCount })}
              variant="light"
              mt="sm"
            >
              {t('list.goToLastPage', { page: formatNumber(pageCount, locale) })}
            </ButtonLink>
          </Stack>
        ) : list.data && list.data.items.length === 0 ? (
          <Stack align="center" py={48} gap="xs">
            <Title order={2} fz="h3">
              {t('list.emptyTitle')}
            </Title>
            <Text c="dimmed" ta="center">
              {t('list.emptyMessage')}
            </Text>
          </Stack>
        ) : (
          <SimpleGrid
            component="section"
            aria-label={t('list.results')}
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="lg"
            style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
            aria-busy={list.isFetching}
          >
            {list.data?.items.map((event, index) => (
              <TournamentCard key={event.id} event={event} locale={locale} isPriority={index < 3} />
            ))}
          </SimpleGrid>
        )}

        {pageCount > 1 && (
          <Group justify="center">
            <Pagination
              total={pageCount}
              value={Math.min(search.page, pageCount)}
              onChange={(page) => {
                onSearchChange({ page })
                window.scrollTo({ top: 0 })
              }}
              getControlProps={(control) => ({
                'aria-label':
                  control === 'previous'
                    ? t('list.previousPage')
                    : control === 'next'
                      ? t('list.nextPage')
                      : undefined,
              })}
              getItemProps={(page) => ({ 'aria-label': t('list.goToPage', { page }) })}
            />
          </Group>
        )}
      </Stack>
    </Container>
  )
}

export function useListNavigate(from: '/$locale/' | '/$locale/travels') {
  const navigate = useNavigate({ from })
  return (next: Partial<ListSearch>, options?: { replace?: boolean }) =>
    void navigate({
      search: (prev: ListSearch) => ({ ...prev, page: 1, ...next }),
      replace: options?.replace,
    })
}
