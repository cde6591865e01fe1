// Demo players: names that match their country (with the diacritics real players have),
// unique lower-case user names and DUPR-style ratings. They have no e-mail, phone or password:
// they are content, not accounts.
import type { CountryCode } from './places.ts'
import { COUNTRIES } from './places.ts'
import type { Rng } from './random.ts'
import { userNameBase } from './text.ts'
import { AVATAR_COUNT, media } from './media.ts'

type NameBook = { male: string[]; female: string[]; last: string[] }

const NAMES: Record<CountryCode, NameBook> = {
  DE: {
    male: ['Lukas', 'Jonas', 'Maximilian', 'Felix', 'Tobias', 'Florian', 'Matthias', 'Jürgen', 'Stefan', 'Andreas', 'Sebastian', 'Moritz', 'Niklas', 'Jörg', 'Uwe', 'Björn', 'Henrik', 'Paul', 'Tim', 'Ralf'],
    female: ['Lena', 'Anna', 'Sophie', 'Katharina', 'Julia', 'Sabine', 'Jana', 'Lea', 'Marie', 'Birgit', 'Jülide', 'Franziska', 'Ute', 'Carolin', 'Hannah', 'Annika', 'Petra', 'Miriam', 'Theresa', 'Lisa'],
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Krüger', 'Hartmann', 'Lange', 'Köhler', 'Weiß', 'Jäger', 'Groß', 'Böhm', 'Vogt', 'Brandt'],
  },
  FR: {
    male: ['Louis', 'Hugo', 'Théo', 'Antoine', 'Julien', 'Mathieu', 'Nicolas', 'François', 'Jérôme', 'Étienne', 'Benoît', 'Lucas', 'Arnaud', 'Cédric', 'Sébastien', 'Olivier', 'Gaël', 'Rémi', 'Baptiste', 'Quentin'],
    female: ['Camille', 'Léa', 'Chloé', 'Manon', 'Inès', 'Françoise', 'Élodie', 'Céline', 'Amélie', 'Margaux', 'Hélène', 'Juliette', 'Pauline', 'Mélanie', 'Sandrine', 'Noémie', 'Aurélie', 'Claire', 'Zoé', 'Anaïs'],
    last: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefèvre', 'Michel', 'Garcia', 'Fontaine', 'Rousseau', 'Girard', 'Bonnet', 'Lambert', 'Faure', 'Mercier', 'Chevalier', 'Gauthier', 'Lemaître', 'Barbier', 'Brunet', 'Roussel', 'Perrin', 'Daniel'],
  },
  ES: {
    male: ['Alejandro', 'Pablo', 'Javier', 'Sergio', 'Álvaro', 'Diego', 'Carlos', 'Andrés', 'Jesús', 'Iñaki', 'Rubén', 'Adrián', 'Raúl', 'Mario', 'Víctor', 'Hugo', 'Joaquín', 'Gonzalo', 'Íker', 'Manuel'],
    female: ['Lucía', 'María', 'Paula', 'Sofía', 'Carmen', 'Elena', 'Marta', 'Laura', 'Ainhoa', 'Nuria', 'Begoña', 'Raquel', 'Inés', 'Alba', 'Cristina', 'Noelia', 'Rocío', 'Beatriz', 'Marina', 'Irene'],
    last: ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Núñez', 'Ibáñez', 'Castaño', 'Peña', 'Serrano', 'Ortega', 'Delgado', 'Cortés'],
  },
  PT: {
    male: ['João', 'Tiago', 'Rui', 'Gonçalo', 'Duarte', 'Tomás', 'André', 'Nuno', 'Bruno', 'Luís', 'Pedro', 'Miguel', 'Vasco', 'Sérgio', 'Simão', 'Rafael', 'Diogo', 'Hélder'],
    female: ['Inês', 'Beatriz', 'Mariana', 'Leonor', 'Joana', 'Catarina', 'Sofia', 'Matilde', 'Conceição', 'Margarida', 'Ana', 'Rita', 'Marta', 'Carolina', 'Filipa', 'Constança', 'Teresa', 'Mafalda'],
    last: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Gonçalves', 'Gomes', 'Lopes', 'Marques', 'Alves', 'Ribeiro', 'Pinto', 'Carvalho', 'Teixeira', 'Sousa', 'Fernandes', 'Magalhães', 'Araújo', 'Simões', 'Conceição', 'Brandão', 'Falcão'],
  },
  SE: {
    male: ['Erik', 'Lars', 'Anders', 'Johan', 'Oskar', 'Björn', 'Måns', 'Nils', 'Gustav', 'Axel', 'Viktor', 'Henrik', 'Magnus', 'Olof', 'Sören', 'Linus', 'Fredrik', 'Emil'],
    female: ['Åsa', 'Ingrid', 'Karin', 'Elin', 'Maja', 'Linnéa', 'Sara', 'Ebba', 'Frida', 'Annika', 'Malin', 'Sofia', 'Märta', 'Ylva', 'Johanna', 'Kristina', 'Matilda', 'Hanna'],
    last: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson', 'Gustafsson', 'Lindström', 'Lindqvist', 'Bergström', 'Åkesson', 'Sjöberg', 'Holmgren', 'Ekström', 'Lundgren', 'Nyström', 'Öberg', 'Wallin', 'Sandberg'],
  },
  NL: {
    male: ['Daan', 'Sem', 'Bram', 'Thijs', 'Lars', 'Jeroen', 'Sander', 'Ruben', 'Bas', 'Joost', 'Pieter', 'Wouter', 'Maarten', 'Niels', 'Koen', 'Gijs', 'Stijn', 'Arjen'],
    female: ['Emma', 'Sanne', 'Fleur', 'Lotte', 'Anouk', 'Femke', 'Eva', 'Iris', 'Marloes', 'Roos', 'Noor', 'Lieke', 'Esther', 'Ilse', 'Maud', 'Renée', 'Merel', 'Floor'],
    last: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssen', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer', 'de Wit', 'Dijkstra', 'Kuijpers', 'van der Meer'],
  },
  IT: {
    male: ['Marco', 'Alessandro', 'Lorenzo', 'Matteo', 'Andrea', 'Francesco', 'Giuseppe', 'Luca', 'Davide', 'Riccardo', 'Niccolò', 'Simone', 'Federico', 'Giacomo', 'Stefano', 'Tommaso', 'Gabriele', 'Emanuele'],
    female: ['Giulia', 'Chiara', 'Francesca', 'Sara', 'Martina', 'Alessia', 'Valentina', 'Elisa', 'Federica', 'Beatrice', 'Aurora', 'Ilaria', 'Gaia', 'Silvia', 'Caterina', 'Noemi', 'Benedetta', 'Lucrezia'],
    last: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti', 'Barbieri', 'Fontana', 'Santoro', 'Mariani', 'Galli'],
  },
  GB: {
    male: ['Oliver', 'George', 'Harry', 'Jack', 'Charlie', 'Thomas', 'James', 'William', 'Daniel', 'Samuel', 'Alfie', 'Joshua', 'Rhys', 'Callum', 'Euan', 'Owen', 'Liam', 'Ben'],
    female: ['Olivia', 'Amelia', 'Isla', 'Ava', 'Emily', 'Sophie', 'Grace', 'Charlotte', 'Eilidh', 'Siobhan', 'Freya', 'Poppy', 'Holly', 'Megan', 'Chloe', 'Niamh', 'Rosie', 'Harriet'],
    last: ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'MacDonald', 'Campbell', "O'Connor", 'Hughes', 'Fletcher', 'Bennett'],
  },
  DK: {
    male: ['Mads', 'Rasmus', 'Frederik', 'Søren', 'Jens', 'Mikkel', 'Anders', 'Kasper', 'Christian', 'Jesper', 'Niels', 'Bjørn', 'Magnus', 'Emil', 'Thor', 'Asger'],
    female: ['Freja', 'Ida', 'Sofie', 'Mette', 'Signe', 'Line', 'Louise', 'Camilla', 'Astrid', 'Maja', 'Trine', 'Karen', 'Sørine', 'Nanna', 'Cecilie', 'Rikke'],
    last: ['Nielsen', 'Jensen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Sørensen', 'Rasmussen', 'Jørgensen', 'Petersen', 'Madsen', 'Kristensen', 'Olsen', 'Ørsted', 'Møller', 'Thomsen', 'Kjær', 'Dahl', 'Bøgh'],
  },
  AT: {
    male: ['Lukas', 'David', 'Jakob', 'Florian', 'Simon', 'Markus', 'Christoph', 'Thomas', 'Wolfgang', 'Manfred', 'Dominik', 'Raphael', 'Bernhard', 'Clemens', 'Matthäus', 'Johannes'],
    female: ['Anna', 'Laura', 'Sarah', 'Lena', 'Magdalena', 'Katrin', 'Verena', 'Elisabeth', 'Theresa', 'Johanna', 'Barbara', 'Romana', 'Viktoria', 'Christina', 'Stefanie', 'Valerie'],
    last: ['Gruber', 'Huber', 'Bauer', 'Wagner', 'Pichler', 'Steiner', 'Moser', 'Mayer', 'Hofer', 'Leitner', 'Berger', 'Fuchs', 'Eder', 'Fischer', 'Schmid', 'Winkler', 'Weber', 'Schwarz', 'Maier', 'Brunner', 'Auer', 'Wimmer', 'Egger', 'Lechner'],
  },
  BE: {
    male: ['Arthur', 'Louis', 'Jules', 'Noah', 'Lucas', 'Wout', 'Pieter', 'Thibault', 'Maxime', 'Cédric', 'Kobe', 'Sven', 'Jonas', 'Benoît', 'Tom', 'Ruben'],
    female: ['Louise', 'Emma', 'Olivia', 'Elise', 'Marie', 'Lotte', 'Hanne', 'Charlotte', 'Manon', 'Amélie', 'Lien', 'Fien', 'Justine', 'Margaux', 'Nele', 'Sarah'],
    last: ['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'De Smet', 'Dubois', 'Lambert', 'Dupont', 'Vermeulen', 'Van Damme', 'Desmet', 'Lemaire', 'Declercq', 'Verhoeven', 'Martens', 'Leclercq', 'Hermans'],
  },
  CH: {
    male: ['Noah', 'Luca', 'Leon', 'Nico', 'Reto', 'Urs', 'Beat', 'Matthias', 'Samuel', 'Jonas', 'Fabian', 'Lukas', 'Adrian', 'Dario', 'Yannick', 'Rolf'],
    female: ['Mia', 'Lara', 'Nina', 'Laura', 'Seraina', 'Corinne', 'Andrea', 'Jasmin', 'Ramona', 'Fabienne', 'Sibylle', 'Noëlle', 'Chiara', 'Nadja', 'Lea', 'Vreni'],
    last: ['Müller', 'Meier', 'Schmid', 'Keller', 'Weber', 'Huber', 'Schneider', 'Meyer', 'Steiner', 'Fischer', 'Gerber', 'Brunner', 'Baumann', 'Frei', 'Zimmermann', 'Moser', 'Widmer', 'Wyss', 'Graf', 'Rüegg', 'Bühler', 'Märki', 'Favre', 'Rochat'],
  },
}

/** How many of the ~500 players come from each country (roughly where pickleball is growing). */
const PLAYERS_PER_COUNTRY: Record<CountryCode, number> = {
  DE: 70,
  FR: 52,
  ES: 55,
  PT: 35,
  SE: 35,
  NL: 45,
  IT: 45,
  GB: 55,
  DK: 25,
  AT: 25,
  BE: 26,
  CH: 32,
}

export type Gender = 'female' | 'male' | 'other' | 'undisclosed'

export type SeedPlayer = {
  id: number
  firstName: string
  lastName: string
  userName: string
  country: CountryCode
  gender: Gender
  birthYear: number
  ratingSingles: number | null
  ratingDoubles: number | null
  /** Playing strength used to simulate results; unrated players still play at some level. */
  strengthSingles: number
  strengthDoubles: number
  avatar: string | null
  duprId: string | null
  preferredLanguage: string
  createdAt: Date
}

export const RATING_MIN = 2
export const RATING_MAX = 6.5

const round3 = (x: number) => Math.round(x * 1000) / 1000
const clampRating = (x: number) => round3(Math.min(RATING_MAX, Math.max(RATING_MIN, x)))

const DUPR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

export function createPlayers(
  rng: Rng,
  options: { nextId: () => number; today: Date },
): SeedPlayer[] {
  const players: SeedPlayer[] = []
  const usedFullNames = new Set<string>()
  const usedUserNames = new Set<string>()
  const thisYear = options.today.getUTCFullYear()

  for (const [code, count] of Object.entries(PLAYERS_PER_COUNTRY) as [CountryCode, number][]) {
    const book = NAMES[code]
    for (let i = 0; i < count; i++) {
      const gender: Gender = rng.weighted<Gender>([
        ['male', 54],
        ['female', 44],
        ['other', 1],
        ['undisclosed', 1],
      ])
      let firstName = ''
      let lastName = ''
      // Re-draw on a clash: two "Lena Müller"s would make search results look like a bug.
      for (let attempt = 0; attempt < 20; attempt++) {
        const firstNames =
          gender === 'male' ? book.male : gender === 'female' ? book.female : rng.pick([book.male, book.female])
        firstName = rng.pick(firstNames)
        lastName = rng.pick(book.last)
        if (!usedFullNames.has(`${firstName} ${lastName}`)) break
      }
      usedFullNames.add(`${firstName} ${lastName}`)

      const base = userNameBase(firstName, lastName)
      let userName = rng.chance(0.35) ? base : `${base}${rng.int(1, 99)}`
      while (usedUserNames.has(userName)) userName = `${base}${rng.int(1, 999)}`
      usedUserNames.add(userName)

      // Doubles ratings cluster around 3.6; singles follow doubles with some spread. A few
      // national-level players sit above 5.5 so the "Open" classes have a top.
      const level = rng.chance(0.04) ? rng.normal(5.6, 0.35) : rng.normal(3.65, 0.7)
      const doubles = clampRating(level)
      const singles = clampRating(level + rng.normal(-0.05, 0.3))
      const isRated = !rng.chance(0.1)

      const [minAge, maxAge] = rng.weighted<readonly [number, number]>([
        [[18, 29], 20],
        [[30, 44], 30],
        [[45, 59], 30],
        [[60, 75], 20],
      ])
      const birthYear = thisYear - rng.int(minAge, maxAge)

      players.push({
        id: options.nextId(),
        firstName,
        lastName,
        userName,
        country: code,
        gender,
        birthYear,
        ratingSingles: isRated ? singles : null,
        ratingDoubles: isRated ? doubles : null,
        strengthSingles: singles,
        strengthDoubles: doubles,
        avatar: null,
        duprId: isRated
          ? Array.from({ length: 6 }, () => rng.pick([...DUPR_ALPHABET])).join('')
          : null,
        preferredLanguage: COUNTRIES[code].language,
        createdAt: new Date(options.today.getTime() - rng.int(260, 1100) * 86_400_000),
      })
    }
  }

  // Spread the generated avatars over the whole list so most pages show a few pictures.
  const withAvatar = rng.shuffle(players).slice(0, AVATAR_COUNT)
  withAvatar.forEach((player, index) => {
    player.avatar = media.avatar(index + 1)
  })
  return players
}

export function fullName(player: Pick<SeedPlayer, 'firstName' | 'lastName'>): string {
  return `${player.firstName} ${player.lastName}`
}
