import { describe, expect, it } from 'vitest';
import { wordsIn } from '../../../../server/i18n/messages.ts';
import {
  isLocalOrigin,
  appOrigin,
  cardUrl,
  parseCardCount,
  renderCardSheet,
  sheetFileName,
  shortCode,
  staffSetPasswordLink,
} from '../../../../server/cards/rules.ts';

const ID = '3f2a9c1e-7b44-4d2e-9a10-5c6d7e8f9a0b';

describe('cards', () => {
  it('links a card to its attendee page on the public origin, else localhost', () => {
    expect(appOrigin({ publicOrigin: 'https://conf.example', port: 4000 })).toBe('https://conf.example');
    expect(appOrigin({ publicOrigin: null, port: 4555 })).toBe('http://localhost:4555');
    expect(cardUrl('https://conf.example', ID)).toBe(`https://conf.example/attendees/${ID}`);
    expect(staffSetPasswordLink('http://localhost:4000', 'a+b/c')).toBe(
      'http://localhost:4000/reset?token=a%2Bb%2Fc',
    );
  });

  it('prints a short code from the first eight hex digits', () => {
    expect(shortCode(ID)).toBe('3F2A-9C1E');
  });

  it('accepts card counts from 1 to 1000 only', () => {
    expect(parseCardCount('1')).toBe(1);
    expect(parseCardCount('1000')).toBe(1000);
    for (const raw of [undefined, '', '0', '1001', '-1', '1e3', ' 5', '5x'])
      expect(parseCardCount(raw)).toBeNull();
  });

  it('names sheets by time, safe for any file system', () => {
    expect(sheetFileName(new Date('2026-11-22T10:05:07.123Z'))).toBe('cards-2026-11-22T10-05-07-123Z.html');
  });

  it('renders one card per id with its QR and code, and escapes the title', async () => {
    const html = renderCardSheet(
      '<Conf> & "Co"',
      [
        { id: ID, url: cardUrl('http://x', ID), qrSvg: '<svg id="q1"></svg>' },
        { id: ID.replace('3f', '4e'), url: 'http://x', qrSvg: '<svg id="q2"></svg>' },
      ],
      await wordsIn('en'),
    );
    expect(html).toContain('@page { size: A4');
    expect((html.match(/<figure class="card">/g) ?? []).length).toBe(2);
    expect(html).toContain('<svg id="q1"></svg>');
    expect(html).toContain('3F2A-9C1E');
    expect(html).toContain('&lt;Conf&gt; &amp; &quot;Co&quot;');
    expect(html).not.toContain('<Conf>');
    expect(html).toContain('<title>&lt;Conf&gt; &amp; &quot;Co&quot; · 2 cards</title>');
    expect(html).toContain('<p class="hint">Scan to register</p>');
  });

  it('is printed in Portuguese for an organiser who speaks it, one card named as one', async () => {
    const html = renderCardSheet(
      'SEI 2027',
      [{ id: ID, url: cardUrl('http://x', ID), qrSvg: '<svg></svg>' }],
      await wordsIn('pt-PT'),
      'pt-PT',
    );
    expect(html).toContain('<html lang="pt-PT">');
    expect(html).toContain('<title>SEI 2027 · 1 cartão</title>');
    expect(html).toContain('<p class="hint">Leia o código para se registar</p>');
    expect(html).toContain('1 cartão. Imprima em A4 à escala de 100 %');
    expect(html).not.toMatch(/Scan to|Print on|\d cards?\b/);
  });
});

describe('isLocalOrigin (issue 23: cards printed for this machine only)', () => {
  it('names localhost and loopback or unspecified addresses', () => {
    for (const origin of [
      'http://localhost:4000',
      'http://app.localhost',
      'http://127.0.0.1:4000',
      'http://127.1.2.3',
      'http://0.0.0.0:4000',
      'http://[::1]:4000',
    ]) {
      expect(isLocalOrigin(origin), origin).toBe(true);
    }
  });

  it('passes a public name or a LAN address a phone can reach', () => {
    for (const origin of ['https://conf.example', 'http://192.168.1.20:4000', 'https://localhost.example']) {
      expect(isLocalOrigin(origin), origin).toBe(false);
    }
  });
});
