// The nickname rule both sides of the wire apply (issue 23). Apart from constants.ts because the
// shell's first load imports constants.ts on every screen, and this rule (its script tables) is
// needed only where a nickname is typed: sign-up, the profile, the scanner, the server.

/**
 * The nickname rule (issue 23). Looser than provider-api.md §1 (3–15 of [A-Za-z0-9_-]), so "inês",
 * "Zoë" and "Łukasz" pass; every nickname the provider takes still passes, so none of its clients
 * breaks. Still refused, each with its own reason: a length outside 3–15 (code points, NFC);
 * spaces, control characters, symbols and punctuation but `_` and `-`; digits other than 0–9; a
 * text that NFKC changes (fullwidth letters, ligatures, math letters, which copy other nicknames)
 * or that is not NFC; a mark not after a letter; and letters of two writing systems together
 * ("pаypal" with a Cyrillic "а"), the mixing that hides a copy of another nickname (UTS #39's
 * single-script rule; Japanese kana with kanji and Korean hangul with hanja count as one).
 */
export const NICKNAME_MIN_LENGTH = 3;
export const NICKNAME_MAX_LENGTH = 15;

export type NicknameProblem = 'length' | 'characters' | 'mixed-scripts';

/** What a person reads for each NicknameProblem, on every screen that takes a nickname. */
export const NICKNAME_PROBLEM_TEXT: Readonly<Record<NicknameProblem, string>> = {
  length: `Use ${NICKNAME_MIN_LENGTH} to ${NICKNAME_MAX_LENGTH} characters`,
  characters: 'Use letters, digits, underscores (_) or hyphens (-): no spaces or symbols',
  'mixed-scripts': "Use the letters of one alphabet: don't mix, for example, Latin and Cyrillic",
};

const NICKNAME_CHARACTERS = /^(?:\p{L}\p{M}*|[0-9_-])+$/u;
const NICKNAME_LETTER = /\p{L}/gu;
/** Writing systems a nickname may use, one at a time; letters of any other are refused. */
const NICKNAME_SCRIPTS = [
  /^[\p{Script=Latin}]+$/u,
  /^[\p{Script=Greek}]+$/u,
  /^[\p{Script=Cyrillic}]+$/u,
  /^[\p{Script=Armenian}]+$/u,
  /^[\p{Script=Georgian}]+$/u,
  /^[\p{Script=Hebrew}]+$/u,
  /^[\p{Script=Arabic}]+$/u,
  /^[\p{Script=Devanagari}]+$/u,
  /^[\p{Script=Bengali}]+$/u,
  /^[\p{Script=Gurmukhi}]+$/u,
  /^[\p{Script=Gujarati}]+$/u,
  /^[\p{Script=Tamil}]+$/u,
  /^[\p{Script=Telugu}]+$/u,
  /^[\p{Script=Kannada}]+$/u,
  /^[\p{Script=Malayalam}]+$/u,
  /^[\p{Script=Sinhala}]+$/u,
  /^[\p{Script=Thai}]+$/u,
  /^[\p{Script=Lao}]+$/u,
  /^[\p{Script=Ethiopic}]+$/u,
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC]+$/u,
  /^[\p{Script=Hangul}\p{Script=Han}]+$/u,
];

/** Why a nickname is refused, or null when it is fine. Pure: the server and the client both ask. */
export function nicknameProblem(nickname: string): NicknameProblem | null {
  const length = [...nickname].length;
  if (length < NICKNAME_MIN_LENGTH || length > NICKNAME_MAX_LENGTH) return 'length';
  if (nickname.normalize('NFKC') !== nickname || !NICKNAME_CHARACTERS.test(nickname)) return 'characters';
  const letters = (nickname.match(NICKNAME_LETTER) ?? []).join('');
  if (letters === '' || NICKNAME_SCRIPTS.some((script) => script.test(letters))) return null;
  const isEachLetterKnown = [...letters].every((letter) =>
    NICKNAME_SCRIPTS.some((script) => script.test(letter)),
  );
  return isEachLetterKnown ? 'mixed-scripts' : 'characters';
}
