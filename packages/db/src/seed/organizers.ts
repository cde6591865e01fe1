// The clubs and associations that run the demo events. Plain data (no ORM import) so that
// scripts/generate-media.ts can draw one logo per organizer from the same list.
import type { CountryCode } from './places.ts'

export type OrganizerSeed = {
  slug: string
  name: string
  country: CountryCode
  city: string
  description: string
  vatMode: 'included' | 'added'
  /** 10% off from the second class: a common club incentive to enter singles and doubles. */
  hasMultiClassDiscount: boolean
  embedOrigins: string[]
}

/** The organizer whose embed origins point at the local dev/test server (embed e2e tests). */
export const EMBED_TEST_ORGANIZER = 'pickleball-club-muenchen'

export const ORGANIZERS: OrganizerSeed[] = [
  {
    slug: 'pickleball-club-muenchen',
    name: 'Pickleball Club München',
    country: 'DE',
    city: 'München',
    description:
      'Founded in 2019 by a handful of former tennis players, Pickleball Club München now counts more than 400 members. The club runs weekly open play at Sportpark Ost and hosts two of the largest indoor tournaments in southern Germany.',
    vatMode: 'included',
    hasMultiClassDiscount: true,
    embedOrigins: ['http://localhost:3100', 'http://127.0.0.1:3100'],
  },
  {
    slug: 'berliner-pickleball-verein',
    name: 'Berliner Pickleball Verein',
    country: 'DE',
    city: 'Berlin',
    description:
      'The Berliner Pickleball Verein brings the sport to every district of the capital, from school gyms in Neukölln to the old airfield at Tempelhof. Beginners are welcome at the free Sunday sessions.',
    vatMode: 'included',
    hasMultiClassDiscount: false,
    embedOrigins: ['https://berliner-pickleball.example'],
  },
  {
    slug: 'pickleball-paris',
    name: 'Association Pickleball Paris',
    country: 'FR',
    city: 'Paris',
    description:
      "Association Pickleball Paris organises leagues, coaching clinics and the Paris Open. Its volunteers have converted more than twenty municipal courts across the city's arrondissements.",
    vatMode: 'included',
    hasMultiClassDiscount: true,
    embedOrigins: ['https://pickleball-paris.example'],
  },
  {
    slug: 'cote-d-azur-pickleball',
    name: "Côte d'Azur Pickleball",
    country: 'FR',
    city: 'Nice',
    description:
      "Côte d'Azur Pickleball plays outdoors nearly all year round, a few steps from the Promenade des Anglais. The club is known for relaxed social rounds and a tournament with a sea view.",
    vatMode: 'included',
    hasMultiClassDiscount: false,
    embedOrigins: [],
  },
  {
    slug: 'club-pickleball-valencia',
    name: 'Club Pickleball Valencia',
    country: 'ES',
    city: 'Valencia',
    description:
      'Club Pickleball Valencia was the first dedicated pickleball club on the Spanish Mediterranean coast. It hosts international players every spring and runs the popular Pickleball & Paella week.',
    vatMode: 'included',
    hasMultiClassDiscount: true,
    embedOrigins: ['https://pickleball-valencia.example'],
  },
  {
    slug: 'barcelona-pickleball-club',
    name: 'Barcelona Pickleball Club',
    country: 'ES',
    city: 'Barcelona',
    description:
      'Barcelona Pickleball Club plays in Poblenou, minutes from the beach. Its competitive squad has won the Iberian team title twice, while the social section organises mixers every Friday evening.',
    vatMode: 'included',
    hasMultiClassDiscount: false,
    embedOrigins: [],
  },
  {
    slug: 'lisboa-pickleball-association',
    name: 'Lisboa Pickleball Association',
    country: 'PT',
    city: 'Lisboa',
    description:
      'The Lisboa Pickleball Association promotes the sport across Portugal, from clinics in Belém to beach courts on the Algarve. It co-organises the Iberian Pickleball Circuit.',
    vatMode: 'included',
    hasMultiClassDiscount: true,
    embedOrigins: ['https://lisboa-pickleball.example'],
  },
  {
    slug: 'stockholm-pickleballklubb',
    name: 'Stockholm Pickleballklubb',
    country: 'SE',
    city: 'Stockholm',
    description:
      'Stockholm Pickleballklubb keeps the courts busy through the long Nordic winter in its Södermalm hall. In summer the club moves outdoors to the archipelago for its famous camp.',
    vatMode: 'included',
    hasMultiClassDiscount: false,
    embedOrigins: [],
  },
  {
    slug: 'amsterdam-pickleball-vereniging',
    name: 'Amsterdam Pickleball Vereniging',
    country: 'NL',
    city: 'Amsterdam',
    description:
      'Amsterdam Pickleball Vereniging runs the biggest club in the Netherlands, with courts in Zuid and at the NDSM wharf. Its Dutch Open attracts players from all over Europe.',
    vatMode: 'included',
    hasMultiClassDiscount: true,
    embedOrigins: ['https://amsterdam-pickleball.example'],
  },
  {
    slug: 'asd-pickleball-milano',
    name: 'ASD Pickleball Milano',
    country: 'IT',
    city: 'Milano',
    description:
      'ASD Pickleball Milano is an amateur sports association based at Centro Sportivo Navigli. It trains juniors with local schools and runs a monthly DUPR-rated ladder.',
    vatMode: 'included',
    hasMultiClassDiscount: false,
    embedOrigins: [],
  },
  {
    slug: 'london-pickleball-league',
    name: 'London Pickleball League',
    country: 'GB',
    city: 'London',
    description:
      'The London Pickleball League connects more than thirty clubs across Greater London. It runs a winter league, coaching courses for new organisers and the London Open. Entry fees are shown before VAT.',
    vatMode: 'added',
    hasMultiClassDiscount: true,
    embedOrigins: ['https://londonpickleball.example'],
  },
  {
    slug: 'koebenhavn-pickleball-klub',
    name: 'København Pickleball Klub',
    country: 'DK',
    city: 'København',
    description:
      'København Pickleball Klub plays in Valby and Nørrebro and co-founded the Nordic Pickleball Series. Friendly, hygge-first and fiercely competitive once the score reaches 9-9.',
    vatMode: 'included',
    hasMultiClassDiscount: false,
    embedOrigins: [],
  },
  {
    slug: 'wiener-pickleball-club',
    name: 'Wiener Pickleball Club',
    country: 'AT',
    city: 'Wien',
    description:
      'The Wiener Pickleball Club plays at the Prater sports centre and organises the Vienna Open. Its alpine summer camps in Tirol combine pickleball with hiking.',
    vatMode: 'included',
    hasMultiClassDiscount: false,
    embedOrigins: [],
  },
  {
    slug: 'brussels-pickleball-club',
    name: 'Brussels Pickleball Club',
    country: 'BE',
    city: 'Bruxelles',
    description:
      'Brussels Pickleball Club is bilingual, international and open to everyone working or living in the Belgian capital. It runs weekday evening sessions and three tournaments a year.',
    vatMode: 'included',
    hasMultiClassDiscount: true,
    embedOrigins: [],
  },
  {
    slug: 'pickleball-club-zuerich',
    name: 'Pickleball Club Zürich',
    country: 'CH',
    city: 'Zürich',
    description:
      'Pickleball Club Zürich has grown from one borrowed badminton hall to its own six courts at Hardhof. Swiss precision in scheduling: matches start on the minute. Entry fees are shown before VAT.',
    vatMode: 'added',
    hasMultiClassDiscount: false,
    embedOrigins: ['https://pickleball-zuerich.example'],
  },
  {
    slug: 'european-pickleball-circuit',
    name: 'European Pickleball Circuit',
    country: 'BE',
    city: 'Bruxelles',
    description:
      'The European Pickleball Circuit coordinates the European Pickleball Tour: a season of ranking events in major cities, ending with the Tour Finals. It works with local clubs that host each stop.',
    vatMode: 'included',
    hasMultiClassDiscount: false,
    embedOrigins: [],
  },
  {
    slug: 'pickleball-passport-travel',
    name: 'Pickleball Passport Travel',
    country: 'NL',
    city: 'Amsterdam',
    description:
      'Pickleball Passport Travel designs small-group playing holidays across Europe: good courts, certified coaches, local food and plenty of free time. Every trip includes a social round robin.',
    vatMode: 'included',
    hasMultiClassDiscount: false,
    embedOrigins: ['https://pickleball-passport.example'],
  },
]
