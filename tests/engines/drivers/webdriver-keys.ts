// Key presses as W3C WebDriver "Perform Actions" bodies, for the WebKit driver (issue 27): each
// chord's keys go down in order and up in reverse, so Shift+Tab is Shift down, Tab down, Tab up,
// Shift up. The code points are WebDriver's (§17.4.2, "Keyboard actions").
import type { Key } from './engine.ts';

const CHORDS: Record<Key, readonly string[]> = {
  Tab: ['\uE004'],
  'Shift+Tab': ['\uE008', '\uE004'],
  Enter: ['\uE007'],
  Escape: ['\uE00C'],
};

const bodyOf = (chords: readonly (readonly string[])[]) => ({
  actions: [
    {
      type: 'key',
      id: 'keyboard',
      actions: chords.flatMap((chord) => [
        ...chord.map((value) => ({ type: 'keyDown', value })),
        ...[...chord].reverse().map((value) => ({ type: 'keyUp', value })),
      ]),
    },
  ],
});

export const keyActions = (key: Key) => bodyOf([CHORDS[key]]);

/** Each character of `text` pressed and released in turn. */
export const textActions = (text: string) => bodyOf([...text].map((char) => [char]));
