// Countries, cities and venues of the demo circuit. Coordinates are real city centres; venue
// names and street addresses are invented but follow each country's address conventions
// (number after the street in DE/NL/BE/…, before it in FR/GB) so the pages read naturally.
import { hashString } from './random.ts'

export type CountryCode = 'DE' | 'FR' | 'ES' | 'PT' | 'SE' | 'NL' | 'IT' | 'GB' | 'DK' | 'AT' | 'BE' | 'CH'

export type Country = {
  code: CountryCode
  name: string
  currency: 'EUR' | 'SEK' | 'DKK' | 'GBP' | 'CHF'
  vatRateBasisPoints: number
  timeZone: string
  /** A supported site locale players from there most likely use (de, en, es, fr, pt, sv). */
  language: string
}

export const COUNTRIES: Record<CountryCode, Country> = {
  DE: {
    code: 'DE',
    name: 'Germany',
    currency: 'EUR',
    vatRateBasisPoints: 1900,
    timeZone: 'Europe/Berlin',
    language: 'de',
  },
  FR: {
    code: 'FR',
    name: 'France',
    currency: 'EUR',
    vatRateBasisPoints: 2000,
    timeZone: 'Europe/Paris',
    language: 'fr',
  },
  ES: {
    code: 'ES',
    name: 'Spain',
    currency: 'EUR',
    vatRateBasisPoints: 2100,
    timeZone: 'Europe/Madrid',
    language: 'es',
  },
  PT: {
    code: 'PT',
    name: 'Portugal',
    currency: 'EUR',
    vatRateBasisPoints: 2300,
    timeZone: 'Europe/Lisbon',
    language: 'pt',
  },
  SE: {
    code: 'SE',
    name: 'Sweden',
    currency: 'SEK',
    vatRateBasisPoints: 2500,
    timeZone: 'Europe/Stockholm',
    language: 'sv',
  },
  NL: {
    code: 'NL',
    name: 'Netherlands',
    currency: 'EUR',
    vatRateBasisPoints: 2100,
    timeZone: 'Europe/Amsterdam',
    language: 'en',
  },
  IT: {
    code: 'IT',
    name: 'Italy',
    currency: 'EUR',
    vatRateBasisPoints: 2200,
    timeZone: 'Europe/Rome',
    language: 'en',
  },
  GB: {
    code: 'GB',
    name: 'United Kingdom',
    currency: 'GBP',
    vatRateBasisPoints: 2000,
    timeZone: 'Europe/London',
    language: 'en',
  },
  DK: {
    code: 'DK',
    name: 'Denmark',
    currency: 'DKK',
    vatRateBasisPoints: 2500,
    timeZone: 'Europe/Copenhagen',
    language: 'en',
  },
  AT: {
    code: 'AT',
    name: 'Austria',
    currency: 'EUR',
    vatRateBasisPoints: 2000,
    timeZone: 'Europe/Vienna',
    language: 'de',
  },
  BE: {
    code: 'BE',
    name: 'Belgium',
    currency: 'EUR',
    vatRateBasisPoints: 2100,
    timeZone: 'Europe/Brussels',
    language: 'fr',
  },
  CH: {
    code: 'CH',
    name: 'Switzerland',
    currency: 'CHF',
    vatRateBasisPoints: 810,
    timeZone: 'Europe/Zurich',
    language: 'de',
  },
}

export type Venue = {
  name: string
  address: string
  postalCode: string
  /** Indoor halls are used in the description and for plausible year-round dates. */
  isIndoor: boolean
}

export type City = {
  name: string
  country: CountryCode
  latitude: number
  longitude: number
  venues: Venue[]
}

const v = (name: string, address: string, postalCode: string, isIndoor = true): Venue => ({
  name,
  address,
  postalCode,
  isIndoor,
})

export const CITIES: City[] = [
  // Germany
  {
    name: 'München',
    country: 'DE',
    latitude: 48.1374,
    longitude: 11.5755,
    venues: [
      v('Sportpark Ost', 'Hallenstraße 12', '81673'),
      v('Tennisclub Isarauen', 'Isarauenweg 4', '80469', false),
    ],
  },
  {
    name: 'Berlin',
    country: 'DE',
    latitude: 52.52,
    longitude: 13.405,
    venues: [
      v('Sporthalle Prenzlauer Berg', 'Kastanienallee 88', '10435'),
      v('Sportzentrum Tempelhof', 'Columbiadamm 22', '10965'),
    ],
  },
  {
    name: 'Hamburg',
    country: 'DE',
    latitude: 53.5511,
    longitude: 9.9937,
    venues: [v('Sporthalle Hafenkante', 'Am Sandtorkai 40', '20457')],
  },
  {
    name: 'Köln',
    country: 'DE',
    latitude: 50.9375,
    longitude: 6.9603,
    venues: [v('Sportpark Müngersdorf, Halle 3', 'Aachener Straße 999', '50933')],
  },
  {
    name: 'Frankfurt am Main',
    country: 'DE',
    latitude: 50.1109,
    longitude: 8.6821,
    venues: [v('Ballsporthalle Mainufer', 'Schaumainkai 61', '60596')],
  },
  // France
  {
    name: 'Paris',
    country: 'FR',
    latitude: 48.8566,
    longitude: 2.3522,
    venues: [
      v('Gymnase des Lilas', '120 rue de Belleville', '75020'),
      v('Complexe Sportif de Vincennes', '80 avenue Daumesnil', '75012'),
    ],
  },
  {
    name: 'Lyon',
    country: 'FR',
    latitude: 45.764,
    longitude: 4.8357,
    venues: [v('Halle Sportive Confluence', '30 quai Perrache', '69002')],
  },
  {
    name: 'Nice',
    country: 'FR',
    latitude: 43.7102,
    longitude: 7.262,
    venues: [v('Complexe Sportif de la Promenade', '210 promenade des Anglais', '06200', false)],
  },
  {
    name: 'Bordeaux',
    country: 'FR',
    latitude: 44.8378,
    longitude: -0.5792,
    venues: [v('Salle Omnisports des Chartrons', '75 quai des Chartrons', '33000')],
  },
  {
    name: 'Montpellier',
    country: 'FR',
    latitude: 43.6108,
    longitude: 3.8767,
    venues: [v('Palais des Sports Antigone', '18 rue de Thessalie', '34000')],
  },
  {
    name: 'Aix-en-Provence',
    country: 'FR',
    latitude: 43.5297,
    longitude: 5.4474,
    venues: [v('Domaine du Mas des Oliviers', '9 chemin de la Torse', '13100', false)],
  },
  // Spain
  {
    name: 'Valencia',
    country: 'ES',
    latitude: 39.4699,
    longitude: -0.3763,
    venues: [
      v('Club Deportivo Turia', 'Avenida de Aragón 30', '46021'),
      v('Marina Pickleball Center', 'Moll de la Duana 4', '46024', false),
    ],
  },
  {
    name: 'Barcelona',
    country: 'ES',
    latitude: 41.3874,
    longitude: 2.1686,
    venues: [v('Centre Esportiu Poblenou', 'Carrer de Pujades 160', '08005')],
  },
  {
    name: 'Madrid',
    country: 'ES',
    latitude: 40.4168,
    longitude: -3.7038,
    venues: [v('Polideportivo Chamartín', 'Calle de Príncipe de Vergara 250', '28016')],
  },
  {
    name: 'Málaga',
    country: 'ES',
    latitude: 36.7213,
    longitude: -4.4214,
    venues: [v('Club de Raqueta Costa del Sol', 'Paseo Marítimo Pablo Ruiz Picasso 40', '29016', false)],
  },
  {
    name: 'Palma',
    country: 'ES',
    latitude: 39.5696,
    longitude: 2.6502,
    venues: [v('Centre Esportiu Son Moix', 'Camí dels Reis 300', '07010', false)],
  },
  {
    name: 'Sevilla',
    country: 'ES',
    latitude: 37.3891,
    longitude: -5.9845,
    venues: [v('Centro Deportivo Triana', 'Calle San Jacinto 50', '41010', false)],
  },
  // Portugal
  {
    name: 'Lisboa',
    country: 'PT',
    latitude: 38.7223,
    longitude: -9.1393,
    venues: [
      v('Complexo Desportivo do Restelo', 'Avenida da Torre de Belém 21', '1400-038'),
      v('Pavilhão Alvalade', 'Rua Luís Augusto Palmeirim 6', '1700-265'),
    ],
  },
  {
    name: 'Porto',
    country: 'PT',
    latitude: 41.1579,
    longitude: -8.6291,
    venues: [v('Pavilhão da Foz', 'Avenida do Brasil 505', '4150-153')],
  },
  {
    name: 'Lagos',
    country: 'PT',
    latitude: 37.1028,
    longitude: -8.673,
    venues: [v('Meia Praia Sports Club', 'Estrada da Meia Praia 12', '8600-315', false)],
  },
  {
    name: 'Albufeira',
    country: 'PT',
    latitude: 37.0891,
    longitude: -8.2479,
    venues: [v('Clube de Ténis de Albufeira', 'Rua dos Pescadores 33', '8200-278', false)],
  },
  {
    name: 'Cascais',
    country: 'PT',
    latitude: 38.6979,
    longitude: -9.4215,
    venues: [v('Cascais Atlantic Club', 'Avenida Rei Humberto II de Itália 7', '2750-800', false)],
  },
  {
    name: 'Peso da Régua',
    country: 'PT',
    latitude: 41.1632,
    longitude: -7.7887,
    venues: [v('Quinta do Douro Sports', 'Avenida de Ovar 10', '5050-237', false)],
  },
  // Sweden
  {
    name: 'Stockholm',
    country: 'SE',
    latitude: 59.3293,
    longitude: 18.0686,
    venues: [v('Södermalm Racketcenter', 'Ringvägen 70', '118 60')],
  },
  {
    name: 'Vaxholm',
    country: 'SE',
    latitude: 59.4024,
    longitude: 18.3514,
    venues: [v('Vaxholm Hotell & Sport', 'Hamngatan 2', '185 32', false)],
  },
  {
    name: 'Göteborg',
    country: 'SE',
    latitude: 57.7089,
    longitude: 11.9746,
    venues: [v('Racketcenter Heden', 'Skånegatan 12', '411 40')],
  },
  {
    name: 'Malmö',
    country: 'SE',
    latitude: 55.605,
    longitude: 13.0038,
    venues: [v('Malmö Racketklubb', 'Limhamnsvägen 100', '217 59')],
  },
  // Netherlands
  {
    name: 'Amsterdam',
    country: 'NL',
    latitude: 52.3676,
    longitude: 4.9041,
    venues: [
      v('Sporthal Zuid', 'Stadionplein 20', '1076 CM'),
      v('Pickleball Centrum Noord', 'NDSM-plein 28', '1033 WB'),
    ],
  },
  {
    name: 'Rotterdam',
    country: 'NL',
    latitude: 51.9244,
    longitude: 4.4777,
    venues: [v('Sportcentrum Kralingen', 'Kralingseweg 120', '3062 CE')],
  },
  {
    name: 'Utrecht',
    country: 'NL',
    latitude: 52.0907,
    longitude: 5.1214,
    venues: [v('Sportpark Maarschalkerweerd', 'Laan van Maarschalkerweerd 4', '3585 LJ')],
  },
  {
    name: 'Den Haag',
    country: 'NL',
    latitude: 52.0705,
    longitude: 4.3007,
    venues: [v('Sportcampus Zuiderpark', 'Mr. P. Droogleever Fortuynweg 20', '2533 SR')],
  },
  // Italy
  {
    name: 'Milano',
    country: 'IT',
    latitude: 45.4642,
    longitude: 9.19,
    venues: [v('Centro Sportivo Navigli', 'Via Ludovico il Moro 45', '20143')],
  },
  {
    name: 'Roma',
    country: 'IT',
    latitude: 41.9028,
    longitude: 12.4964,
    venues: [v('Circolo Sportivo Tevere', 'Lungotevere Flaminio 80', '00196', false)],
  },
  {
    name: 'Bologna',
    country: 'IT',
    latitude: 44.4949,
    longitude: 11.3426,
    venues: [v('Centro Sportivo Arcoveggio', 'Via di Corticella 180', '40128')],
  },
  {
    name: 'Torino',
    country: 'IT',
    latitude: 45.0703,
    longitude: 7.6869,
    venues: [v('Palazzetto Parco Ruffini', 'Viale Leonardo Bistolfi 10', '10141')],
  },
  {
    name: 'Firenze',
    country: 'IT',
    latitude: 43.7696,
    longitude: 11.2558,
    venues: [v('Circolo Tennis Cascine', 'Viale del Visarno 1', '50144', false)],
  },
  {
    name: 'Como',
    country: 'IT',
    latitude: 45.8081,
    longitude: 9.0852,
    venues: [v('Villa Lario Sporting Club', 'Via per Cernobbio 12', '22100', false)],
  },
  {
    name: 'Siena',
    country: 'IT',
    latitude: 43.3188,
    longitude: 11.3308,
    venues: [v('Borgo Chiantigiano Resort', 'Strada di Vagliagli 5', '53100', false)],
  },
  // United Kingdom
  {
    name: 'London',
    country: 'GB',
    latitude: 51.5072,
    longitude: -0.1276,
    venues: [
      v('Canary Wharf Racquet Hall', '200 Westferry Road', 'E14 3SG'),
      v('Battersea Park Sports Hall', '80 Prince of Wales Drive', 'SW11 4NJ'),
    ],
  },
  {
    name: 'Manchester',
    country: 'GB',
    latitude: 53.4808,
    longitude: -2.2426,
    venues: [v('Northern Quarter Sports Hall', '55 Oldham Street', 'M1 1JG')],
  },
  {
    name: 'Bristol',
    country: 'GB',
    latitude: 51.4545,
    longitude: -2.5879,
    venues: [v('Harbourside Sports Centre', '40 Cumberland Road', 'BS1 6UG')],
  },
  {
    name: 'Edinburgh',
    country: 'GB',
    latitude: 55.9533,
    longitude: -3.1883,
    venues: [v('Meadowbank Racquet Centre', '139 London Road', 'EH7 6AE')],
  },
  {
    name: 'Inverness',
    country: 'GB',
    latitude: 57.4778,
    longitude: -4.2247,
    venues: [v('Highland Racquet Club', '4 Bught Lane', 'IV3 5SS')],
  },
  // Denmark
  {
    name: 'København',
    country: 'DK',
    latitude: 55.6761,
    longitude: 12.5683,
    venues: [
      v('Valby Idrætspark, Hal 2', 'Julius Andersens Vej 3', '2450'),
      v('Nørrebro Pickleball Center', 'Nørrebrogade 190', '2200'),
    ],
  },
  {
    name: 'Aarhus',
    country: 'DK',
    latitude: 56.1629,
    longitude: 10.2039,
    venues: [v('Aarhus Racket Center', 'Stadion Allé 70', '8000')],
  },
  // Austria
  {
    name: 'Wien',
    country: 'AT',
    latitude: 48.2082,
    longitude: 16.3738,
    venues: [v('Sportzentrum Prater', 'Prater Hauptallee 120', '1020')],
  },
  {
    name: 'Salzburg',
    country: 'AT',
    latitude: 47.8095,
    longitude: 13.055,
    venues: [v('Sportunion Halle Salzburg', 'Alpenstraße 95', '5020')],
  },
  {
    name: 'Innsbruck',
    country: 'AT',
    latitude: 47.2692,
    longitude: 11.4041,
    venues: [v('Sporthalle Tivoli', 'Olympiastraße 10', '6020')],
  },
  {
    name: 'Kitzbühel',
    country: 'AT',
    latitude: 47.4464,
    longitude: 12.392,
    venues: [v('Sportanlage Kitzbühel', 'Jochberger Straße 50', '6370', false)],
  },
  // Belgium
  {
    name: 'Bruxelles',
    country: 'BE',
    latitude: 50.8503,
    longitude: 4.3517,
    venues: [v('Centre Sportif de la Woluwe', 'Avenue Mounier 87', '1200')],
  },
  {
    name: 'Antwerpen',
    country: 'BE',
    latitude: 51.2194,
    longitude: 4.4025,
    venues: [v('Sporthal Het Eilandje', 'Londenstraat 40', '2000')],
  },
  {
    name: 'Gent',
    country: 'BE',
    latitude: 51.0543,
    longitude: 3.7174,
    venues: [v('Sportcentrum Watersportbaan', 'Zuiderlaan 13', '9000')],
  },
  {
    name: 'Brugge',
    country: 'BE',
    latitude: 51.2093,
    longitude: 3.2247,
    venues: [v('Sportcentrum Sint-Andries', 'Zandstraat 100', '8200')],
  },
  // Switzerland
  {
    name: 'Zürich',
    country: 'CH',
    latitude: 47.3769,
    longitude: 8.5417,
    venues: [v('Sportanlage Hardhof', 'Hardhofweg 30', '8064')],
  },
  {
    name: 'Genève',
    country: 'CH',
    latitude: 46.2044,
    longitude: 6.1432,
    venues: [v('Centre Sportif du Bout-du-Monde', 'Route de Vessy 12', '1206')],
  },
  {
    name: 'Basel',
    country: 'CH',
    latitude: 47.5596,
    longitude: 7.5886,
    venues: [v('Sporthalle St. Jakob', 'Brüglingerstrasse 21', '4052')],
  },
  {
    name: 'Interlaken',
    country: 'CH',
    latitude: 46.6863,
    longitude: 7.8632,
    venues: [v('Sportzentrum Bödeli', 'Seestrasse 12', '3800', false)],
  },
]

export function findCity(name: string): City {
  const city = CITIES.find((c) => c.name === name)
  if (!city) throw new Error(`Unknown seed city ${name}`)
  return city
}

/**
 * A venue's coordinates: the city centre moved by a small offset derived from the venue name,
 * so each venue has a stable, distinct map pin a few kilometres from the centre.
 */
export function venueCoordinates(city: City, venue: Venue): { latitude: number; longitude: number } {
  const h = hashString(`${city.name}/${venue.name}`)
  const dLat = (((h & 0xffff) / 0xffff) * 2 - 1) * 0.03
  const dLon = ((((h >>> 16) & 0xffff) / 0xffff) * 2 - 1) * 0.04
  const round = (x: number) => Math.round(x * 1e5) / 1e5
  return { latitude: round(city.latitude + dLat), longitude: round(city.longitude + dLon) }
}
