// A real-shaped conference schedule for the programme tests and bench (issue 22): N days × 4
// rooms of talks, workshops and breaks, as frab XML (schedule.xml, pretalx's dialect) or pretalx
// JSON (schedule.json). Days run past midnight (a late session on each day starts after 00:00 of
// the next date), titles and names carry entities and non-ASCII text, some sessions have two or
// three speakers. Deterministic: the same options give the same bytes.

export type FixtureOptions = { days?: number; perRoomPerDay?: number; firstDate?: string };

type Person = { code: string; name: string; bio: string };
type Event = {
  guid: string;
  id: number;
  date: string;
  start: string;
  duration: string;
  room: string;
  title: string;
  type: string;
  track: string;
  abstract: string;
  description: string;
  persons: Person[];
};

export const FIXTURE_ROOMS = ['Auditório A', 'Sala „Turing“', 'Lab 1 & 2', 'Hall Ωmega'];
const TRACKS = ['Security', 'Web & Mobile', 'Data', 'Systems'];
const NAMES = ['Ana Lúcia Pereira', 'Jürgen Groß', "Zoë O'Brien", 'Ольга Смирнова', 'Chen Wei', 'José Núñez'];
const TOPICS = [
  'Rust in production',
  'CRDTs for "offline first"',
  'Zero-trust <networks>',
  'Vector search',
  'eBPF',
  'WebAuthn & passkeys',
];

/** A stable UUID-shaped guid from a number. */
export const fixtureGuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const pad = (n: number) => String(n).padStart(2, '0');
const addDays = (date: string, days: number) => {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

function person(n: number): Person {
  const name = `${NAMES[n % NAMES.length]} ${Math.floor(n / NAMES.length) || ''}`.trim();
  return {
    code: `SPK${String(n).padStart(4, '0')}`,
    name,
    bio: `${name} works on distributed systems & “real” products (#${n}).`,
  };
}

/** The events of the schedule, by day. */
export function fixtureEvents(options: FixtureOptions = {}): { date: string; events: Event[] }[] {
  const days = options.days ?? 4;
  const per = options.perRoomPerDay ?? 9;
  const first = options.firstDate ?? '2026-03-10';
  let n = 0;
  return Array.from({ length: days }, (_, d) => {
    const date = addDays(first, d);
    const events: Event[] = [];
    FIXTURE_ROOMS.forEach((room, r) => {
      for (let i = 0; i < per; i += 1) {
        n += 1;
        const isLate = i === per - 1 && r === 0;
        const hour = isLate ? 0 : 9 + i;
        const onDate = isLate ? addDays(date, 1) : date;
        const type = i === 3 ? 'Break' : r === 3 ? 'Workshop' : 'Talk';
        const speakers =
          type === 'Break'
            ? []
            : Array.from({ length: 1 + (n % 3 === 0 ? 2 : n % 5 === 0 ? 1 : 0) }, (_, k) =>
                person((n * 3 + k) % 90),
              );
        const topic = TOPICS[n % TOPICS.length]!;
        events.push({
          guid: fixtureGuid(n),
          id: 1000 + n,
          date: `${onDate}T${pad(hour)}:00:00+00:00`,
          start: `${pad(hour)}:00`,
          duration: type === 'Workshop' ? '00:50' : '00:45',
          room,
          title: type === 'Break' ? 'Coffee break ☕' : `${topic} — part ${n}`,
          type,
          track: type === 'Break' ? '' : TRACKS[r]!,
          abstract:
            type === 'Break'
              ? ''
              : `What we learnt running ${topic} at scale, and what we would do differently.`,
          description:
            type === 'Break'
              ? ''
              : `A ${type.toLowerCase()} on ${topic}. We cover the design, the failure modes we met in production, the numbers before and after, and the open questions. Bring a laptop if you want to follow the **demo**; slides & code are linked below.`,
          persons: speakers,
        });
      }
    });
    return { date, events };
  });
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function fixtureXml(options: FixtureOptions = {}): string {
  const days = fixtureEvents(options);
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<schedule>',
    '  <version>1.0 &#8222;Fixture&#8220;</version>',
  ];
  out.push('  <conference><acronym>fix26</acronym><title>Fixture Conf &amp; Friends</title>');
  out.push(
    `    <start>${days[0]!.date}</start><days>${days.length}</days><time_zone_name>Europe/Lisbon</time_zone_name></conference>`,
  );
  days.forEach(({ date, events }, d) => {
    out.push(
      `  <day index="${d + 1}" date="${date}" start="${date}T08:00:00+00:00" end="${addDays(date, 1)}T04:00:00+00:00">`,
    );
    for (const room of FIXTURE_ROOMS) {
      out.push(`    <room name="${xml(room)}">`);
      for (const e of events.filter((event) => event.room === room)) {
        out.push(
          `      <event guid="${e.guid}" id="${e.id}">`,
          `        <date>${e.date}</date><start>${e.start}</start><duration>${e.duration}</duration>`,
          `        <room>${xml(e.room)}</room><slug>fix26-${e.id}</slug><title>${xml(e.title)}</title><subtitle/>`,
          `        <track>${xml(e.track)}</track><type>${e.type}</type><language>en</language>`,
          `        <abstract>${xml(e.abstract)}</abstract>`,
          `        <description>${xml(e.description)}</description>`,
          '        <recording><license/><optout>false</optout></recording>',
          `        <persons>${e.persons.map((p) => `<person id="${p.code}">${xml(p.name)}</person>`).join('')}</persons>`,
          `        <links>${e.type === 'Break' ? '' : `<link href="https://example.org/slides/${e.id}">Slides &amp; code</link>`}</links>`,
          '      </event>',
        );
      }
      out.push('    </room>');
    }
    out.push('  </day>');
  });
  out.push('</schedule>', '');
  return out.join('\n');
}

export function fixtureJson(options: FixtureOptions = {}): string {
  const days = fixtureEvents(options);
  const dayJson = days.map(({ date, events }, d) => ({
    index: d + 1,
    date,
    day_start: `${date}T08:00:00+00:00`,
    day_end: `${addDays(date, 1)}T04:00:00+00:00`,
    rooms: Object.fromEntries(
      FIXTURE_ROOMS.map((room) => [
        room,
        events
          .filter((e) => e.room === room)
          .map((e) => ({
            guid: e.guid,
            id: e.id,
            date: e.date,
            start: e.start,
            duration: e.duration,
            room: e.room,
            slug: `fix26-${e.id}`,
            title: e.title,
            subtitle: '',
            track: e.track || null,
            type: e.type,
            language: 'en',
            abstract: e.abstract,
            description: e.description,
            persons: e.persons.map((p) => ({
              code: p.code,
              name: p.name,
              public_name: p.name,
              biography: p.bio,
              avatar: `https://pretalx.example.org/media/avatars/${p.code}.png`,
            })),
            links:
              e.type === 'Break'
                ? []
                : [{ url: `https://example.org/slides/${e.id}`, title: 'Slides & code' }],
          })),
      ]),
    ),
  }));
  const conference = {
    acronym: 'fix26',
    title: 'Fixture Conf & Friends',
    start: days[0]!.date,
    daysCount: days.length,
    time_zone_name: 'Europe/Lisbon',
    rooms: FIXTURE_ROOMS.map((name) => ({ name })),
    tracks: TRACKS.map((name, i) => ({ name, color: ['#e4002b', '#0072ce', '#00a651', '#ff8200'][i] })),
    days: dayJson,
  };
  return JSON.stringify({ schedule: { version: '1.0', conference } }, null, 2);
}
