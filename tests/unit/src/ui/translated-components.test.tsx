// The shared components' own words (issue 24): each renders its message in English with its values
// filled in, and numbers and times follow the active language.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { activate, type Catalog } from '#i18n/runtime';
import { LoadProblem } from '../../../../src/ui/load-problem.tsx';
import { NotAvailableYet } from '../../../../src/ui/not-available-yet.tsx';
import { PageLoading } from '../../../../src/ui/page-loading.tsx';
import { PasswordField } from '../../../../src/ui/password-field.tsx';
import { formatBytes, ProgressBar } from '../../../../src/ui/progress-bar.tsx';
import { SpotlightBanner } from '../../../../src/ui/spotlight-banner.tsx';
import { StaleMark } from '../../../../src/ui/stale-mark.tsx';
import { formatTokens, TokenAmount } from '../../../../src/ui/token-amount.tsx';
import { ManualEntry } from '../../../../src/ui/scanner/manual-entry.tsx';

const english = import.meta.glob<Catalog>('../../../../src/locales/en/*.po', {
  eager: true,
  import: 'messages',
});
const portuguese = import.meta.glob<Catalog>('../../../../src/locales/pt-PT/*.po', {
  eager: true,
  import: 'messages',
});
const text = (html: string) => html.replace(/<[^>]+>/g, '');

afterEach(() => activate('en', Object.assign({}, ...Object.values(english)) as Catalog));

describe('the shared components in English', () => {
  it('says its words with the values in place', () => {
    expect(text(renderToStaticMarkup(<TokenAmount amount={1240} />))).toBe('1,240 tokens');
    expect(text(renderToStaticMarkup(<TokenAmount amount={1} />))).toBe('1 token');
    expect(text(renderToStaticMarkup(<StaleMark storedAt={new Date()} />))).toMatch(/^offline · updated \d/);
    expect(text(renderToStaticMarkup(<PageLoading />))).toBe('Loading…');
    expect(text(renderToStaticMarkup(<NotAvailableYet title="Slots" />))).toContain(
      'This screen is not available yet.',
    );
    expect(renderToStaticMarkup(<PasswordField label="Password" />)).toContain('aria-label="Show password"');
    expect(text(renderToStaticMarkup(<ProgressBar label="CV" loaded={2_100_000} total={4_000_000} />))).toBe(
      'CV2.1 MB of 4.0 MB',
    );
    expect(text(renderToStaticMarkup(<LoadProblem what="the programme" onRetry={() => {}} />))).toContain(
      'Could not load the programme',
    );
    expect(
      renderToStaticMarkup(<ManualEntry origins={[]} onSubmit={() => {}} actionLabel="Award" />),
    ).toContain('No camera? Card code or nickname');
    const banner = renderToStaticMarkup(
      <MemoryRouter>
        <SpotlightBanner name="Helix" end={new Date(Date.now() + 90_000)} badgeHref={null} />
      </MemoryRouter>,
    );
    expect(text(banner)).toContain('Helix is in the spotlight');
    expect(banner).toContain('aria-label="2 minutes left"');
  });
});

describe('the shared components in Portuguese', () => {
  it('writes numbers and words the Portuguese way', () => {
    activate('pt-PT', Object.assign({}, ...Object.values(portuguese)) as Catalog);
    expect(formatTokens(1_240_000).replace(/\s/g, ' ')).toBe('1 240 000');
    expect(formatBytes(2_100_000)).toBe('2,1 MB');
    expect(text(renderToStaticMarkup(<TokenAmount amount={1} />))).toBe('1 ficha');
    expect(text(renderToStaticMarkup(<PageLoading />))).toBe('A carregar…');
    expect(renderToStaticMarkup(<PasswordField label="Palavra-passe" />)).toContain(
      'aria-label="Mostrar palavra-passe"',
    );
  });
});
