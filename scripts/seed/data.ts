/**
 * The static demo catalogue: names and text fragments the generators combine. Tasteful and
 * non-explicit on purpose: the demo is shown to newcomers and in screenshots.
 */

export interface CategorySeed {
  name: string;
  featured: boolean;
  /** Tags that often go with this category, so filter combinations find realistic matches. */
  affinity: string[];
  /** Title subjects typical of the category. */
  subjects: string[];
  /** Opening sentences of descriptions. */
  intros: string[];
}

export const CATEGORIES: readonly CategorySeed[] = [
  {
    name: 'Amateur',
    featured: true,
    affinity: ['Handheld', 'vlog', 'Natural Light', 'indie', 'Real Couple', 'Weekend'],
    subjects: ['Weekend Tape', 'Home Movie', 'Camcorder Diary', 'Kitchen Dance', 'First Take'],
    intros: [
      'Shot on a phone over a lazy weekend, and all the better for it.',
      'A genuine home recording with no script and plenty of charm.',
    ],
  },
  {
    name: 'Couples',
    featured: true,
    affinity: ['Real Couple', 'Date Night', 'Anniversary', 'Newlyweds', 'Tender', 'Playful'],
    subjects: ['Anniversary', 'Date Night', 'Getaway', 'Honeymoon', 'Lazy Morning'],
    intros: [
      'A real couple sharing an evening that feels easy and unhurried.',
      'Two partners, one long weekend, and a camera they mostly forget about.',
    ],
  },
  {
    name: 'Romantic',
    featured: true,
    affinity: ['Candlelight', 'Soft Focus', 'Tender', 'Sensual', 'Passionate', 'Slow Motion'],
    subjects: ['Serenade', 'Slow Dance', 'Love Letter', 'Evening Waltz', 'Candlelit Dinner'],
    intros: [
      'Soft light, slow pacing and a story that takes its time.',
      'An intimate, beautifully lit piece that leans on atmosphere.',
    ],
  },
  {
    name: 'Solo',
    featured: false,
    affinity: ['POV', 'vlog', 'Natural Light', 'ASMR', 'Handheld', 'Studio'],
    subjects: ['Self Portrait', 'Mirror Session', 'Quiet Hour', 'Room Tour', 'Reflection'],
    intros: [
      'A confident solo performance with a relaxed, personal feel.',
      'One performer, one room and a very natural sense of timing.',
    ],
  },
  {
    name: 'Vintage',
    featured: false,
    affinity: ['#throwback', '90s', '8mm film', 'Retro', 'Black & White', 'Remastered', 'Classic'],
    subjects: ['Reel', 'Archive Find', 'Drive-In Feature', 'Lost Tape', 'Matinee'],
    intros: [
      'A restored classic with all the grain and warmth of the original film.',
      'Straight out of the archive: a period piece with real style.',
    ],
  },
  {
    name: 'Cosplay',
    featured: true,
    affinity: ['Costume', 'Anime', 'Fantasy', 'Studio', 'Playful', '3d'],
    subjects: ['Convention Special', 'Character Study', 'Masquerade', 'Quest', 'Alter Ego'],
    intros: [
      'Detailed costumes and a surprisingly well-told little story.',
      'Made by fans for fans, with props that clearly took weeks.',
    ],
  },
  {
    name: 'Outdoor',
    featured: false,
    affinity: ['Beach', 'Sunset', 'Mountains', 'Lakeside', 'Garden', 'Road Trip', 'Golden Hour'],
    subjects: ['Road Trip', 'Campfire', 'Beach Day', 'Trail', 'Picnic'],
    intros: [
      'Filmed outdoors with gorgeous natural light and not a studio in sight.',
      'Fresh air, wide views and a couple of very lucky sunsets.',
    ],
  },
  {
    name: 'Fitness',
    featured: false,
    affinity: ['Yoga', 'Workout', 'Athletic', 'Stretching', 'Morning', 'Studio'],
    subjects: ['Yoga Flow', 'Morning Stretch', 'Gym Session', 'Pilates', 'Warm-Up'],
    intros: [
      'Athletic, energetic and shot with a steady eye for movement.',
      'Part workout, part performance, with great choreography.',
    ],
  },
  {
    name: 'Massage',
    featured: false,
    affinity: ['Aromatherapy', 'Spa', 'Candlelight', 'ASMR', 'ambient sound', 'Tender'],
    subjects: ['Spa Evening', 'Aromatherapy Session', 'Unwind', 'Hot Stone Ritual', 'Relaxation'],
    intros: [
      'Calm, slow and quietly sensual: a relaxation session done right.',
      'Warm oils, soft music and a very patient pace.',
    ],
  },
  {
    name: 'Documentary',
    featured: false,
    affinity: ['Interview', 'Behind the Scenes', 'Storyline', 'subtitled', 'Award Winner'],
    subjects: ['Portrait', 'Making Of', 'Conversation', 'Diary', 'Behind Closed Doors'],
    intros: [
      'A thoughtful look behind the camera, with honest interviews.',
      'Part documentary, part diary: the people behind the scenes tell their story.',
    ],
  },
];

/**
 * ~60 tags, roughly in order of popularity (earlier ones are drawn more often). Mixed case,
 * and some start with digits or symbols so the tag picker's '#' group has members.
 */
export const TAGS: readonly string[] = [
  'HD',
  '4k',
  'Cinematic',
  '18+ verified',
  '60fps',
  'Natural Light',
  'Real Couple',
  'Golden Hour',
  'POV',
  'Slow Motion',
  'Candlelight',
  '1080p',
  'Playful',
  'Tender',
  'Handheld',
  'Sunset',
  'Beach',
  'Date Night',
  'vlog',
  'Studio',
  '#throwback',
  'Retro',
  'ASMR',
  'Sensual',
  'Passionate',
  'Soft Focus',
  'Costume',
  'Yoga',
  'Workout',
  'Behind the Scenes',
  'indie',
  'Weekend',
  'Morning',
  'Late Night',
  'Road Trip',
  'Mountains',
  'Lakeside',
  'Garden',
  'Anniversary',
  'Newlyweds',
  'Spa',
  'Aromatherapy',
  'Anime',
  'Fantasy',
  '3d',
  '360°',
  'VR',
  '90s',
  '8mm film',
  'Black & White',
  'Remastered',
  'Classic',
  'Interview',
  'Storyline',
  'subtitled',
  'ambient sound',
  'Award Winner',
  'Athletic',
  'Stretching',
  '@home',
];

/** Title fragments, combined by words.ts. */
export const TITLE_ADJECTIVES: readonly string[] = [
  'Golden',
  'Midnight',
  'Slow',
  'Velvet',
  'Secret',
  'Sunlit',
  'Rainy',
  'Quiet',
  'Electric',
  'Candlelit',
  'Neon',
  'Misty',
  'Warm',
  'Hidden',
  'Endless',
  'Lazy Sunday',
  'Summer',
  'Winter',
  'Moonlit',
  'Wild',
];

export const TITLE_SETTINGS: readonly string[] = [
  'in Lisbon',
  'by the Lake',
  'at the Cabin',
  'on the Rooftop',
  'after Midnight',
  'in Kyoto',
  'on the Coast',
  'in the Rain',
  'at Golden Hour',
  'in the Desert',
  'under the Stars',
  'in Paris',
  'at the Villa',
  'in the Studio',
];

export const TITLE_SUFFIXES: readonly string[] = [
  "(Director's Cut)",
  '— Part 2',
  '(Extended)',
  '(Remastered)',
  'Vol. 3',
  '— Episode 1',
  '(4K)',
];

export const TITLE_SUBTITLES: readonly string[] = [
  'A Short Film',
  'A Love Story',
  'Unscripted',
  'The Full Story',
  'Take Two',
];

export const DESCRIPTION_MIDDLES: readonly string[] = [
  'The camera work is steady and the colour grading is lovely.',
  'Great sound, no intrusive music, and a natural rhythm throughout.',
  'It runs a little long, but the second half is worth the wait.',
  'The chemistry between the performers carries the whole thing.',
  'Clean editing and a setting that feels lived in rather than staged.',
  'Beautifully framed, with some gorgeous wide shots.',
  'Low budget, high charm: the kind of clip people share with friends.',
  'Every scene is consent-forward and clearly enjoyed by everyone involved.',
];

export const DESCRIPTION_CLOSERS: readonly string[] = [
  'Best watched on a big screen.',
  'Worth a bookmark.',
  'One of the better uploads from this creator.',
  'Headphones recommended.',
  'Check the creator page for the rest of the series.',
  'A community favourite for good reason.',
  '',
];
