// The demo event's program: talks, workshops, pitches, speakers, challenges and the rest, as
// names and token values (provider-api.md §4 "Badge token values"). When each happens is
// decided in badges.ts from the configured event days.

export type ProgramItem = { name: string; description: string; tokens: number };

const item = (name: string, tokens: number, description: string): ProgramItem => ({
  name,
  tokens,
  description,
});

export const TALKS: readonly ProgramItem[] = [
  'Shipping Offline-First Web Apps',
  'Postgres Beyond the Basics',
  'Designing APIs People Love',
  'The Joy of Type Systems',
  'Observability on a Budget',
  'Accessibility Is a Feature',
  'Scaling Teams, Not Just Servers',
  'Machine Learning in Production',
  'Security Lessons from the Trenches',
  'Rust for the Curious',
  'Building Games in the Browser',
  'Green Software Engineering',
].map((title) => item(title, 25, `Attend the talk "${title}".`));

export const WORKSHOPS: readonly ProgramItem[] = [
  'Hands-on Containers',
  'Kubernetes from Zero',
  'Testing React Apps',
  'Build a CLI in Go',
  'Git Like a Pro',
  'Data Visualisation for the Web',
].map((title) => item(`Workshop: ${title}`, 40, `Take part in the workshop "${title}".`));

export const PITCHES: readonly ProgramItem[] = [
  'EcoRoute',
  'StudyBuddy',
  'ParkSmart',
  'MealMate',
  'Trailhead',
  'Soundcheck',
].map((startup) => item(`Pitch: ${startup}`, 20, `Watch ${startup} pitch their startup.`));

export const SPEAKERS: readonly ProgramItem[] = [
  'Ada Winters',
  'Rui Calder',
  'Priya Natarajan',
  'Tomás Ribeiro',
  'Grace Okafor',
  'Lena Fischer',
  'Omar Haddad',
  'Sofia Marchetti',
].map((speaker) => item(`Meet ${speaker}`, 5, `Say hello to ${speaker}, one of our speakers.`));

export const CHALLENGES: readonly ProgramItem[] = [
  item('Capture the Flag', 100, 'Capture at least one flag in the security challenge.'),
  item('Code Golf', 50, 'Solve the code golf puzzle in as few characters as you can.'),
  item('Bug Bounty Hunt', 60, 'Find a planted bug in the demo app and report it.'),
  item('Algorithm Sprint', 50, 'Finish the algorithm sprint in under an hour.'),
  item('Design Duel', 40, 'Enter the one-hour design challenge.'),
  item('Quiz Night', 30, 'Answer the tech quiz at the community booth.'),
  item('Treasure Hunt', 40, 'Find the five QR codes hidden around the venue.'),
  item('Speed Typing', 30, 'Type faster than 60 words per minute at the typing booth.'),
];

/** General badges; `day` pins one to a single event day ('first' or 'last'). */
export const GENERAL: readonly (ProgramItem & { day?: 'first' | 'last' })[] = [
  { ...item('Opening Session', 20, 'Be there when the doors open.'), day: 'first' },
  { ...item('Closing Ceremony', 20, 'Stay for the prizes and the goodbyes.'), day: 'last' },
  item('Panel Discussion', 25, 'Ask the panel a question.'),
  item('Career Fair Explorer', 20, 'Talk to three recruiters at the career fair.'),
  item('Lightning Talks', 20, 'Watch a round of lightning talks.'),
  item('Photo Booth', 10, 'Take a picture at the photo booth.'),
  item('Feedback Form', 15, 'Tell us how we did.'),
  item('Early Bird', 10, 'Check in before 9:30 on any day.'),
  item('Bring a Friend', 15, 'Come with a friend who registers too.'),
  item('Community Corner', 10, 'Visit the student community corner.'),
];

export const SECRETS: readonly ProgramItem[] = [
  item('Hidden Rubber Duck', 10, 'You found the rubber duck. Quack.'),
  item('Konami Code', 10, 'Up, up, down, down, left, right, left, right, B, A.'),
];

export const COFFEE_BREAK_TOKENS = 5;
