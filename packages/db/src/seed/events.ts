// The demo calendar: every tournament and travel event, where it happens and when relative to
// today. Dates are resolved against today's UTC day start in resolveEventDates(), so "finished",
// "running" and "upcoming" stay true whenever the database is seeded.
import { COUNTRIES, findCity, type City, type CountryCode, type Venue } from './places.ts'
import { weekday, zonedTime } from './time.ts'

export type EventState = 'finished' | 'running' | 'upcoming'

export type Timing =
  /** Ended on the weekend about `weeksAgo` weeks before today. */
  | { state: 'finished'; weeksAgo: number }
  /** Fixed day offsets around today (start ≤ 0 ≤ end); running events need not be weekends. */
  | { state: 'running'; startOffset: number }
  /** Starts on the weekend about `weeksAhead` weeks after today. */
  | { state: 'upcoming'; weeksAhead: number }
  /** Starts exactly `startOffset` days from today (the "starts within days" event). */
  | { state: 'upcoming'; startOffset: number }

export type TravelDetails = {
  intro: string
  hotel: string
  pricePerPersonMinor: number
  singleSupplementMinor: number
  included: string[]
  highlights: string[]
}

/** Class template keys, see classes.ts. */
export type ClassKey = string

export type EventPlan = {
  name: string
  organizer: string
  typeCode: 1 | 13 | 3 | 15
  city: string
  venueIndex?: number
  days: number
  timing: Timing
  status?: 'draft' | 'cancelled'
  isFeatured?: boolean
  /** 'not-open': registration opens in a few weeks; 'closed-drawn': closed and groups drawn. */
  registration?: 'not-open' | 'closed-drawn'
  prizePoolMinor?: number
  courts?: number
  /** Explicit class list; otherwise 2–5 classes are drawn from the templates. */
  classes?: ClassKey[]
  travel?: TravelDetails
}

export const isTravelType = (typeCode: number) => typeCode === 3 || typeCode === 15

export const EVENT_PLANS: EventPlan[] = [
  // ---- Tournaments, finished ----
  {
    name: 'München Indoor Open',
    organizer: 'pickleball-club-muenchen',
    typeCode: 1,
    city: 'München',
    days: 2,
    timing: { state: 'finished', weeksAgo: 3 },
    prizePoolMinor: 300000,
    courts: 10,
  },
  {
    name: 'Paris Pickleball Open',
    organizer: 'pickleball-paris',
    typeCode: 1,
    city: 'Paris',
    days: 2,
    timing: { state: 'finished', weeksAgo: 9 },
    prizePoolMinor: 250000,
    courts: 10,
  },
  {
    name: 'Stockholm Open',
    organizer: 'stockholm-pickleballklubb',
    typeCode: 1,
    city: 'Stockholm',
    days: 2,
    timing: { state: 'finished', weeksAgo: 14 },
    courts: 8,
  },
  {
    name: 'Göteborg Indoor Championships',
    organizer: 'stockholm-pickleballklubb',
    typeCode: 1,
    city: 'Göteborg',
    days: 1,
    timing: { state: 'finished', weeksAgo: 8 },
    courts: 6,
  },
  {
    name: 'Valencia Open',
    organizer: 'club-pickleball-valencia',
    typeCode: 1,
    city: 'Valencia',
    days: 2,
    timing: { state: 'finished', weeksAgo: 12 },
    prizePoolMinor: 150000,
    courts: 8,
  },
  {
    name: 'Torneo Madrid Capital',
    organizer: 'barcelona-pickleball-club',
    typeCode: 1,
    city: 'Madrid',
    days: 2,
    timing: { state: 'finished', weeksAgo: 6 },
    courts: 8,
  },
  {
    name: 'Utrecht Doubles Cup',
    organizer: 'amsterdam-pickleball-vereniging',
    typeCode: 13,
    city: 'Utrecht',
    days: 1,
    timing: { state: 'finished', weeksAgo: 5 },
    courts: 6,
    classes: ['mixed-rr-handcheck', 'mens-doubles-35', 'womens-doubles-open'],
  },
  {
    name: 'Berlin Open',
    organizer: 'berliner-pickleball-verein',
    typeCode: 1,
    city: 'Berlin',
    venueIndex: 1,
    days: 2,
    timing: { state: 'finished', weeksAgo: 10 },
    prizePoolMinor: 200000,
    courts: 10,
  },
  {
    name: 'Hamburg Harbour Classic',
    organizer: 'berliner-pickleball-verein',
    typeCode: 13,
    city: 'Hamburg',
    days: 1,
    timing: { state: 'finished', weeksAgo: 16 },
    courts: 6,
  },
  {
    name: 'Lyon Indoor Masters',
    organizer: 'pickleball-paris',
    typeCode: 1,
    city: 'Lyon',
    days: 2,
    timing: { state: 'finished', weeksAgo: 18 },
    courts: 8,
  },
  {
    name: 'Milano Pickleball Open',
    organizer: 'asd-pickleball-milano',
    typeCode: 1,
    city: 'Milano',
    days: 2,
    timing: { state: 'finished', weeksAgo: 7 },
    courts: 8,
    classes: ['mixed-doubles-cap15', 'mens-singles-40', 'womens-doubles-open', 'club-team-challenge'],
  },
  {
    name: 'Bologna Doubles Cup',
    organizer: 'asd-pickleball-milano',
    typeCode: 13,
    city: 'Bologna',
    days: 1,
    timing: { state: 'finished', weeksAgo: 20 },
    courts: 6,
  },
  {
    name: 'Manchester Indoor Championships',
    organizer: 'london-pickleball-league',
    typeCode: 1,
    city: 'Manchester',
    days: 2,
    timing: { state: 'finished', weeksAgo: 4 },
    prizePoolMinor: 120000,
    courts: 8,
  },
  {
    name: 'Edinburgh Castle Cup',
    organizer: 'london-pickleball-league',
    typeCode: 1,
    city: 'Edinburgh',
    days: 1,
    timing: { state: 'finished', weeksAgo: 15 },
    courts: 6,
  },
  {
    name: 'Wien Open',
    organizer: 'wiener-pickleball-club',
    typeCode: 1,
    city: 'Wien',
    days: 2,
    timing: { state: 'finished', weeksAgo: 11 },
    courts: 8,
  },
  {
    name: 'Antwerpen Diamond Cup',
    organizer: 'brussels-pickleball-club',
    typeCode: 1,
    city: 'Antwerpen',
    days: 1,
    timing: { state: 'finished', weeksAgo: 13 },
    courts: 6,
  },
  {
    name: 'Basel Rhine Cup',
    organizer: 'pickleball-club-zuerich',
    typeCode: 13,
    city: 'Basel',
    days: 1,
    timing: { state: 'finished', weeksAgo: 17 },
    courts: 6,
  },
  {
    name: 'Aarhus Doubles Cup',
    organizer: 'koebenhavn-pickleball-klub',
    typeCode: 1,
    city: 'Aarhus',
    days: 1,
    timing: { state: 'finished', weeksAgo: 2 },
    courts: 6,
  },
  {
    name: 'Porto Pickleball Classic',
    organizer: 'lisboa-pickleball-association',
    typeCode: 1,
    city: 'Porto',
    days: 2,
    timing: { state: 'finished', weeksAgo: 2 },
    courts: 8,
  },

  // ---- Tournaments, running ----
  {
    name: 'Barcelona Pickleball Open',
    organizer: 'barcelona-pickleball-club',
    typeCode: 1,
    city: 'Barcelona',
    days: 3,
    timing: { state: 'running', startOffset: -1 },
    prizePoolMinor: 400000,
    courts: 12,
  },
  {
    name: 'Dutch Open',
    organizer: 'amsterdam-pickleball-vereniging',
    typeCode: 1,
    city: 'Amsterdam',
    days: 3,
    timing: { state: 'running', startOffset: -2 },
    prizePoolMinor: 500000,
    courts: 16,
    classes: ['open-singles-128', 'mixed-doubles-open', 'womens-doubles-open'],
  },
  {
    name: 'København Open',
    organizer: 'koebenhavn-pickleball-klub',
    typeCode: 1,
    city: 'København',
    days: 2,
    timing: { state: 'running', startOffset: -1 },
    courts: 8,
  },
  {
    name: 'Málaga Costa del Sol Open',
    organizer: 'club-pickleball-valencia',
    typeCode: 1,
    city: 'Málaga',
    days: 2,
    timing: { state: 'running', startOffset: 0 },
    courts: 8,
  },
  {
    name: 'Rotterdam Port Classic',
    organizer: 'amsterdam-pickleball-vereniging',
    typeCode: 13,
    city: 'Rotterdam',
    days: 1,
    timing: { state: 'running', startOffset: 0 },
    courts: 6,
  },
  {
    name: 'Zürich Open',
    organizer: 'pickleball-club-zuerich',
    typeCode: 1,
    city: 'Zürich',
    days: 3,
    timing: { state: 'running', startOffset: -1 },
    prizePoolMinor: 300000,
    courts: 8,
  },
  {
    name: 'Frankfurt Main Open',
    organizer: 'berliner-pickleball-verein',
    typeCode: 1,
    city: 'Frankfurt am Main',
    days: 2,
    timing: { state: 'running', startOffset: -1 },
    courts: 8,
  },

  // ---- Tournaments, upcoming ----
  {
    name: 'London Open',
    organizer: 'london-pickleball-league',
    typeCode: 1,
    city: 'London',
    days: 3,
    timing: { state: 'upcoming', weeksAhead: 3 },
    isFeatured: true,
    prizePoolMinor: 300000,
    courts: 12,
  },
  {
    name: 'Roma Capitale Open',
    organizer: 'asd-pickleball-milano',
    typeCode: 1,
    city: 'Roma',
    days: 2,
    timing: { state: 'upcoming', weeksAhead: 6 },
    courts: 8,
  },
  {
    name: 'European Pickleball Tour Finals',
    organizer: 'european-pickleball-circuit',
    typeCode: 1,
    city: 'Lisboa',
    days: 3,
    timing: { state: 'upcoming', weeksAhead: 10 },
    isFeatured: true,
    prizePoolMinor: 1000000,
    courts: 12,
  },
  {
    name: 'Malmö Öresund Cup',
    organizer: 'stockholm-pickleballklubb',
    typeCode: 1,
    city: 'Malmö',
    days: 1,
    timing: { state: 'upcoming', weeksAhead: 4 },
    courts: 6,
  },
  {
    name: 'Lisboa Open',
    organizer: 'lisboa-pickleball-association',
    typeCode: 1,
    city: 'Lisboa',
    venueIndex: 1,
    days: 2,
    timing: { state: 'upcoming', weeksAhead: 5 },
    isFeatured: true,
    prizePoolMinor: 200000,
    courts: 10,
  },
  {
    name: 'Cascais Atlantic Cup',
    organizer: 'lisboa-pickleball-association',
    typeCode: 1,
    city: 'Cascais',
    days: 1,
    timing: { state: 'upcoming', startOffset: 3 },
    registration: 'closed-drawn',
    courts: 6,
  },
  {
    name: 'Nice Riviera Open',
    organizer: 'cote-d-azur-pickleball',
    typeCode: 1,
    city: 'Nice',
    days: 2,
    timing: { state: 'upcoming', weeksAhead: 8 },
    isFeatured: true,
    prizePoolMinor: 150000,
    courts: 8,
  },
  {
    name: 'Bordeaux Vineyard Cup',
    organizer: 'pickleball-paris',
    typeCode: 1,
    city: 'Bordeaux',
    days: 1,
    timing: { state: 'upcoming', weeksAhead: 12 },
    courts: 6,
  },
  {
    name: 'Montpellier Doubles Classic',
    organizer: 'cote-d-azur-pickleball',
    typeCode: 13,
    city: 'Montpellier',
    days: 1,
    timing: { state: 'upcoming', weeksAhead: 2 },
    courts: 6,
  },
  {
    name: 'Köln Dom Classic',
    organizer: 'pickleball-club-muenchen',
    typeCode: 1,
    city: 'Köln',
    days: 2,
    timing: { state: 'upcoming', weeksAhead: 7 },
    courts: 8,
  },
  {
    name: 'Bavarian Pickleball Championships',
    organizer: 'pickleball-club-muenchen',
    typeCode: 1,
    city: 'München',
    days: 2,
    timing: { state: 'upcoming', weeksAhead: 18 },
    registration: 'not-open',
    courts: 10,
  },
  {
    name: 'Torino Classic',
    organizer: 'asd-pickleball-milano',
    typeCode: 1,
    city: 'Torino',
    days: 1,
    timing: { state: 'upcoming', weeksAhead: 9 },
    courts: 6,
  },
  {
    name: 'Bristol Harbourside Open',
    organizer: 'london-pickleball-league',
    typeCode: 1,
    city: 'Bristol',
    days: 2,
    timing: { state: 'upcoming', weeksAhead: 5 },
    courts: 8,
  },
  {
    name: 'Salzburg Alpine Cup',
    organizer: 'wiener-pickleball-club',
    typeCode: 1,
    city: 'Salzburg',
    days: 1,
    timing: { state: 'upcoming', weeksAhead: 11 },
    courts: 6,
  },
  {
    name: 'Innsbruck Mountain Classic',
    organizer: 'wiener-pickleball-club',
    typeCode: 13,
    city: 'Innsbruck',
    days: 2,
    timing: { state: 'upcoming', weeksAhead: 16 },
    courts: 6,
  },
  {
    name: 'Brussels Open',
    organizer: 'brussels-pickleball-club',
    typeCode: 1,
    city: 'Bruxelles',
    days: 2,
    timing: { state: 'upcoming', weeksAhead: 4 },
    isFeatured: true,
    prizePoolMinor: 200000,
    courts: 10,
  },
  {
    name: 'Gent Doubles Classic',
    organizer: 'brussels-pickleball-club',
    typeCode: 13,
    city: 'Gent',
    days: 1,
    timing: { state: 'upcoming', weeksAhead: 13 },
    courts: 6,
  },
  {
    name: 'Genève Lakeside Open',
    organizer: 'pickleball-club-zuerich',
    typeCode: 1,
    city: 'Genève',
    days: 2,
    timing: { state: 'upcoming', weeksAhead: 6 },
    courts: 8,
  },
  {
    name: 'Den Haag Open',
    organizer: 'amsterdam-pickleball-vereniging',
    typeCode: 1,
    city: 'Den Haag',
    days: 1,
    timing: { state: 'upcoming', weeksAhead: 15 },
    courts: 6,
  },
  {
    name: 'Palma Mallorca Open',
    organizer: 'barcelona-pickleball-club',
    typeCode: 1,
    city: 'Palma',
    days: 2,
    timing: { state: 'upcoming', weeksAhead: 20 },
    courts: 8,
  },

  // ---- Not listed: a draft and a cancelled event ----
  {
    name: 'Firenze Renaissance Cup',
    organizer: 'asd-pickleball-milano',
    typeCode: 1,
    city: 'Firenze',
    days: 2,
    timing: { state: 'upcoming', weeksAhead: 22 },
    status: 'draft',
    courts: 6,
  },
  {
    name: 'Hamburg Elbe Open',
    organizer: 'berliner-pickleball-verein',
    typeCode: 1,
    city: 'Hamburg',
    days: 2,
    timing: { state: 'upcoming', weeksAhead: 3 },
    status: 'cancelled',
    courts: 6,
  },

  // ---- Travel events ----
  {
    name: 'Algarve Pickleball Retreat',
    organizer: 'pickleball-passport-travel',
    typeCode: 3,
    city: 'Lagos',
    days: 6,
    timing: { state: 'finished', weeksAgo: 9 },
    courts: 6,
    classes: ['social-rally-21', 'mixed-social'],
    travel: {
      intro:
        'Golden cliffs, warm water and courts overlooking the Atlantic: the Algarve Pickleball Retreat combines five nights on the coast of Lagos with daily coaching and plenty of time for the beach.',
      hotel: 'a four-star resort above Meia Praia beach',
      pricePerPersonMinor: 124000,
      singleSupplementMinor: 28000,
      included: [
        '5 nights with breakfast in a sea-view room',
        'Four 2-hour coaching sessions with a certified coach',
        'Welcome dinner with grilled fish and vinho verde',
        'Boat trip to the Ponta da Piedade grottoes',
        'Airport transfers from Faro',
      ],
      highlights: [
        'Sunset round robin on the clifftop courts',
        'Video analysis of your third shot drop',
        'Free afternoons for surfing, hiking or the old town',
      ],
    },
  },
  {
    name: 'Stockholm Archipelago Pickleball Camp',
    organizer: 'stockholm-pickleballklubb',
    typeCode: 3,
    city: 'Vaxholm',
    days: 5,
    timing: { state: 'finished', weeksAgo: 20 },
    courts: 4,
    travel: {
      intro:
        'Four nights in Vaxholm, the gateway to the Stockholm archipelago: morning drills on outdoor courts by the harbour, afternoons island-hopping by boat and long Nordic evenings.',
      hotel: 'a harbourside hotel in Vaxholm',
      pricePerPersonMinor: 1190000,
      singleSupplementMinor: 250000,
      included: [
        '4 nights with breakfast and two dinners',
        'Daily coaching (beginner to 4.0+)',
        'Archipelago boat pass for the whole stay',
        'Guided kayak tour',
        'Sauna and cold-water dip after play',
      ],
      highlights: [
        'Crayfish dinner on the jetty',
        'Day trip to Grinda island',
        'Social round robin with the local club',
      ],
    },
  },
  {
    name: 'Tuscany Pickleball & Wine Week',
    organizer: 'pickleball-passport-travel',
    typeCode: 15,
    city: 'Siena',
    days: 7,
    timing: { state: 'finished', weeksAgo: 6 },
    courts: 4,
    travel: {
      intro:
        'Six nights on a restored estate in the Chianti hills, with pickleball among the vineyards every morning and the best of Tuscan food and wine every evening.',
      hotel: 'a restored farmhouse estate near Siena',
      pricePerPersonMinor: 168000,
      singleSupplementMinor: 35000,
      included: [
        '6 nights with breakfast and four dinners',
        'Daily coaching and supervised match play',
        'Wine tasting at two Chianti Classico estates',
        'Pasta-making class with the estate cook',
        'Guided half-day visit to Siena',
      ],
      highlights: [
        'Round robin finals followed by an open-air dinner',
        'Drills focused on the soft game and resets',
        'Olive-oil tasting and a truffle hunt',
      ],
    },
  },
  {
    name: 'Lake Como Pickleball Escape',
    organizer: 'asd-pickleball-milano',
    typeCode: 3,
    city: 'Como',
    days: 5,
    timing: { state: 'finished', weeksAgo: 16 },
    courts: 4,
    travel: {
      intro:
        'Four nights on the shore of Lake Como: play on lakeside clay-coloured courts, take the ferry to Bellagio and enjoy slow lunches with a view of the mountains.',
      hotel: 'a lakeside villa hotel in Cernobbio',
      pricePerPersonMinor: 139000,
      singleSupplementMinor: 32000,
      included: [
        '4 nights with breakfast',
        'Three coaching sessions and daily open play',
        'Ferry pass for the central lake',
        'Welcome aperitivo and farewell dinner',
      ],
      highlights: [
        'Villa gardens walk in Bellagio',
        'Doubles strategy workshop',
        'Social round robin with prizes from local producers',
      ],
    },
  },
  {
    name: 'Scottish Highlands Pickleball Tour',
    organizer: 'london-pickleball-league',
    typeCode: 15,
    city: 'Inverness',
    days: 6,
    timing: { state: 'finished', weeksAgo: 19 },
    courts: 4,
    travel: {
      intro:
        'From Inverness to the shores of Loch Ness: five nights of indoor pickleball, castles, whisky and dramatic Highland scenery, guided by our London team.',
      hotel: 'a Victorian country-house hotel in Inverness',
      pricePerPersonMinor: 98000,
      singleSupplementMinor: 22000,
      included: [
        '5 nights with full Scottish breakfast',
        'Four sessions with a certified coach',
        'Coach excursion to Loch Ness and Urquhart Castle',
        'Distillery visit with tasting',
        'Ceilidh evening',
      ],
      highlights: [
        'Indoor courts whatever the weather',
        'Match play against the Highland Racquet Club',
        'Culloden battlefield and Clava Cairns',
      ],
    },
  },
  {
    name: 'Berlin Pickleball City Break',
    organizer: 'berliner-pickleball-verein',
    typeCode: 3,
    city: 'Berlin',
    days: 4,
    timing: { state: 'finished', weeksAgo: 4 },
    courts: 6,
    travel: {
      intro:
        'Three nights in Berlin with pickleball every morning in Prenzlauer Berg and the city at your feet in the afternoon: galleries, street food and a guided bike tour along the Wall.',
      hotel: 'a design hotel in Prenzlauer Berg',
      pricePerPersonMinor: 69000,
      singleSupplementMinor: 15000,
      included: [
        '3 nights with breakfast',
        'Three morning sessions with club coaches',
        'Guided bike tour along the Berlin Wall trail',
        'Public transport pass (zones A–B)',
      ],
      highlights: [
        'Friday night social with the Berliner Pickleball Verein',
        'Street-food market tour',
        'Round robin on the last morning',
      ],
    },
  },
  {
    name: 'Pickleball & Paella Week in Valencia',
    organizer: 'club-pickleball-valencia',
    typeCode: 3,
    city: 'Valencia',
    venueIndex: 1,
    days: 7,
    timing: { state: 'running', startOffset: -3 },
    courts: 6,
    travel: {
      intro:
        'Seven days of sun, sea and pickleball in Valencia, the home of paella. Mornings on the courts at the marina, afternoons on the beach or in the old town, evenings at the table.',
      hotel: 'a beachfront hotel on Playa de la Malvarrosa',
      pricePerPersonMinor: 115000,
      singleSupplementMinor: 26000,
      included: [
        '6 nights with breakfast',
        'Daily coaching in small groups by level',
        'Paella cooking class with a local chef',
        'Guided tour of the City of Arts and Sciences',
        'Bike rental for the Turia gardens',
      ],
      highlights: [
        'Round robin on the marina courts at sunset',
        'Tapas evening in El Carmen',
        'Day trip to the Albufera lagoon',
      ],
    },
  },
  {
    name: 'Mallorca Pickleball Getaway',
    organizer: 'pickleball-passport-travel',
    typeCode: 3,
    city: 'Palma',
    days: 5,
    timing: { state: 'running', startOffset: -1 },
    courts: 4,
    travel: {
      intro:
        'Four nights in Palma de Mallorca: outdoor courts with mountain views, coaching in the morning and free afternoons for the cathedral, the coves or the Serra de Tramuntana.',
      hotel: 'a boutique hotel in the old town of Palma',
      pricePerPersonMinor: 99000,
      singleSupplementMinor: 21000,
      included: [
        '4 nights with breakfast',
        'Four coaching sessions',
        'Welcome dinner with Mallorcan specialities',
        'Airport transfers',
      ],
      highlights: [
        'Vintage train ride to Sóller',
        'Round robin and prize-giving lunch',
        'Optional sea-kayak excursion',
      ],
    },
  },
  {
    name: 'Douro Valley Pickleball & Port Week',
    organizer: 'lisboa-pickleball-association',
    typeCode: 15,
    city: 'Peso da Régua',
    days: 6,
    timing: { state: 'upcoming', weeksAhead: 8 },
    isFeatured: true,
    courts: 4,
    travel: {
      intro:
        'Terraced vineyards, a slow river and courts in the middle of a working quinta: five nights in the Douro Valley with daily pickleball, port tastings and a river cruise.',
      hotel: 'a wine estate with rooms above the Douro river',
      pricePerPersonMinor: 132000,
      singleSupplementMinor: 29000,
      included: [
        '5 nights with breakfast and three dinners',
        'Daily coaching and match play',
        'Port tasting at two quintas',
        'Douro river cruise',
        'Transfers from Porto',
      ],
      highlights: [
        'Harvest-style lunch among the vines',
        'Round robin with a view over the valley',
        'Train ride along the river to Pinhão',
      ],
    },
  },
  {
    name: 'Provence Pickleball Retreat',
    organizer: 'cote-d-azur-pickleball',
    typeCode: 3,
    city: 'Aix-en-Provence',
    days: 6,
    timing: { state: 'upcoming', weeksAhead: 14 },
    courts: 4,
    travel: {
      intro:
        'Lavender, plane trees and pétanque in the village square: five nights in a mas near Aix-en-Provence with pickleball in the mornings and markets in the afternoons.',
      hotel: 'a traditional mas with pool near Aix-en-Provence',
      pricePerPersonMinor: 129000,
      singleSupplementMinor: 30000,
      included: [
        '5 nights with breakfast',
        'Daily coaching in two level groups',
        'Provençal market tour and picnic',
        'Wine tasting in the Côtes de Provence',
      ],
      highlights: [
        'Day trip to the Luberon villages',
        'Evening round robin under the lights',
        'Farewell dinner on the terrace',
      ],
    },
  },
  {
    name: "Côte d'Azur Pickleball Week",
    organizer: 'cote-d-azur-pickleball',
    typeCode: 3,
    city: 'Nice',
    days: 7,
    timing: { state: 'upcoming', weeksAhead: 22 },
    courts: 4,
    travel: {
      intro:
        'A week on the Riviera: courts by the sea in Nice, day trips to Monaco and Antibes and time to enjoy the Mediterranean light that painters loved.',
      hotel: 'a hotel two streets from the Promenade des Anglais',
      pricePerPersonMinor: 149000,
      singleSupplementMinor: 38000,
      included: [
        '6 nights with breakfast',
        'Daily coaching and supervised match play',
        'Train pass for the Riviera coast',
        'Guided walk through Vieux Nice',
      ],
      highlights: ['Round robin with the local club', 'Day trip to Monaco', 'Socca and rosé evening'],
    },
  },
  {
    name: 'Swiss Alps Pickleball Camp',
    organizer: 'pickleball-club-zuerich',
    typeCode: 3,
    city: 'Interlaken',
    days: 6,
    timing: { state: 'upcoming', weeksAhead: 26 },
    courts: 4,
    travel: {
      intro:
        'Between Lake Thun and Lake Brienz, with the Eiger, Mönch and Jungfrau on the horizon: five nights of pickleball and mountain air in Interlaken.',
      hotel: 'a family-run hotel in Interlaken',
      pricePerPersonMinor: 189000,
      singleSupplementMinor: 42000,
      included: [
        '5 nights with breakfast and dinner',
        'Daily coaching (all levels)',
        'Regional transport pass including lake boats',
        'Guided hike above Grindelwald',
      ],
      highlights: [
        'Round robin with Alpine views',
        'Fondue evening',
        'Optional excursion to the Jungfraujoch',
      ],
    },
  },
  {
    name: 'Tirol Pickleball & Hiking Week',
    organizer: 'wiener-pickleball-club',
    typeCode: 15,
    city: 'Kitzbühel',
    days: 7,
    timing: { state: 'upcoming', weeksAhead: 30 },
    courts: 4,
    travel: {
      intro:
        'Mornings on the court, afternoons on the mountain: six nights in Kitzbühel with pickleball coaching, guided hikes and hearty Tyrolean food.',
      hotel: 'a chalet hotel with spa in Kitzbühel',
      pricePerPersonMinor: 135000,
      singleSupplementMinor: 28000,
      included: [
        '6 nights with half board',
        'Five coaching sessions',
        'Three guided hikes',
        'Lift pass for the summer cable cars',
        'Spa access',
      ],
      highlights: [
        'Hut lunch on the Hahnenkamm',
        'Round robin and Tyrolean evening',
        'Lake swim at the Schwarzsee',
      ],
    },
  },
  {
    name: 'København Hygge Pickleball Weekend',
    organizer: 'koebenhavn-pickleball-klub',
    typeCode: 3,
    city: 'København',
    venueIndex: 1,
    days: 3,
    timing: { state: 'upcoming', weeksAhead: 4 },
    courts: 6,
    travel: {
      intro:
        'A long weekend in Copenhagen: indoor pickleball in Nørrebro, cinnamon buns, canal tours and the famous Danish hygge by candlelight.',
      hotel: 'a design hotel near the lakes',
      pricePerPersonMinor: 650000,
      singleSupplementMinor: 150000,
      included: [
        '2 nights with breakfast',
        'Two coaching sessions and a social round robin',
        'Canal boat tour',
        'Smørrebrød lunch with the club',
      ],
      highlights: ['Bike tour of the city', 'Sauna by the harbour', 'Round robin and prize-giving'],
    },
  },
  {
    name: 'Amsterdam Canals & Courts Weekend',
    organizer: 'amsterdam-pickleball-vereniging',
    typeCode: 3,
    city: 'Amsterdam',
    venueIndex: 1,
    days: 3,
    timing: { state: 'upcoming', weeksAhead: 6 },
    isFeatured: true,
    courts: 6,
    travel: {
      intro:
        'A weekend of pickleball at the NDSM wharf and the best of Amsterdam in between: canals, museums and brown cafés, with the country’s largest club as your host.',
      hotel: 'a canal-side hotel in the Jordaan',
      pricePerPersonMinor: 59000,
      singleSupplementMinor: 14000,
      included: [
        '2 nights with breakfast',
        'Two coaching sessions',
        'Social round robin with the local club',
        'Canal cruise',
        'Ferry and bike rental',
      ],
      highlights: [
        'Dinner at a former shipyard',
        'Clinic on stacking and switching',
        'Cheese and stroopwafel tasting',
      ],
    },
  },
  {
    name: 'Sevilla Pickleball & Flamenco Week',
    organizer: 'pickleball-passport-travel',
    typeCode: 3,
    city: 'Sevilla',
    days: 6,
    timing: { state: 'upcoming', weeksAhead: 12 },
    courts: 4,
    travel: {
      intro:
        'Orange trees, tiled courtyards and courts in Triana: five nights in Sevilla combining daily pickleball with flamenco, tapas and Moorish palaces.',
      hotel: 'a boutique hotel in the Santa Cruz quarter',
      pricePerPersonMinor: 118000,
      singleSupplementMinor: 27000,
      included: [
        '5 nights with breakfast',
        'Daily coaching and match play',
        'Guided visit to the Real Alcázar',
        'Flamenco show with dinner',
      ],
      highlights: [
        'Tapas route through Triana',
        'Round robin on the riverside courts',
        'Day trip to Córdoba',
      ],
    },
  },
]

export type ResolvedDates = {
  state: EventState
  /** Day offsets (from today) of the first and last event day. */
  startOffset: number
  endOffset: number
  startDate: Date
  endDate: Date
  registrationOpensAt: Date
  registrationClosesAt: Date
}

/**
 * Resolves an event's days against `today` (a UTC day start). Finished events end at least one
 * day before today, upcoming ones start at least five days after (so their registration, which
 * closes three days before the start, is still open); both are moved to a weekend.
 */
export function resolveEventDates(plan: EventPlan, city: City, today: Date): ResolvedDates {
  const timeZone = COUNTRIES[city.country].timeZone
  const isTravel = isTravelType(plan.typeCode)
  const toSaturday = (6 - weekday(today) + 7) % 7
  // Three-day tournaments start on Friday; everything else on Saturday.
  const weekendStart = (weeks: number) => toSaturday + 7 * weeks - (plan.days === 3 && !isTravel ? 1 : 0)

  let startOffset: number
  const timing = plan.timing
  if (timing.state === 'finished') {
    startOffset = weekendStart(-timing.weeksAgo)
    while (startOffset + plan.days - 1 > -1) startOffset -= 7
  } else if (timing.state === 'running') {
    startOffset = timing.startOffset
  } else if ('startOffset' in timing) {
    startOffset = timing.startOffset
  } else {
    startOffset = weekendStart(timing.weeksAhead)
    const minimum = isTravel ? 12 : 5
    while (startOffset < minimum) startOffset += 7
  }
  const endOffset = startOffset + plan.days - 1

  const startDate = zonedTime(today, startOffset, isTravel ? 15 : 9, 0, timeZone)
  const endDate = zonedTime(today, endOffset, isTravel ? 11 : 18, 0, timeZone)

  // Registration opens ~2–4 months ahead (and at least two weeks ago for every upcoming event,
  // so entries look organic) and closes three days (travel: ten days) before the start.
  const openedOffset = Math.min(startOffset - (isTravel ? 120 : 70), -14)
  let registrationOpensAt = zonedTime(today, openedOffset, 10, 0, timeZone)
  let registrationClosesAt = zonedTime(today, startOffset - (isTravel ? 10 : 3), 23, 59, timeZone)
  if (plan.registration === 'not-open') {
    registrationOpensAt = zonedTime(today, 12, 10, 0, timeZone)
  } else if (plan.registration === 'closed-drawn') {
    registrationClosesAt = zonedTime(today, -2, 23, 59, timeZone)
  }

  return {
    state: plan.timing.state,
    startOffset,
    endOffset,
    startDate,
    endDate,
    registrationOpensAt,
    registrationClosesAt,
  }
}

export function planVenue(plan: EventPlan): { city: City; venue: Venue; country: CountryCode } {
  const city = findCity(plan.city)
  const venue = city.venues[plan.venueIndex ?? 0] ?? city.venues[0]
  if (!venue) throw new Error(`City ${city.name} has no venue`)
  return { city, venue, country: city.country }
}
