// The three tours of the demo season. Stops are events from events.ts (by name); stop numbers
// follow the calendar and the last stop is the finals weekend with a 150% points multiplier.

export type TourSeed = {
  slug: string
  name: (season: number) => string
  subtitle: string
  description: string
  organizer: string
  stops: string[]
}

export const TOURS: TourSeed[] = [
  {
    slug: 'european-pickleball-tour',
    name: (season) => `European Pickleball Tour ${season}`,
    subtitle: 'Six cities, one ranking: the road to the Tour Finals in Lisboa',
    description:
      'The European Pickleball Tour links the biggest open tournaments on the continent into one season-long ranking. Players collect ranking points at every stop; the Tour Finals in Lisboa count one and a half times. The best players of each class at the end of the season receive a Tour trophy and an invitation to the season opener.',
    organizer: 'european-pickleball-circuit',
    stops: [
      'Paris Pickleball Open',
      'München Indoor Open',
      'Barcelona Pickleball Open',
      'London Open',
      'Roma Capitale Open',
      'European Pickleball Tour Finals',
    ],
  },
  {
    slug: 'nordic-pickleball-series',
    name: () => 'Nordic Pickleball Series',
    subtitle: 'Indoor pickleball through the Scandinavian winter',
    description:
      'Five tournaments in Sweden and Denmark, played indoors while the days are short. The Nordic Pickleball Series rewards consistency: your best four results count, and the series final in Malmö is worth 150% of the usual points.',
    organizer: 'stockholm-pickleballklubb',
    stops: [
      'Stockholm Open',
      'Göteborg Indoor Championships',
      'Aarhus Doubles Cup',
      'København Open',
      'Malmö Öresund Cup',
    ],
  },
  {
    slug: 'iberian-pickleball-circuit',
    name: () => 'Iberian Pickleball Circuit',
    subtitle: 'Sun, sea and ranking points from Valencia to Lisboa',
    description:
      'The Iberian Pickleball Circuit brings together the leading clubs of Spain and Portugal. Five stops from the Mediterranean to the Atlantic, with a circuit ranking across all classes and a grand final at the Lisboa Open.',
    organizer: 'lisboa-pickleball-association',
    stops: [
      'Valencia Open',
      'Torneo Madrid Capital',
      'Porto Pickleball Classic',
      'Málaga Costa del Sol Open',
      'Lisboa Open',
    ],
  },
]
