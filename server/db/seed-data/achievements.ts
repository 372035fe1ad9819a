// The achievement badges' token values and texts for the seed (provider-api.md §4 "Badge token
// values"). Their names, the day badges' and the checkpoints' are rules and live in
// achievements/names.ts.
import { ACHIEVEMENTS, type AchievementName } from '../../achievements/names.ts';

/** Token value and text of each achievement badge (provider-api.md §4 "Badge token values"). */
export const ACHIEVEMENT_BADGES: readonly { name: AchievementName; tokens: number; description: string }[] = [
  { name: ACHIEVEMENTS.collector, tokens: 100, description: 'Collect 100 badges.' },
  {
    name: ACHIEVEMENTS.gottaCatchThemAll,
    tokens: 100,
    description: 'Collect every badge there is to collect.',
  },
  { name: ACHIEVEMENTS.talkAficionado, tokens: 50, description: 'Attend every talk.' },
  { name: ACHIEVEMENTS.workshopEnthusiast, tokens: 50, description: 'Attend three workshops.' },
  { name: ACHIEVEMENTS.curiousGeorge, tokens: 50, description: 'Watch every startup pitch.' },
  { name: ACHIEVEMENTS.determined, tokens: 40, description: 'Show up on every day of the event.' },
  { name: ACHIEVEMENTS.attentionSpan, tokens: 20, description: 'Show up on two days of the event.' },
  { name: ACHIEVEMENTS.curriculumVitae, tokens: 200, description: 'Upload your CV for our sponsors.' },
  { name: ACHIEVEMENTS.luckyStreak, tokens: 25, description: 'Win this badge on the prize wheel.' },
  {
    name: ACHIEVEMENTS.gamblingAddiction,
    tokens: 15,
    description: 'Spin both the prize wheel and the slots.',
  },
  { name: ACHIEVEMENTS.spotlight, tokens: 15, description: 'Visit a company while it is in the spotlight.' },
  { name: ACHIEVEMENTS.goldMine, tokens: 20, description: 'Visit every Gold and Exclusive sponsor.' },
];
