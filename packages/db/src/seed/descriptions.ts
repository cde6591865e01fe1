// Markdown descriptions of the demo events: short sections (intro, format, schedule, venue,
// food, prizes) with enough variation that sixty events do not read like one template.
import type { MatchFormatJson } from '../schema.ts'
import type { TravelDetails } from './events.ts'
import type { CountryCode } from './places.ts'
import type { Rng } from './random.ts'
import { formatMoney } from './text.ts'

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight']
const inWords = (n: number) => NUMBER_WORDS[n] ?? String(n)

/** "best of three games to 11, win by 2, capped at 15" */
export function describeFormat(format: MatchFormatJson): string {
  const games =
    format.gamesToWin === 1
      ? `one game to ${format.pointsToWin}`
      : `best of ${inWords(format.gamesToWin * 2 - 1)} games to ${format.pointsToWin}`
  const parts = [games, `win by ${format.winBy}`]
  if (format.cap) parts.push(`capped at ${format.cap}`)
  if (format.scoring === 'rally') parts.push('rally scoring')
  return parts.join(', ')
}

const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' })

/** Weekday name of the calendar day `offset` days from `today` (a UTC day start). */
export function weekdayName(today: Date, offset: number): string {
  return WEEKDAY.format(new Date(today.getTime() + offset * 86_400_000))
}

const FOOD: Record<CountryCode, string[]> = {
  DE: [
    'Fresh pretzels and coffee from 8:00, a Weißwurst breakfast on Sunday and a barbecue after the finals.',
    'The club café serves soup, Butterbrezn and homemade cakes all day.',
  ],
  FR: [
    'A crêpe stand and a coffee bar run by club volunteers keep everyone going; the players’ dinner is on Saturday night.',
    'Lunch is a buffet of quiches, salads and cheese; bring a water bottle, refills are free.',
  ],
  ES: [
    'Paella for all players on Saturday evening, tapas and cold drinks at the courtside bar.',
    'Fresh fruit, bocadillos and coffee are included with every entry.',
  ],
  PT: [
    'Pastéis de nata and bica at check-in, and a grilled-sardine dinner for players and families.',
    'The bar by court 1 serves sandes, fresh juice and coffee all day.',
  ],
  SE: [
    'Fika with cinnamon buns every afternoon, and a warm lunch included in the entry fee.',
    'Soup and sandwiches at the café; the after-party is at a bar a short walk away.',
  ],
  NL: [
    'Stroopwafels at check-in, a lunch box for every player and a players’ party after the finals.',
    'The canteen serves tosti’s, soup and coffee; the prize-giving is followed by drinks.',
  ],
  IT: [
    'An espresso bar opens at 8:00; lunch is focaccia, pasta salad and fruit, and the evening aperitivo is on the club.',
    'Panini and coffee all day, and a pizza night for players on Saturday.',
  ],
  GB: [
    'Tea, coffee and bacon rolls from 8:00; a hot lunch is available from the café.',
    'Free squash and fruit on court, and a players’ social at a nearby pub on Saturday.',
  ],
  DK: [
    'Smørrebrød lunch for all players and coffee on tap; the social dinner is on Saturday.',
    'The club café serves pastries, soup and coffee throughout the day.',
  ],
  AT: [
    'Coffee and Kaiserschmarrn at the club restaurant, and a Heuriger evening for players.',
    'A lunch buffet with goulash and salads is included in the entry fee.',
  ],
  BE: [
    'Belgian waffles at check-in and a selection of local beers at the players’ bar.',
    'Sandwiches, soup and fries are available all day; the prize-giving ends with drinks.',
  ],
  CH: [
    'Coffee and gipfeli at check-in, raclette for players on Saturday evening.',
    'The restaurant on site serves a daily menu and vegetarian options.',
  ],
}

const TRANSIT = [
  'The venue is a ten-minute walk from the nearest tram stop; free parking is available on site.',
  'Public transport stops right outside, and bike racks are next to the entrance.',
  'Parking on site is limited, so please car-share or take the bus.',
  'Changing rooms with showers and lockers are available; bring indoor shoes with non-marking soles.',
]

export type TournamentDescriptionInput = {
  name: string
  organizerName: string
  venueName: string
  city: string
  country: CountryCode
  countryName: string
  isIndoor: boolean
  courts: number
  today: Date
  startOffset: number
  days: number
  classes: { name: string; format: MatchFormatJson; groupDay: number; koDay: number; isRated: boolean }[]
  prizePoolMinor: number | null
  currency: string
}

export function tournamentDescription(rng: Rng, input: TournamentDescriptionInput): string {
  const dayWord = input.days === 1 ? 'a day' : `${inWords(input.days)} days`
  const intro = rng.pick([
    `The **${input.name}** returns to ${input.venueName} in ${input.city} for ${dayWord} of competitive pickleball.`,
    `${input.organizerName} invites players of every level to the **${input.name}**, ${dayWord} of pickleball at ${input.venueName} in ${input.city}.`,
    `Mark your calendar: the **${input.name}** brings ${dayWord} of round robins and knockouts to ${input.venueName}, ${input.city}.`,
  ])
  const level = rng.pick([
    'Expect a strong international field alongside local club players.',
    'It is a friendly, well-run event that welcomes first-time tournament players as much as seasoned competitors.',
    `It has become a fixture of the ${input.city} sports calendar, with players travelling in from across Europe.`,
    'Entries are capped to keep the schedule tight: most players finish their group before lunch.',
  ])

  const formatLines = input.classes.map((c) => `- **${c.name}**: ${describeFormat(c.format)}`)
  formatLines.push(
    '- Round-robin groups of three to five, then a single-elimination knockout for the group qualifiers',
  )
  if (input.classes.some((c) => c.isRated))
    formatLines.push('- Rated classes use DUPR ratings at the close of registration')

  const scheduleLines: string[] = []
  for (let day = 0; day < input.days; day++) {
    const starting = input.classes.filter((c) => c.groupDay === day).map((c) => c.name)
    const finals = input.classes.filter((c) => c.koDay === day).map((c) => c.name)
    const parts: string[] = []
    if (starting.length) parts.push(`groups of ${starting.join(', ')}`)
    if (finals.length) parts.push(`knockout and finals of ${finals.join(', ')}`)
    if (!parts.length) continue
    const checkIn = day === 0 ? 'check-in from 08:15, first serve at 09:00' : 'first serve at 09:00'
    scheduleLines.push(
      `- **${weekdayName(input.today, input.startOffset + day)}:** ${checkIn}; ${parts.join('; ')}`,
    )
  }

  const venue = input.isIndoor
    ? `${input.venueName} has ${input.courts} indoor courts with permanent lines, good lighting and seating for spectators.`
    : `Play is outdoors on ${input.courts} hard courts at ${input.venueName}; if it rains, matches move to the hall next door.`

  const prize = input.prizePoolMinor
    ? `A prize pool of **${formatMoney(input.prizePoolMinor, input.currency)}** is shared between the classes, with trophies for the top three in each.`
    : 'Medals for the top three in every class, plus paddles and vouchers from our partners for the winners.'

  return [
    `${intro} ${level}`,
    '### Format',
    formatLines.join('\n'),
    '### Schedule',
    scheduleLines.join('\n'),
    '### Venue & food',
    `${venue} ${rng.pick(TRANSIT)} ${rng.pick(FOOD[input.country])}`,
    '### Prizes',
    prize,
  ].join('\n\n')
}

export type TravelDescriptionInput = {
  travel: TravelDetails
  days: number
  currency: string
  classes: { name: string; format: MatchFormatJson }[]
}

export function travelDescription(input: TravelDescriptionInput): string {
  const { travel } = input
  const nights = input.days - 1
  const social = input.classes.map((c) => `the **${c.name}** (${describeFormat(c.format)})`).join(' and ')
  return [
    travel.intro,
    '### What’s included',
    travel.included.map((item) => `- ${item}`).join('\n'),
    '### Highlights',
    travel.highlights.map((item) => `- ${item}`).join('\n'),
    '### Pickleball programme',
    `Mornings are for coaching in small groups by level, from beginners to 4.5. In the afternoons ${social} bring the whole group together, with a knockout and prize-giving on the last full day. You stay at ${travel.hotel}.`,
    '### Price',
    `From **${formatMoney(travel.pricePerPersonMinor, input.currency)}** per person for ${nights} nights in a shared double room; single supplement ${formatMoney(travel.singleSupplementMinor, input.currency)}. Flights are not included. Registering for the social round robin books your place on the trip.`,
  ].join('\n\n')
}
