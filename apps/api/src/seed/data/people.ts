import type { SeedUser } from './types';

/** Fictional users. The first one is the demo account used to sign in after seeding. */
export const users: SeedUser[] = [
  {
    key: 'demo',
    name: 'Demo User',
    email: 'demo@pifworld.org',
    password: 'demo-password',
    locale: 'en',
    description:
      'Demo account for exploring the platform: follow causes, run a fundraiser and manage a non-profit and company page.',
  },
  {
    key: 'operator',
    name: 'Platform Operator',
    email: 'admin@pifworld.org',
    password: 'admin-password',
    locale: 'nl',
    role: 'console_admin',
    description: 'The demo operator: runs the console at /admin and manages its operators.',
  },
  {
    key: 'sanne',
    name: 'Sanne de Vries',
    email: 'sanne.devries@example.org',
    password: 'password123',
    locale: 'nl',
    description:
      'Primary school teacher from Rotterdam who bakes for the food bank and turns every birthday into a fundraiser.',
  },
  {
    key: 'daan',
    name: 'Daan Janssen',
    email: 'daan.janssen@example.org',
    password: 'password123',
    locale: 'nl',
    description:
      'Surfer and marine biology student in The Hague who organises a beach cleanup most Sunday mornings.',
  },
  {
    key: 'lotte',
    name: 'Lotte Peeters',
    email: 'lotte.peeters@example.org',
    password: 'password123',
    locale: 'nl',
    description:
      'Psychologist in Ghent who coordinates the night volunteers of a mental-health helpline.',
  },
  {
    key: 'amara',
    name: 'Amara Okello',
    email: 'amara.okello@example.org',
    password: 'password123',
    locale: 'en',
    description:
      'Water engineer from Kampala, now based in Utrecht, making sure every water point we build keeps running for years.',
  },
  {
    key: 'fatima',
    name: 'Fatima El Amrani',
    email: 'fatima.elamrani@example.org',
    password: 'password123',
    locale: 'nl',
    description:
      'I arrived in the Netherlands without a word of Dutch; today I teach it to newcomers in Amsterdam.',
  },
  {
    key: 'joris',
    name: 'Joris van Dijk',
    email: 'joris.vandijk@example.org',
    password: 'password123',
    locale: 'nl',
    description:
      'Tailor from Groningen who believes the most sustainable jacket is the one already hanging in your wardrobe.',
  },
  {
    key: 'emma',
    name: 'Emma Bakker',
    email: 'emma.bakker@example.org',
    password: 'password123',
    locale: 'nl',
    description:
      'Veterinary nurse in Eindhoven with three rescue cats and a soft spot for the dogs nobody else picks.',
  },
  {
    key: 'lucas',
    name: 'Lucas Vermeulen',
    email: 'lucas.vermeulen@example.org',
    password: 'password123',
    locale: 'nl',
    description:
      'Youth football coach in Antwerp who thinks every kid deserves a team, a shirt and a decent pair of boots.',
  },
  {
    key: 'priya',
    name: 'Priya Raman',
    email: 'priya.raman@example.org',
    password: 'password123',
    locale: 'en',
    description:
      'Product designer and co-founder of an Eindhoven bike brand who runs marathons for clean water and cycles to work in any weather.',
  },
  {
    key: 'grace',
    name: 'Grace Wanjiru',
    email: 'grace.wanjiru@example.org',
    password: 'password123',
    locale: 'en',
    description:
      'Grew up in Nairobi, lives in The Hague, and helps girls back home finish secondary school.',
  },
  {
    key: 'tom',
    name: 'Tom Hendriks',
    email: 'tom.hendriks@example.org',
    password: 'password123',
    locale: 'en',
    description:
      'Runs a small coffee roastery in Amsterdam and happily trades his Saturday lie-in for a spade and a young lime tree.',
  },
  {
    key: 'eva',
    name: 'Eva Smit',
    email: 'eva.smit@example.org',
    password: 'password123',
    locale: 'nl',
    description:
      'Retired librarian from Utrecht who helps newcomers with their Dutch homework every Tuesday morning.',
  },
  {
    key: 'ruben',
    name: 'Ruben Mulder',
    email: 'ruben.mulder@example.org',
    password: 'password123',
    locale: 'nl',
    description:
      'Third-generation baker from Rotterdam who believes good bread and a good neighbourhood belong together.',
  },
  {
    key: 'wouter',
    name: 'Wouter Kuipers',
    email: 'wouter.kuipers@example.org',
    password: 'password123',
    locale: 'nl',
    description:
      "Chairs a citizens' energy cooperative in Groningen and cannot walk past a bare roof without picturing solar panels on it.",
  },
  {
    key: 'marieke',
    name: 'Marieke van Houten',
    email: 'marieke.vanhouten@example.org',
    password: 'password123',
    locale: 'en',
    description:
      'Lawyer in The Hague who spends Friday afternoons giving free legal advice at the local community centre.',
  },
];
