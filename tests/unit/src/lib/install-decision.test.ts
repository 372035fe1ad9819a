import { describe, expect, it } from 'vitest';
import {
  countUse,
  decideInstallCard,
  INSTALL_AFTER_USES,
  isEventOver,
  isIosSafari,
  parseInstallMemory,
  type InstallFacts,
  type InstallMemory,
} from '../../../../src/lib/install-decision.ts';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iphoneInstagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 334.0.4.32.98',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  webkitGtk:
    'Mozilla/5.0 (X11; Ubuntu; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
};

const chromium: InstallFacts = {
  hasOffer: true,
  hasPromptApi: true,
  isStandalone: false,
  userAgent: UA.androidChrome,
  maxTouchPoints: 5,
};
const iphone: InstallFacts = {
  hasOffer: false,
  hasPromptApi: false,
  isStandalone: false,
  userAgent: UA.iphoneSafari,
  maxTouchPoints: 5,
};
const used: InstallMemory = { answer: null, uses: INSTALL_AFTER_USES };

describe('isIosSafari', () => {
  it('knows Safari on an iPhone and on an iPad that calls itself a Mac', () => {
    expect(isIosSafari(UA.iphoneSafari, 5)).toBe(true);
    expect(isIosSafari(UA.ipadSafari, 5)).toBe(true);
  });

  it('leaves out a real Mac, other iOS browsers, in-app browsers and desktop WebKit', () => {
    expect(isIosSafari(UA.ipadSafari, 0)).toBe(false);
    expect(isIosSafari(UA.iphoneChrome, 5)).toBe(false);
    expect(isIosSafari(UA.iphoneInstagram, 5)).toBe(false);
    expect(isIosSafari(UA.androidChrome, 5)).toBe(false);
    expect(isIosSafari(UA.webkitGtk, 0)).toBe(false);
  });
});

describe('decideInstallCard', () => {
  it('offers Chromium’s held prompt, and the Home Screen steps on iOS Safari', () => {
    expect(decideInstallCard(chromium, used, false)).toBe('prompt');
    expect(decideInstallCard(iphone, used, false)).toBe('ios-guide');
  });

  it('waits until the user has come back to the card’s screen', () => {
    expect(decideInstallCard(chromium, { answer: null, uses: 0 }, false)).toBeNull();
    expect(decideInstallCard(iphone, { answer: null, uses: INSTALL_AFTER_USES - 1 }, false)).toBeNull();
  });

  it('is offered once: never again after an install or a dismissal', () => {
    for (const answer of ['installed', 'dismissed'] as const) {
      expect(decideInstallCard(chromium, { ...used, answer }, false)).toBeNull();
      expect(decideInstallCard(iphone, { ...used, answer }, false)).toBeNull();
    }
  });

  it('says nothing when running from the home screen, after the event, or with nothing to offer', () => {
    expect(decideInstallCard({ ...chromium, isStandalone: true }, used, false)).toBeNull();
    expect(decideInstallCard({ ...iphone, isStandalone: true }, used, false)).toBeNull();
    expect(decideInstallCard(iphone, used, true)).toBeNull();
    // Chromium that has not offered (yet, or ever: installed already): no card, no iOS steps.
    expect(decideInstallCard({ ...chromium, hasOffer: false }, used, false)).toBeNull();
    // A browser with the prompt API is never told to use Safari's Share menu, whatever it claims.
    expect(decideInstallCard({ ...iphone, hasPromptApi: true }, used, false)).toBeNull();
    expect(
      decideInstallCard({ ...iphone, userAgent: UA.webkitGtk, maxTouchPoints: 0 }, used, false),
    ).toBeNull();
  });
});

describe('isEventOver', () => {
  const event = { start: '2027-03-15', days: 3 };

  it('is over from midnight (UTC) after the last day, not before', () => {
    expect(isEventOver(event, new Date('2027-03-10T12:00:00Z'))).toBe(false);
    expect(isEventOver(event, new Date('2027-03-17T23:59:59Z'))).toBe(false);
    expect(isEventOver(event, new Date('2027-03-18T00:00:00Z'))).toBe(true);
  });

  it('is never over for an unknown or unreadable event', () => {
    expect(isEventOver(null, new Date('2099-01-01T00:00:00Z'))).toBe(false);
    expect(isEventOver({ start: 'soon', days: 3 }, new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('install memory', () => {
  it('reads what it wrote, and a fresh memory from anything else', () => {
    expect(parseInstallMemory(JSON.stringify({ answer: 'dismissed', uses: 2 }))).toEqual({
      answer: 'dismissed',
      uses: 2,
    });
    for (const raw of [null, '', 'not json', '[]', '{"answer":"maybe","uses":"x"}', '{"uses":-4}']) {
      expect(parseInstallMemory(raw)).toEqual({ answer: null, uses: 0 });
    }
  });

  it('counts visits up to the threshold, then stops', () => {
    let memory: InstallMemory = { answer: null, uses: 0 };
    for (let i = 0; i < INSTALL_AFTER_USES + 3; i++) memory = countUse(memory);
    expect(memory).toEqual({ answer: null, uses: INSTALL_AFTER_USES });
  });
});
