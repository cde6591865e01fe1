// Builds the whole demo data set in memory (no I/O): organizers, players, events with classes,
// entries and results, tours and podcast episodes. index.ts writes it in one transaction.
import type * as schema from '../schema.ts'
import type { ClassTemplate } from './classes.ts'
import { pickClassTemplates, pickFee, pickFormat } from './classes.ts'
import type { CompetitionClass, CompetitionOutput } from './competition.ts'
import { drawShape, matchMinutes, runEventCompetition, snapDrawSize } from './competition.ts'
import { travelDescription, tournamentDescription } from './descriptions.ts'
import type { SeedEntry } from './entries.ts'
import { createEntries, maxEntries } from './entries.ts'
import { EVENT_PLANS, isTravelType, planVenue, resolveEventDates } from './events.ts'
import type { IdAllocator } from './insert.ts'
import { eventImageFor, media, TOUR_IMAGE_COUNT, type EventImageTheme } from './media.ts'
import { EMBED_TEST_ORGANIZER, ORGANIZERS } from './organizers.ts'
import { createPlayers } from './people.ts'
import { COUNTRIES, venueCoordinates } from './places.ts'
import { createPodcastEpisodes } from './podcast.ts'
import type { Rng } from './random.ts'
import { slugify } from './text.ts'
import { addDays, DAY_MS, zonedTime } from './time.ts'
import { TOURS } from './tours.ts'

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert']

export type SeedContent = {
  organizations: Insert<typeof schema.organizations>[]
  users: Insert<typeof schema.users>[]
  tournaments: Insert<typeof schema.tournaments>[]
  tours: Insert<typeof schema.tours>[]
  tourStops: Insert<typeof schema.tourStops>[]
  courts: Insert<typeof schema.courts>[]
  classes: Insert<typeof schema.classes>[]
  teams: Insert<typeof schema.teams>[]
  teamMembers: Insert<typeof schema.teamMembers>[]
  registrations: Insert<typeof schema.registrations>[]
  groups: Insert<typeof schema.groups>[]
  groupTeams: Insert<typeof schema.groupTeams>[]
  rounds: Insert<typeof schema.rounds>[]
  matches: Insert<typeof schema.matches>[]
  rewards: Insert<typeof schema.rewards>[]
  podcastEpisodes: Insert<typeof schema.podcastEpisodes>[]
  handCheckClassId: number
  handCheckTournamentSlug: string
  largeClassId: number
  embedOrganizationSlug: string
}

const HAND_CHECK_TEMPLATE = 'mixed-rr-handcheck'
const LARGE_TEMPLATE = 'open-singles-128'

function capacityFor(rng: Rng, template: ClassTemplate): number {
  const [lo, hi] = template.capacity
  if (lo === hi) return lo
  // Round to what organisers publish: multiples of 4 (teams: even numbers).
  const step = template.type === 4 ? 2 : 4
  return Math.max(lo, Math.round(rng.int(lo, hi) / step) * step)
}

/** Event day indexes of a class's group stage and knockout. */
function classDays(
  template: ClassTemplate,
  position: number,
  days: number,
  isTravel: boolean,
  expectedEntries: number,
): { groupDays: number[]; koDays: number[] } {
  if (isTravel) {
    // Arrival day off; socials on the afternoons after, finals on the last full day.
    const lastGroupDay = Math.max(1, days - 3)
    return {
      groupDays: Array.from({ length: lastGroupDay }, (_, i) => i + 1),
      koDays: [Math.max(1, days - 2)],
    }
  }
  if (template.key === LARGE_TEMPLATE) return { groupDays: [days - 2], koDays: [days - 1] }
  // Other classes spread over the days in order (the 128-player class does not count).
  const day = position % days
  const isTwoDay = days >= 2 && expectedEntries >= 24 && day + 1 < days
  return { groupDays: [day], koDays: [isTwoDay ? day + 1 : day] }
}

/** Courts needed so the busiest day fits between 09:00 and 20:30 (travel: 15:00–19:30). */
function courtsNeeded(classes: CompetitionClass[], isTravel: boolean): number {
  const minutesByDay = new Map<number, number>()
  const add = (day: number, minutes: number) => minutesByDay.set(day, (minutesByDay.get(day) ?? 0) + minutes)
  for (const cls of classes) {
    const shape = drawShape(cls.entries.length, cls.special)
    const perMatch = matchMinutes(cls.format) + 5
    for (const day of cls.groupDays) add(day, (shape.groupMatches / cls.groupDays.length) * perMatch)
    for (const day of cls.koDays) add(day, shape.koMatches * perMatch)
  }
  // Courts idle while players rest and knockouts wait for their feeders: plan for ~55% use.
  const perCourt = (isTravel ? 270 : 690) * 0.55
  return Math.ceil(Math.max(0, ...minutesByDay.values()) / perCourt)
}

export function buildSeedContent(rng: Rng, today: Date, ids: IdAllocator): SeedContent {
  const content: SeedContent = {
    organizations: [],
    users: [],
    tournaments: [],
    tours: [],
    tourStops: [],
    courts: [],
    classes: [],
    teams: [],
    teamMembers: [],
    registrations: [],
    groups: [],
    groupTeams: [],
    rounds: [],
    matches: [],
    rewards: [],
    podcastEpisodes: [],
    handCheckClassId: 0,
    handCheckTournamentSlug: '',
    largeClassId: 0,
    embedOrganizationSlug: EMBED_TEST_ORGANIZER,
  }
  const year = today.getUTCFullYear()

  // Organizers
  const organizerBySlug = new Map<string, { id: number; name: string; currency: string }>()
  const orgRng = rng.fork('organizers')
  for (const org of ORGANIZERS) {
    const country = COUNTRIES[org.country]
    const id = ids.next('organizations')
    const website = org.embedOrigins.find((o) => o.startsWith('https://')) ?? `https://${org.slug}.example`
    content.organizations.push({
      id,
      slug: org.slug,
      name: org.name,
      logo: media.organizer(org.slug),
      description: org.description,
      website,
      email: `info@${new URL(website).hostname}`,
      country: org.country,
      city: org.city,
      currency: country.currency,
      vatRateBasisPoints: country.vatRateBasisPoints,
      vatMode: org.vatMode,
      multiClassDiscountMinClasses: org.hasMultiClassDiscount ? 2 : null,
      multiClassDiscountPercent: org.hasMultiClassDiscount ? 10 : null,
      refundUntilDays: orgRng.pick([7, 14, 14, 21]),
      embedOrigins: org.embedOrigins,
      createdAt: addDays(today, -orgRng.int(400, 2000)),
    })
    organizerBySlug.set(org.slug, { id, name: org.name, currency: country.currency })
  }

  // Players
  const players = createPlayers(rng.fork('players'), { nextId: () => ids.next('users'), today })
  for (const p of players) {
    content.users.push({
      id: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      userName: p.userName,
      avatar: p.avatar,
      country: p.country,
      birthYear: p.birthYear,
      gender: p.gender,
      preferredLanguage: p.preferredLanguage,
      duprId: p.duprId,
      duprRatingSingles: p.ratingSingles,
      duprRatingDoubles: p.ratingDoubles,
      createdAt: p.createdAt,
      updatedAt: p.createdAt,
    })
  }

  // Events
  const imageCounter = new Map<EventImageTheme, number>()
  const eventByName = new Map<string, { id: number; startDate: Date }>()
  for (const plan of EVENT_PLANS) {
    const slug = slugify(plan.name)
    const { city, venue, country } = planVenue(plan)
    const countryInfo = COUNTRIES[country]
    const organizer = organizerBySlug.get(plan.organizer)
    if (!organizer) throw new Error(`Unknown organizer ${plan.organizer}`)
    const isTravel = isTravelType(plan.typeCode)
    const dates = resolveEventDates(plan, city, today)
    const eventId = ids.next('tournaments')
    const eventRng = rng.fork(`event:${slug}`)
    const isListed = plan.status === undefined
    const isDrawn = isListed && (dates.state !== 'upcoming' || plan.registration === 'closed-drawn')
    const isRegistrationOpen = isListed && dates.state === 'upcoming' && plan.registration === undefined

    // Classes and entries
    const templates = pickClassTemplates(eventRng.fork('classes'), plan)
    const prizePerClass = plan.prizePoolMinor ? Math.floor(plan.prizePoolMinor / templates.length) : null
    const regStart = dates.registrationOpensAt.getTime()
    const regEnd = Math.min(dates.registrationClosesAt.getTime(), today.getTime() - DAY_MS)
    const classPlans = templates.map((template, position) => {
      const classRng = eventRng.fork(`class:${position}`)
      const classId = ids.next('classes')
      const capacity = capacityFor(classRng, template)
      const format = pickFormat(classRng, template)
      const preset = template.preset ?? (classRng.chance(0.15) ? 'games_points' : 'usap')
      const feeMinor =
        isTravel && plan.travel ? plan.travel.pricePerPersonMinor : pickFee(classRng, organizer.currency)
      const possible = maxEntries(template, players, year)

      let count = 0
      let openSlots = 0
      if (isDrawn) {
        if (template.key === LARGE_TEMPLATE) count = 128
        else if (template.key === HAND_CHECK_TEMPLATE) count = 4
        else {
          const lowest = isTravel ? 8 : Math.max(6, Math.ceil(capacity * 0.55))
          count = snapDrawSize(Math.min(classRng.int(lowest, capacity), possible))
        }
      } else if (isRegistrationOpen) {
        const isFarAhead = dates.startOffset > 84
        const isFull = !isFarAhead && classRng.chance(0.2)
        const share = isFarAhead ? 0.1 + classRng.float() * 0.35 : 0.3 + classRng.float() * 0.6
        count = Math.min(isFull ? capacity : Math.round(capacity * share), possible)
        // A few players registered alone and are still looking for a partner.
        if (template.type === 2 && !isFull && count >= 4 && classRng.chance(0.2)) openSlots = 1
      }
      const entries: SeedEntry[] =
        count > 0
          ? createEntries({
              rng: classRng.fork('entries'),
              template,
              players,
              homeCountry: country,
              year,
              count,
              openSlots,
              nextTeamId: () => ids.next('teams'),
            })
          : []
      // The pool can in theory supply fewer entries than asked; keep the draw shape legal.
      const isSpecial = template.key === LARGE_TEMPLATE || template.key === HAND_CHECK_TEMPLATE
      if (isDrawn && !isSpecial) entries.splice(snapDrawSize(entries.length))
      const dayIndex = templates.slice(0, position).filter((t) => t.key !== LARGE_TEMPLATE).length
      const { groupDays, koDays } = classDays(
        template,
        dayIndex,
        plan.days,
        isTravel,
        isDrawn ? entries.length : capacity,
      )
      const competition: CompetitionClass = {
        id: classId,
        type: template.type,
        format,
        preset,
        entries,
        groupDays,
        koDays,
        special:
          template.key === LARGE_TEMPLATE
            ? 'large'
            : template.key === HAND_CHECK_TEMPLATE
              ? 'hand-check'
              : null,
        prizePoolMinor: prizePerClass,
      }
      if (competition.special === 'hand-check') {
        content.handCheckClassId = classId
        content.handCheckTournamentSlug = slug
      }
      if (competition.special === 'large') content.largeClassId = classId
      return { template, position, capacity, feeMinor, competition }
    })

    // Draws, schedules and results for events that have started (or are about to). Busy events
    // get extra courts so the day ends by the evening, as a real organiser would plan it.
    const drawn = classPlans
      .filter((c) => isDrawn && c.competition.entries.length >= 3)
      .map((c) => c.competition)
    const courtCount = Math.min(20, Math.max(plan.courts ?? 6, courtsNeeded(drawn, isTravel)))
    const courts = Array.from({ length: courtCount }, (_, i) => ({
      id: ids.next('courts'),
      name: `Court ${i + 1}`,
    }))
    for (const court of courts) content.courts.push({ id: court.id, tournamentId: eventId, name: court.name })
    const output: CompetitionOutput = runEventCompetition(
      {
        isTravel,
        timeZone: countryInfo.timeZone,
        today,
        startOffset: dates.startOffset,
        courts,
        currency: organizer.currency,
      },
      drawn,
      (cls) => rng.fork(`results:${slug}:${cls.id - (classPlans[0]?.competition.id ?? 0)}`),
      {
        group: () => ids.next('groups'),
        round: () => ids.next('rounds'),
        match: () => ids.next('matches'),
        reward: () => ids.next('rewards'),
      },
    )
    content.groups.push(...output.groups)
    content.groupTeams.push(...output.groupTeams)
    content.rounds.push(...output.rounds)
    content.matches.push(...output.matches)
    content.rewards.push(...output.rewards)
    const startsAtByClass = new Map(output.outcomes.map((o) => [o.classId, o.startsAt]))

    const startsOnSameDay = new Map<number, number>()
    for (const { template, position, capacity, feeMinor, competition } of classPlans) {
      const firstDay = competition.groupDays[0] ?? 0
      const nthToday = startsOnSameDay.get(firstDay) ?? 0
      startsOnSameDay.set(firstDay, nthToday + 1)
      // Undrawn classes start on the hour, later classes of the same day half an hour apart.
      const plannedStart = isTravel
        ? zonedTime(today, dates.startOffset + firstDay, 15, 0, countryInfo.timeZone)
        : zonedTime(
            today,
            dates.startOffset + firstDay,
            9 + Math.floor(nthToday / 2),
            (nthToday % 2) * 30,
            countryInfo.timeZone,
          )
      content.classes.push({
        id: competition.id,
        tournamentId: eventId,
        name: template.name,
        type: template.type,
        gender: template.gender,
        capacity,
        feeMinor,
        ratingMin: template.ratingMin ?? null,
        ratingMax: template.ratingMax ?? null,
        matchFormat: competition.format,
        rankingPreset: competition.preset,
        startsAt: startsAtByClass.get(competition.id) ?? plannedStart,
        position: position + 1,
        createdAt: dates.registrationOpensAt,
      })

      // Teams, members and paid registrations (seeded entries have no order).
      const entryRng = eventRng.fork(`registrations:${position}`)
      for (const entry of competition.entries) {
        const registeredAt = new Date(
          regStart + Math.floor(entryRng.float() * Math.max(0, regEnd - regStart)),
        )
        content.teams.push({
          id: entry.id,
          classId: competition.id,
          name: entry.name,
          logo: entry.logo,
          teamType: entry.teamType,
          seed: entry.seed,
          createdAt: registeredAt,
        })
        entry.members.forEach((member, index) => {
          content.teamMembers.push({
            teamId: entry.id,
            userId: member.id,
            position: index + 1,
            isCaptain: entry.teamType === 4 && index === 0,
          })
          const partner = entry.teamType === 2 ? entry.members[1 - index] : undefined
          content.registrations.push({
            id: ids.next('registrations'),
            orderId: null,
            classId: competition.id,
            userId: member.id,
            partnerUserId: partner?.id ?? null,
            teamId: entry.id,
            status: 'confirmed',
            isLookingForPartner: entry.teamType === 2 && entry.members.length === 1,
            feeMinor,
            createdAt: registeredAt,
            updatedAt: registeredAt,
          })
        })
      }
    }

    const classSummaries = classPlans.map((c) => ({
      name: c.template.name,
      format: c.competition.format,
      groupDay: c.competition.groupDays[0] ?? 0,
      koDay: c.competition.koDays[0] ?? 0,
      isRated: c.template.ratingMin !== undefined || c.template.ratingMax !== undefined,
    }))
    const description =
      isTravel && plan.travel
        ? travelDescription({
            travel: plan.travel,
            days: plan.days,
            currency: organizer.currency,
            classes: classSummaries,
          })
        : tournamentDescription(eventRng.fork('description'), {
            name: plan.name,
            organizerName: organizer.name,
            venueName: venue.name,
            city: city.name,
            country,
            countryName: countryInfo.name,
            isIndoor: venue.isIndoor,
            courts: courts.length,
            today,
            startOffset: dates.startOffset,
            days: plan.days,
            classes: classSummaries,
            prizePoolMinor: plan.prizePoolMinor ?? null,
            currency: organizer.currency,
          })

    const { latitude, longitude } = venueCoordinates(city, venue)
    const createdAt = addDays(dates.registrationOpensAt, -14)
    content.tournaments.push({
      id: eventId,
      slug,
      organizationId: organizer.id,
      typeCode: plan.typeCode,
      name: plan.name,
      description,
      image: eventImageFor(city.name, venue.isIndoor, isTravel, imageCounter),
      startDate: dates.startDate,
      endDate: dates.endDate,
      timeZone: countryInfo.timeZone,
      venueName: venue.name,
      address: venue.address,
      postalCode: venue.postalCode,
      city: city.name,
      country,
      latitude,
      longitude,
      status: plan.status ?? 'published',
      progress: dates.state === 'finished' ? 2 : dates.state === 'running' ? 1 : 0,
      isFeatured: plan.isFeatured ?? false,
      registrationOpensAt: dates.registrationOpensAt,
      registrationClosesAt: dates.registrationClosesAt,
      createdAt,
      updatedAt: createdAt,
    })
    eventByName.set(plan.name, { id: eventId, startDate: dates.startDate })
  }

  // Tours: stops in calendar order, the last one is the finals weekend.
  TOURS.forEach((tour, index) => {
    const tourId = ids.next('tours')
    const organizer = organizerBySlug.get(tour.organizer)
    content.tours.push({
      id: tourId,
      slug: tour.slug,
      name: tour.name(year),
      subtitle: tour.subtitle,
      description: tour.description,
      image: media.tour((index % TOUR_IMAGE_COUNT) + 1),
      season: year,
      organizationId: organizer?.id ?? null,
    })
    const stops = tour.stops
      .map((name) => {
        const event = eventByName.get(name)
        if (!event) throw new Error(`Tour stop ${name} is not a seeded event`)
        return event
      })
      .sort((a, b) => a.startDate.getTime() - b.startDate.getTime())
    stops.forEach((event, i) => {
      content.tourStops.push({
        tourId,
        tournamentId: event.id,
        stopNumber: i + 1,
        pointsMultiplierPercent: i === stops.length - 1 ? 150 : 100,
      })
    })
  })

  content.podcastEpisodes = createPodcastEpisodes(rng.fork('podcast'), today, () =>
    ids.next('podcast_episodes'),
  )
  return content
}
