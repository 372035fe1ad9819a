// /admin (admin staff, issue 13): the organiser console. One route and one chunk for all its
// sections, so the route table every first load carries grows by one row (DESIGN.md §7: the
// attendee screens' budgets are nearly full); the section is the `section` query parameter.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { focusOn } from '../ui/focus.ts';
import { PageLoading } from '../ui/page-loading.tsx';
import { Segmented } from '../ui/segmented.tsx';
import { BadgesScreen } from './console-badges-screen.tsx';
import { PeopleScreen } from './console-people-screen.tsx';
import { ProgrammeScreen } from './console-programme-screen.tsx';
import { SponsorsScreen } from './console-sponsors-screen.tsx';
import { StoreScreen } from './console-store-screen.tsx';
import { TransferScreen } from './console-transfer-screen.tsx';
import { VenueScreen } from './console-venue-screen.tsx';
import { WheelScreen } from './console-wheel-screen.tsx';
import styles from './components/console.module.css';

// The dashboard and its chart library load only when its section is opened.
const DashboardScreen = lazy(async () => ({
  default: (await import('./console-dashboard-screen.tsx')).DashboardScreen,
}));

// The sections issue 23 added load on first opening too, so the console's chunk stays as it was.
const CoursesScreen = lazy(async () => ({
  default: (await import('./console-courses-screen.tsx')).CoursesScreen,
}));

const CodesScreen = lazy(async () => ({
  default: (await import('./console-codes-screen.tsx')).CodesScreen,
}));

const IdentityScreen = lazy(async () => ({
  default: (await import('./console-identity-screen.tsx')).IdentityScreen,
}));

const GamesScreen = lazy(async () => ({
  default: (await import('./console-games-screen.tsx')).GamesScreen,
}));

const SECTIONS = [
  { value: 'dashboard', label: 'Dashboard' },
  { value: 'identity', label: 'Event' },
  { value: 'badges', label: 'Badges' },
  { value: 'store', label: 'Store' },
  { value: 'wheel', label: 'Wheel' },
  { value: 'games', label: 'Games' },
  { value: 'sponsors', label: 'Sponsors' },
  { value: 'people', label: 'People' },
  { value: 'courses', label: 'Courses' },
  { value: 'codes', label: 'Codes' },
  { value: 'venue', label: 'Venue' },
  { value: 'programme', label: 'Programme' },
  { value: 'transfer', label: 'Import & export' },
] as const;
type Section = (typeof SECTIONS)[number]['value'];

const isSection = (value: string | null): value is Section => SECTIONS.some((s) => s.value === value);

export function ConsoleScreen() {
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
        label="Console section"
        value={section}
        options={SECTIONS}
        onChange={(next) => setParams({ section: next })}
      />
    </div>
  );
  if (section === 'store') return <StoreScreen nav={nav} />;
  if (section === 'wheel') return <WheelScreen nav={nav} />;
  if (section === 'sponsors') return <SponsorsScreen nav={nav} />;
  if (section === 'people') return <PeopleScreen nav={nav} />;
  if (section === 'transfer') return <TransferScreen nav={nav} />;
  if (section === 'venue') return <VenueScreen nav={nav} />;
  if (section === 'programme') return <ProgrammeScreen nav={nav} />;
  if (section === 'identity')
    return (
      <Suspense fallback={<PageLoading label="Loading the event's identity…" />}>
        <IdentityScreen nav={nav} />
      </Suspense>
    );
  if (section === 'games')
    return (
      <Suspense fallback={<PageLoading label="Loading the game settings…" />}>
        <GamesScreen nav={nav} />
      </Suspense>
    );
  if (section === 'codes')
    return (
      <Suspense fallback={<PageLoading label="Loading the codes…" />}>
        <CodesScreen nav={nav} />
      </Suspense>
    );
  if (section === 'courses')
    return (
      <Suspense fallback={<PageLoading label="Loading the courses…" />}>
        <CoursesScreen nav={nav} />
      </Suspense>
    );
  if (section === 'dashboard')
    return (
      <Suspense fallback={<PageLoading label="Loading the dashboard…" />}>
        <DashboardScreen nav={nav} />
      </Suspense>
    );
  return <BadgesScreen nav={nav} />;
}
