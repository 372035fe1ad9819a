// Who is at the demo event: courses, staff, sponsor companies and the names attendees get.
// Every name here is invented for Confetti; emails are all @confetti.dev (provider-api.md §6 is
// the model for the shape, not the content).
import type { Sponsorship } from '../schema/accounts.ts';

export const DEMO_DOMAIN = 'confetti.dev';
export const DEMO_PASSWORD = 'password1234';
export const DEMO_ATTENDEES = 100;
export const DEMO_FREE_CARDS = 20;

export const COURSES: readonly string[] = [
  'Computer Science',
  'Software Engineering',
  'Computer Engineering',
  'Electrical Engineering',
  'Data Science',
  'Artificial Intelligence',
  'Cybersecurity',
  'Information Systems',
  'Mathematics',
  'Applied Mathematics',
  'Statistics',
  'Physics',
  'Engineering Physics',
  'Biomedical Engineering',
  'Mechanical Engineering',
  'Industrial Engineering',
  'Civil Engineering',
  'Telecommunications Engineering',
  'Game Development',
  'Interaction Design',
  'Digital Media',
  'Bioinformatics',
  'Economics',
  'Management',
  'Cognitive Science',
  'Robotics',
  'Network Engineering',
  'Cloud Computing',
  'Human-Computer Interaction',
  'Other',
];

export const FIRST_NAMES: readonly string[] = [
  'Alice',
  'Bruno',
  'Carla',
  'Daniel',
  'Elena',
  'Filipe',
  'Grace',
  'Hugo',
  'Inês',
  'João',
  'Kira',
  'Leo',
  'Maya',
  'Nuno',
  'Olivia',
  'Pedro',
  'Quinn',
  'Rita',
  'Samuel',
  'Teresa',
  'Uma',
  'Vasco',
  'Wendy',
  'Xavier',
  'Yara',
  'Zoe',
  'Amara',
  'Diogo',
  'Lucía',
  'Mateo',
];

export const LAST_NAMES: readonly string[] = [
  'Almeida',
  'Barros',
  'Costa',
  'Duarte',
  'Esteves',
  'Ferreira',
  'Gomes',
  'Henriques',
  'Lopes',
  'Martins',
  'Nogueira',
  'Oliveira',
  'Pereira',
  'Queirós',
  'Ramos',
  'Santos',
  'Teixeira',
  'Vieira',
  'Walker',
  'Novak',
  'Keller',
  'Larsen',
  'Moreau',
  'Rossi',
  'Schmidt',
  'Tanaka',
  'Okoye',
  'Silva',
];

export type StaffSeed = { email: string; nickname: string; isAdmin: boolean };

export const STAFF: readonly StaffSeed[] = [
  { email: `admin@${DEMO_DOMAIN}`, nickname: 'admin', isAdmin: true },
  ...[1, 2, 3, 4, 5].map((n) => ({
    email: `staff${n}@${DEMO_DOMAIN}`,
    nickname: `staff${n}`,
    isAdmin: false,
  })),
];

export type CompanySeed = { name: string; email: string; sponsorship: Sponsorship };

/** One easy-to-remember account per tier first, then the rest of each tier. */
const TIERS: readonly [Sponsorship, string, string, readonly string[]][] = [
  ['Exclusive', 'Northwind Labs', 'exclusive', []],
  [
    'Gold',
    'Bluefin Systems',
    'gold',
    ['Aurora Analytics', 'Copperleaf Software', 'Helix Robotics', 'Lumen Cloud', 'Quarry Data'],
  ],
  [
    'Silver',
    'Silverline Networks',
    'silver',
    [
      'Pinecone Studio',
      'Kestrel Security',
      'Orbital Payments',
      'Maple & Finch',
      'Tidewater Health',
      'Brightpath Consulting',
      'Nimbus Games',
      'Fjord Logistics',
    ],
  ],
  [
    'Bronze',
    'Bronzewood Tech',
    'bronze',
    [
      'Acorn Devices',
      'Beacon Mobility',
      'Cobalt Forge',
      'Driftwood Media',
      'Ember Energy',
      'Foxglove Design',
      'Granite Bank',
      'Harbor Insurance',
      'Ivy Learning',
      'Juniper Retail',
      'Kiln Materials',
      'Lark Telecom',
      'Meadow Foods',
    ],
  ],
];

const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}@${DEMO_DOMAIN}`;

export const COMPANIES: readonly CompanySeed[] = TIERS.flatMap(([sponsorship, lead, leadLocal, others]) => [
  { name: lead, email: `${leadLocal}@${DEMO_DOMAIN}`, sponsorship },
  ...others.map((name) => ({ name, email: emailOf(name), sponsorship })),
]);

/** provider-api.md §4: booth tokens and spotlights by tier; CV access for Exclusive and Gold. */
export const TIER_RULES: Record<
  Sponsorship,
  { boothTokens: number; spotlights: number; hasCvAccess: boolean }
> = {
  Exclusive: { boothTokens: 80, spotlights: 3, hasCvAccess: true },
  Gold: { boothTokens: 60, spotlights: 2, hasCvAccess: true },
  Silver: { boothTokens: 40, spotlights: 1, hasCvAccess: false },
  Bronze: { boothTokens: 20, spotlights: 1, hasCvAccess: false },
};

export const attendeeEmail = (n: number) => `attendee${n}@${DEMO_DOMAIN}`;
