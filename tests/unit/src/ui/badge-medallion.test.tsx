// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BadgeMedallion, badgeInitials } from '../../../../src/ui/badge-medallion.tsx';

afterEach(cleanup);

describe('badgeInitials', () => {
  it('takes the first letters of the telling words', () => {
    expect(badgeInitials('Visit Northwind Labs')).toBe('NL');
    expect(badgeInitials('Hidden Rubber Duck')).toBe('HR');
    expect(badgeInitials('Workshop: Git Like a Pro')).toBe('WG');
    expect(badgeInitials('Day 1')).toBe('D1');
  });

  it('copes with one word, filler only, accents and empty names', () => {
    expect(badgeInitials('Collector')).toBe('CO');
    expect(badgeInitials('The End')).toBe('EN');
    expect(badgeInitials('The')).toBe('TH');
    expect(badgeInitials('ágil équipe')).toBe('ÁÉ');
    expect(badgeInitials('   ')).toBe('?');
  });
});

describe('BadgeMedallion', () => {
  it('draws the generated medallion when the badge has no image', () => {
    const { container } = render(<BadgeMedallion name="Visit Helix Robotics" type={4} avatar={null} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('HR');
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the image, and falls back to the medallion when it fails to load', () => {
    const { container } = render(
      <BadgeMedallion name="Konami Code" type={1} avatar="/uploads/k.png" label="Konami Code badge" />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/uploads/k.png');
    expect(container.firstElementChild?.getAttribute('aria-label')).toBe('Konami Code badge');
    fireEvent.error(img as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('KC');
  });

  it('marks a badge not held, and an unknown type', () => {
    const { container } = render(<BadgeMedallion name="X" type={77} avatar={null} isMuted />);
    const medal = container.firstElementChild;
    expect(medal?.hasAttribute('data-muted')).toBe(true);
    expect(medal?.getAttribute('data-type')).toBe('other');
  });
});
