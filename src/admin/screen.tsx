// /admin (admin staff, issue 13): the organiser console. One route and one chunk for all its
// sections, so the route table every first load carries grows by one row (DESIGN.md §7: the
// attendee screens' budgets are nearly full); the section is the `section` query parameter.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { focusOn } from '../ui/focus.ts';
import { PageLoading } from '../ui/page-loading.tsx';
import { Segmented } from '../ui/segmented.tsx';
import { BadgesSection } from './badges-section.tsx';
import { PeopleSection } from './people-section.tsx';
import { ProgrammeSection } from './programme-section.tsx';
import { SponsorsSection } from './sponsors-section.tsx';
import { StoreSection } from './store-section.tsx';
import { TransferSection } from './transfer-section.tsx';
import { VenueSection } from './venue-section.tsx';
import { WheelSection } from './wheel-section.tsx';
import styles from './components/admin.module.css';

// The dashboard and its chart library load only when its section is opened.
const DashboardSection = lazy(async () => ({
  default: (await import('./dashboard-section.tsx')).DashboardSection,
}));

// The sections issue 23 added load on first opening too, so the console's chunk stays as it was.
const CoursesSection = lazy(async () => ({
  default: (await import('./courses-section.tsx')).CoursesSection,
}));

const CodesSection = lazy(async () => ({
  default: (await import('./codes-section.tsx')).CodesSection,
}));

const IdentitySection = lazy(async () => ({
  default: (await import('./identity-section.tsx')).IdentitySection,
}));

const GamesSection = lazy(async () => ({
  default: (await import('./games-section.tsx')).GamesSection,
}));

const SECTIONS = [
  { value: 'dashboard', label: msg`Dashboard` },
  { value: 'identity', label: msg`Event` },
  { value: 'badges', label: msg`Badges` },
  { value: 'store', label: msg`Store` },
  { value: 'wheel', label: msg`Wheel` },
  { value: 'games', label: msg`Games` },
  { value: 'sponsors', label: msg`Sponsors` },
  { value: 'people', label: msg`People` },
  { value: 'courses', label: msg`Courses` },
  { value: 'codes', label: msg`Codes` },
  { value: 'venue', label: msg`Venue` },
  { value: 'programme', label: msg`Programme` },
  { value: 'transfer', label: msg`Import & export` },
] as const;
type Section = (typeof SECTIONS)[number]['value'];

const isSection = (value: string | null): value is Section => SECTIONS.some((s) => s.value === value);

export function ConsoleScreen() {
  const { i18n, t } = useLingui();
  const [params, setParams] = useSearchParams();
  const asked = params.get('section');
  const section: Section = isSection(asked) ? asked : 'badges';
  const navRef = useRef<HTMLDivElement>(null);
  // On a phone the switch scrolls sideways: the open section is brought into view by scrolling the
  // switch alone. Not scrollIntoView: it moved the page and the keyboard's starting point (issue 27).
  // Each section draws its own switch, so the button just pressed is a new one: focus goes to it.
  const isFirstSection = useRef(true);
  useEffect(() => {
    const strip = navRef.current;
    const active = strip?.querySelector<HTMLElement>('[aria-pressed="true"]');
    const isSwitch = !isFirstSection.current;
    isFirstSection.current = false;
    if (!strip || !active) return;
    const left = active.getBoundingClientRect().left - strip.getBoundingClientRect().left + strip.scrollLeft;
    if (left < strip.scrollLeft) strip.scrollLeft = left;
    else if (left + active.offsetWidth > strip.scrollLeft + strip.clientWidth)
      strip.scrollLeft = left + active.offsetWidth - strip.clientWidth;
    if (isSwitch && document.activeElement === document.body) focusOn(active);
  }, [section]);
  const nav = (
    <div ref={navRef} className={styles.sectionNav}>
      <Segmented
        label={t`Console section`}
        value={section}
        options={SECTIONS.map(({ value, label }) => ({ value, label: i18n._(label) }))}
        onChange={(next) => setParams({ section: next })}
      />
    </div>
  );
  if (section === 'store') return <StoreSection nav={nav} />;
  if (section === 'wheel') return <WheelSection nav={nav} />;
  if (section === 'sponsors') return <SponsorsSection nav={nav} />;
  if (section === 'people') return <PeopleSection nav={nav} />;
  if (section === 'transfer') return <TransferSection nav={nav} />;
  if (section === 'venue') return <VenueSection nav={nav} />;
  if (section === 'programme') return <ProgrammeSection nav={nav} />;
  if (section === 'identity')
    return (
      <Suspense fallback={<PageLoading label={t`Loading the event's identity…`} />}>
        <IdentitySection nav={nav} />
      </Suspense>
    );
  if (section === 'games')
    return (
      <Suspense fallback={<PageLoading label={t`Loading the game settings…`} />}>
        <GamesSection nav={nav} />
      </Suspense>
    );
  if (section === 'codes')
    return (
      <Suspense fallback={<PageLoading label={t`Loading the codes…`} />}>
        <CodesSection nav={nav} />
      </Suspense>
    );
  if (section === 'courses')
    return (
      <Suspense fallback={<PageLoading label={t`Loading the courses…`} />}>
        <CoursesSection nav={nav} />
      </Suspense>
    );
  if (section === 'dashboard')
    return (
      <Suspense fallback={<PageLoading label={t`Loading the dashboard…`} />}>
        <DashboardSection nav={nav} />
      </Suspense>
    );
  return <BadgesSection nav={nav} />;
}
