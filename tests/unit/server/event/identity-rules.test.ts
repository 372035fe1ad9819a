// The event identity's colour rules (issue 23): WCAG 2 contrast as the spec computes it, and the
// refusals in words when text on a chosen colour would fall under AA's 4.5:1.
import { describe, expect, it } from 'vitest';
import {
  contrast,
  decideIdentitySettings,
  defaultShortName,
  mix,
  paletteOf,
} from '../../../../server/event/identity-rules.ts';

describe('contrast', () => {
  it('gives the WCAG ratios: black on white 21:1, #767676 on white just over 4.5:1, #777777 just under', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    expect(contrast('#767676', '#ffffff')).toBeGreaterThan(4.5);
    expect(contrast('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('mixes per sRGB channel as color-mix(in srgb) does', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#102030', '#102030', 0.3)).toBe('#102030');
  });
});

describe('decideIdentitySettings', () => {
  it('takes a dark background and a light theme colour, lower-cased, and derives the theme from them', () => {
    const decided = decideIdentitySettings({
      name: '  Porto Tech Week ',
      short_name: 'PTW',
      background_color: '#12263F',
      theme_color: '#FFB703',
    });
    expect(decided).toEqual({
      kind: 'ok',
      value: { name: 'Porto Tech Week', shortName: 'PTW', backgroundColor: '#12263f', themeColor: '#ffb703' },
    });
    expect(paletteOf('#12263f', '#ffb703')).toMatchObject({
      '--color-bg': '#12263f',
      '--color-accent': '#ffb703',
      '--color-on-accent': '#12263f',
    });
    expect(paletteOf(null, null)).toBeNull();
  });

  it('refuses a background light text cannot be read on, and a theme colour button text cannot', () => {
    expect(decideIdentitySettings({ background_color: '#ffffff' })).toEqual({
      kind: 'refused',
      errors: {
        background_color: [
          'Text on this background would reach only 1.9:1; WCAG AA needs 4.5:1. Choose a darker colour.',
        ],
      },
    });
    expect(decideIdentitySettings({ theme_color: '#6a5acd' })).toEqual({
      kind: 'refused',
      errors: {
        theme_color: [
          'Button text on this colour would reach only 3.6:1; WCAG AA needs 4.5:1. Choose a lighter colour.',
        ],
      },
    });
  });

  it('names every wrong field at once, in words', () => {
    const decided = decideIdentitySettings({
      name: 'x'.repeat(61),
      short_name: 'Thirteen chars',
      theme_color: 'pink',
      background_color: 12,
    });
    expect(decided).toEqual({
      kind: 'refused',
      errors: {
        name: ['Keep the name to 60 characters'],
        short_name: ['Keep the short name to 12 characters'],
        theme_color: ['Give the colour as # and six hex digits, such as #1a2b3c'],
        background_color: ['Give the colour as # and six hex digits, such as #1a2b3c'],
      },
    });
  });

  it('takes null and empty text as "back to the default"', () => {
    expect(decideIdentitySettings({ name: '', short_name: null, theme_color: '' })).toEqual({
      kind: 'ok',
      value: { name: null, shortName: null, themeColor: null, backgroundColor: null },
    });
  });

  it('shortens a long default name to its first word for the home screen', () => {
    expect(defaultShortName('Test Conf')).toBe('Test Conf');
    expect(defaultShortName('Confetti Conference')).toBe('Confetti');
  });
});
