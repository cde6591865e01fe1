// "Pickleball Passport: Podcast Europe": weekly episodes going back from today. Show notes are
// simple HTML (as a feed would deliver them after sanitising): paragraphs, a list, links.
import type { Rng } from './random.ts'
import { PODCAST_EPISODE_COVER_COUNT, media } from './media.ts'
import { slugify } from './text.ts'
import { DAY_MS } from './time.ts'

type EpisodeSeed = {
  title: string
  summary: string
  topics: string[]
  links: [label: string, url: string][]
}

/** Oldest first; the newest episode is published last week. */
const EPISODES: EpisodeSeed[] = [
  {
    title: 'Welcome to Pickleball Passport',
    summary:
      'Why pickleball is the fastest-growing racket sport in Europe, and what this podcast is about: the players, clubs and places that make the European scene.',
    topics: ['How we discovered pickleball', 'Where Europe plays today', 'What to expect from the show'],
    links: [['Find a club near you', 'https://clubs.pickleball-passport.example']],
  },
  {
    title: 'DUPR Explained: How Your Rating Really Moves',
    summary:
      'Ratings decide seeding, class eligibility and bragging rights. We explain how DUPR calculates ratings, why a win can cost you points and how reliability works.',
    topics: [
      'Singles vs doubles ratings',
      'Why expected score matters more than winning',
      'Reliability and self-rated players',
      'Three myths about sandbagging',
    ],
    links: [
      ['DUPR ratings FAQ', 'https://ratings.pickleball-passport.example/dupr'],
      ['Rating calculator', 'https://tools.pickleball-passport.example/rating'],
    ],
  },
  {
    title: 'Inside the Kitchen: Mastering the Non-Volley Zone',
    summary:
      'The kitchen is where points are won and lost. A coach from Amsterdam walks us through footwork, patience and the faults that cost club players the most.',
    topics: [
      'Kitchen rules in plain words',
      'Ready position and split step',
      'Dinking cross-court vs straight',
      'When to speed up',
    ],
    links: [['Kitchen drills video', 'https://video.pickleball-passport.example/kitchen']],
  },
  {
    title: 'Lisboa Calling: Building a Club from Zero',
    summary:
      'The Lisboa Pickleball Association started with four players and a borrowed net. Its founders tell us how they found courts, volunteers and a community.',
    topics: [
      'Finding courts in a tennis city',
      'Working with the city council',
      'Beginner sessions that keep people coming back',
    ],
    links: [['Lisboa Pickleball Association', 'https://lisboa-pickleball.example']],
  },
  {
    title: 'Travel Tips: Flying with Paddles',
    summary:
      'Cabin bags, paddle covers and airline rules: everything you need to know before your next pickleball trip, plus how to find a game anywhere in Europe.',
    topics: [
      'Paddles in hand luggage',
      'Packing balls for indoor and outdoor play',
      'Finding open play abroad',
      'Travel insurance and sports',
    ],
    links: [['Packing checklist', 'https://travel.pickleball-passport.example/checklist']],
  },
  {
    title: 'The Third Shot Drop, Demystified',
    summary:
      'The most talked-about shot in pickleball. We break down why it matters, when to drive instead, and a drill you can do with one partner.',
    topics: [
      'Why the serving team needs the third shot drop',
      'Drop vs drive decision',
      'A two-person drill',
    ],
    links: [['Third-shot drill sheet', 'https://coaching.pickleball-passport.example/third-shot']],
  },
  {
    title: 'Behind the Scenes of the München Indoor Open',
    summary:
      'Two hundred players, ten courts, one weekend. The organizers of Pickleball Club München share how they plan schedules, referees and the famous Weißwurst breakfast.',
    topics: [
      'Scheduling with round robins and knockouts',
      'Volunteers and referees',
      'What players complain about (and what they love)',
    ],
    links: [['Pickleball Club München', 'https://pickleball-club-muenchen.example']],
  },
  {
    title: 'Stacking in Doubles: When and Why',
    summary:
      'Stacking keeps each player on their stronger side. We explain the basic stack, the half stack and how to communicate it without confusing your partner.',
    topics: ['Forehand middle', 'Full stack vs half stack', 'Hand signals'],
    links: [['Stacking diagrams', 'https://coaching.pickleball-passport.example/stacking']],
  },
  {
    title: 'Nordic Pickleball: Playing Through the Dark Months',
    summary:
      'From Stockholm to København, Nordic clubs keep the courts busy all winter. We hear about the Nordic Pickleball Series and the art of fika between matches.',
    topics: [
      'Indoor halls and booking culture',
      'The Nordic Pickleball Series',
      'Summer camps in the archipelago',
    ],
    links: [['Stockholm Pickleballklubb', 'https://stockholm-pickleballklubb.example']],
  },
  {
    title: 'From Tennis to Pickleball: A Coach’s Perspective',
    summary:
      'A former tennis professional explains what transfers, what to unlearn and why the soft game humbles even strong tennis players.',
    topics: ['Grip and swing length', 'Unlearning the big serve', 'Patience at the kitchen line'],
    links: [['Coaching courses', 'https://coaching.pickleball-passport.example/courses']],
  },
  {
    title: 'Paddle Tech: Carbon Faces, Foam Cores and the Rules',
    summary:
      'What is actually inside a paddle, how surface texture affects spin, and what the approved equipment list means for your next tournament.',
    topics: ['Core materials', 'Raw carbon and grit', 'Approved equipment lists', 'Choosing a first paddle'],
    links: [['Paddle buying guide', 'https://gear.pickleball-passport.example/paddles']],
  },
  {
    title: 'Running a Round Robin Nobody Complains About',
    summary:
      'Fair groups, clear schedules and short waits: tournament directors share their best tricks for running round robins and knockouts.',
    topics: [
      'Group sizes and advancement',
      'Tie-breakers players understand',
      'Live results on the big screen',
    ],
    links: [['Organizer toolkit', 'https://organizers.pickleball-passport.example/toolkit']],
  },
  {
    title: 'Pickleball & Paella: Planning a Playing Holiday',
    summary:
      'What makes a great pickleball trip? The team behind the Valencia week explains how they choose courts, coaches and restaurants.',
    topics: ['Balancing play and sightseeing', 'Mixed-level groups', 'What is (and isn’t) included'],
    links: [['Club Pickleball Valencia', 'https://pickleball-valencia.example']],
  },
  {
    title: 'Injury Prevention for Players over 50',
    summary:
      'A physiotherapist on warm-ups, Achilles tendons, shoulders and why good shoes matter more than a new paddle.',
    topics: ['A five-minute warm-up', 'Common injuries and early signs', 'Recovery between tournament days'],
    links: [['Warm-up routine (PDF)', 'https://health.pickleball-passport.example/warm-up']],
  },
  {
    title: 'Rules Changes 2026: What European Players Need to Know',
    summary:
      'Service rules, line calls and the new guidance on paddle testing: we go through this year’s rule changes and how European events apply them.',
    topics: [
      'Serve and drop-serve clarifications',
      'Line calls in unrefereed matches',
      'Paddle testing at events',
      'Time-outs and medical time-outs',
    ],
    links: [['Rulebook summary', 'https://rules.pickleball-passport.example/2026']],
  },
  {
    title: 'The European Pickleball Tour: How the Ranking Works',
    summary:
      'Points, multipliers and the Tour Finals. We explain how results at each stop turn into the season ranking.',
    topics: ['Points per placement', 'Why the finals count 150%', 'Class sizes and scaling'],
    links: [['Tour rankings', 'https://tour.pickleball-passport.example/rankings']],
  },
  {
    title: 'Mental Game: Closing Out Tight Games',
    summary:
      'Leading 10-8 and then losing 10-12? A sports psychologist on pressure, routines and how to play the big points.',
    topics: ['Between-point routines', 'Playing the score', 'Resetting after a bad call'],
    links: [['Mental skills worksheet', 'https://coaching.pickleball-passport.example/mental']],
  },
  {
    title: 'Referees Wanted: Officiating in Europe',
    summary:
      'More tournaments need more referees. We talk to certified officials about training, common disputes and why they love the job.',
    topics: ['How to become a referee', 'The hardest calls', 'Referee shortages at big events'],
    links: [['Referee courses', 'https://officials.pickleball-passport.example']],
  },
  {
    title: 'Dinking Patterns from the Pros',
    summary:
      'Not all dinks are equal. We analyse patterns from recent European finals and how to build pressure without attacking.',
    topics: ['Cross-court dinks and the middle', 'Changing height and pace', 'Setting up the attack'],
    links: [['Match analysis clips', 'https://video.pickleball-passport.example/dinks']],
  },
  {
    title: 'Converting Tennis Courts Without Tears',
    summary:
      'Lines, nets and neighbours: how clubs across Europe add pickleball courts to existing tennis facilities, and how to keep the tennis members happy.',
    topics: ['Blended lines', 'Portable vs permanent nets', 'Noise and neighbours'],
    links: [['Court conversion guide', 'https://facilities.pickleball-passport.example/conversion']],
  },
  {
    title: 'Juniors and School Programmes in the Netherlands',
    summary:
      'Dutch schools are adding pickleball to PE lessons. We hear how clubs and teachers work together to bring in the next generation.',
    topics: ['Equipment for schools', 'Junior tournaments', 'From school to club'],
    links: [['Amsterdam Pickleball Vereniging', 'https://amsterdam-pickleball.example']],
  },
  {
    title: 'Swiss Precision: How Zürich Grew to Six Courts',
    summary:
      'Pickleball Club Zürich went from one borrowed badminton hall to its own courts. Its president on funding, members and punctual schedules.',
    topics: ['Funding and sponsors', 'Member growth', 'Running events on time'],
    links: [['Pickleball Club Zürich', 'https://pickleball-zuerich.example']],
  },
  {
    title: 'Wind, Sun and Outdoor Play on the Atlantic Coast',
    summary:
      'Playing outdoors in Portugal and Spain means wind. Coaches share tactics for windy days and how to choose the right ball.',
    topics: ['Playing with and against the wind', 'Outdoor balls', 'Sun, heat and hydration'],
    links: [['Outdoor play tips', 'https://coaching.pickleball-passport.example/outdoor']],
  },
  {
    title: 'Nutrition on Tournament Day',
    summary:
      'What to eat between a 9:00 group match and a 17:00 final. A sports nutritionist on snacks, hydration and avoiding the afternoon slump.',
    topics: ['Breakfast before the first serve', 'Snacks between matches', 'Hydration and electrolytes'],
    links: [['Tournament-day meal plan', 'https://health.pickleball-passport.example/nutrition']],
  },
  {
    title: 'Mixed Doubles Strategy: Communication First',
    summary:
      'Mixed doubles is its own game. Two European champions on roles, targeting and how to talk to each other on court.',
    topics: ['Who takes the middle', 'Targeting without being unkind', 'Calling shots'],
    links: [['Mixed doubles drills', 'https://coaching.pickleball-passport.example/mixed']],
  },
  {
    title: 'Rally Scoring Experiments',
    summary:
      'Some European events are trying rally scoring to 21. Faster matches and more predictable schedules, but different tactics. Is it the future?',
    topics: ['How rally scoring works', 'What changes tactically', 'Organizer and player feedback'],
    links: [['Rally scoring explainer', 'https://rules.pickleball-passport.example/rally']],
  },
  {
    title: 'Drills You Can Do Alone',
    summary:
      'No partner, no problem: wall drills, serving targets and footwork patterns that improve your game in thirty minutes.',
    topics: ['Wall volleys', 'Serve and return targets', 'Footwork ladders'],
    links: [['Solo drill plan', 'https://coaching.pickleball-passport.example/solo']],
  },
  {
    title: 'Wheelchair Pickleball in Europe',
    summary:
      'The two-bounce rule makes pickleball a great fit for wheelchair players. We meet the players and clubs building adaptive programmes.',
    topics: ['Rule adaptations', 'Equipment and courts', 'Mixed able-bodied and wheelchair doubles'],
    links: [['Adaptive pickleball resources', 'https://inclusion.pickleball-passport.example']],
  },
  {
    title: 'Planning Your Tournament Season',
    summary:
      'How many events are too many? Coaches on choosing tournaments, peaking, travel budgets and using the tour calendars.',
    topics: ['Setting goals for the season', 'Tour events vs local events', 'Budgeting travel'],
    links: [['European tournament calendar', 'https://calendar.pickleball-passport.example']],
  },
  {
    title: 'The Year in European Pickleball',
    summary:
      'New clubs, record entries and the best matches of the year: our look back at a season that put pickleball on the European map.',
    topics: ['Record tournaments', 'Rising players', 'What comes next'],
    links: [['Season review', 'https://news.pickleball-passport.example/review']],
  },
]

/** Season 1 has 18 episodes; the rest are season 2. */
const SEASON_ONE_LENGTH = 18

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function showNotes(episode: EpisodeSeed): string {
  return [
    `<p>${escapeHtml(episode.summary)}</p>`,
    '<p>In this episode:</p>',
    `<ul>${episode.topics.map((t) => `<li>${escapeHtml(t)}</li>`).join('')}</ul>`,
    '<p>Links mentioned:</p>',
    `<ul>${episode.links.map(([label, url]) => `<li><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></li>`).join('')}</ul>`,
    '<p>Pickleball Passport is produced in Amsterdam. Send us your questions at <a href="https://pickleball-passport.example/contact">pickleball-passport.example</a>.</p>',
  ].join('')
}

export type PodcastEpisodeRow = {
  id: number
  guid: string
  slug: string
  title: string
  summary: string
  showNotes: string
  audioUrl: string
  audioType: string
  image: string
  durationSeconds: number
  season: number
  episodeNumber: number
  publishedAt: Date
}

export function createPodcastEpisodes(rng: Rng, today: Date, nextId: () => number): PodcastEpisodeRow[] {
  const total = EPISODES.length
  return EPISODES.map((episode, index) => {
    const season = index < SEASON_ONE_LENGTH ? 1 : 2
    const episodeNumber = season === 1 ? index + 1 : index + 1 - SEASON_ONE_LENGTH
    const code = `s${String(season).padStart(2, '0')}e${String(episodeNumber).padStart(2, '0')}`
    // Weekly, Tuesday-ish 06:00 UTC; the newest one is at least a day old so it never lies ahead.
    const weeksBack = total - 1 - index
    const publishedAt = new Date(today.getTime() - (weeksBack * 7 + 1) * DAY_MS + 6 * 3_600_000)
    const cover =
      index % 5 === 2
        ? media.podcastEpisodeCover((Math.floor(index / 5) % PODCAST_EPISODE_COVER_COUNT) + 1)
        : media.podcastCover
    return {
      id: nextId(),
      guid: `pickleball-passport-europe-${code}`,
      slug: `${code}-${slugify(episode.title)}`,
      title: episode.title,
      summary: episode.summary,
      showNotes: showNotes(episode),
      audioUrl: media.podcastAudio,
      audioType: 'audio/wav',
      image: cover,
      durationSeconds: rng.int(1500, 4200),
      season,
      episodeNumber,
      publishedAt,
    }
  })
}
