// The hand editing of the console's programme (issue 22): the sessions, speakers or rooms list
// with the open row's form beside it (first on a phone). The form takes focus when it opens, so
// the keyboard is where the eyes are. Every write is the server's to judge; the list is read again.
import type { MessageDescriptor } from '#i18n/runtime';
import { msg, select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { SESSION_BADGE_TYPES } from '#contract/constants';
import type { ConsoleBadge } from '../api/catalogue.ts';
import { removeProgrammeRow, saveRoom, saveSession, saveSpeaker } from '../api/programme.ts';
import type { Programme } from '../../api/programme.ts';
import { Button } from '../../ui/button.tsx';
import { Segmented } from '../../ui/segmented.tsx';
import { useConsoleAction } from '../use-admin-action.ts';
import { programmeRows } from './programme-row-looks.ts';
import { DeleteAction } from './delete-action.tsx';
import { ProgrammeRows } from './programme-rows.tsx';
import { RoomForm } from './room-form.tsx';
import { SessionForm } from './session-form.tsx';
import { SpeakerForm } from './speaker-form.tsx';
import styles from './admin.module.css';
import own from './programme.module.css';
import { ActionNotice } from './action-notice.tsx';

const KINDS = [
  { value: 'sessions', label: msg`Sessions` },
  { value: 'speakers', label: msg`Speakers` },
  { value: 'rooms', label: msg`Rooms` },
] as const;
type Kind = (typeof KINDS)[number]['value'];
const NOUN = { sessions: 'session', speakers: 'speaker', rooms: 'room' } as const satisfies Record<
  Kind,
  string
>;
const NEW_LABEL: Record<Kind, MessageDescriptor> = {
  sessions: msg`New session`,
  speakers: msg`New speaker`,
  rooms: msg`New room`,
};

type ProgrammeEditorProps = { programme: Programme; badges: readonly ConsoleBadge[]; reload: () => void };

/** Talk, workshop and pitch badges linked to no other session, and the session's own. */
function badgeOptionsFor(programme: Programme, badges: readonly ConsoleBadge[], sessionId: string | null) {
  const own = programme.sessions.find((s) => s.id === sessionId)?.badgeId ?? null;
  const taken = new Set(programme.sessions.filter((s) => s.id !== sessionId).map((s) => s.badgeId));
  return badges
    .filter(
      (b) => b.id === own || (SESSION_BADGE_TYPES.includes(b.type) && !b.isArchived && !taken.has(b.id)),
    )
    .map((b) => ({ value: String(b.id), label: b.name }));
}

export function ProgrammeEditor({ programme, badges, reload }: ProgrammeEditorProps) {
  const { i18n, t } = useLingui();
  const [kind, setKind] = useState<Kind>('sessions');
  const [open, setOpen] = useState<string | null>(null);
  const action = useConsoleAction();
  const sideRef = useRef<HTMLDivElement>(null);
  const pick = (next: string | null) => {
    action.clear();
    setOpen(next);
  };
  useEffect(() => {
    if (open === null) return;
    const side = sideRef.current;
    side?.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
    const top = side?.getBoundingClientRect().top;
    if (top !== undefined && (top < 80 || top > window.innerHeight - 120))
      side?.scrollIntoView({ block: 'start' });
  }, [open, kind]);

  const id = open === 'new' ? null : open;
  const session = kind === 'sessions' ? (programme.sessions.find((s) => s.id === id) ?? null) : null;
  const speaker = kind === 'speakers' ? (programme.speakers.find((s) => String(s.id) === id) ?? null) : null;
  const room = kind === 'rooms' ? (programme.rooms.find((r) => String(r.id) === id) ?? null) : null;
  const row = session ?? speaker ?? room;
  const rowName = session?.title ?? speaker?.name ?? room?.name ?? '';

  const run = (write: () => Promise<string>) => action.run(write, reload);
  const frame = {
    errors: action.fieldErrors,
    isBusy: action.isBusy,
    onCancel: () => pick(null),
    children: row ? (
      <DeleteAction
        key={id}
        noun={NOUN[kind]}
        isBusy={action.isBusy}
        onDelete={() =>
          void run(async () => {
            await removeProgrammeRow(kind, session?.id ?? Number(id));
            return t`${select(kind, { sessions: `${rowName} deleted`, speakers: `${rowName} deleted`, rooms: `${rowName} deleted`, other: `${rowName} deleted` })}`;
          }).then((isDone) => isDone && setOpen(null))
        }
      />
    ) : null,
  };
  // A row just created closes its form: its row is in the list read again.
  const save = (write: () => Promise<string>) =>
    void run(async () => {
      const name = await write();
      return row
        ? t`${select(kind, { sessions: `${name} saved`, speakers: `${name} saved`, rooms: `${name} saved`, other: `${name} saved` })}`
        : t`${select(kind, { sessions: `${name} created`, speakers: `${name} created`, rooms: `${name} created`, other: `${name} created` })}`;
    }).then((isDone) => isDone && row === null && setOpen(null));
  const key = `${kind}-${row ? id : 'new'}`;

  return (
    <>
      <div className={own.listHead}>
        <Segmented
          label={t`Programme list`}
          value={kind}
          options={KINDS.map(({ value, label }) => ({ value, label: i18n._(label) }))}
          onChange={(next) => (setKind(next), pick(null))}
        />
        <Button variant="secondary" onClick={() => pick('new')}>
          {i18n._(NEW_LABEL[kind])}
        </Button>
      </div>
      <ActionNotice notice={action.notice} />
      <div className={styles.layout}>
        <ProgrammeRows rows={programmeRows(kind, programme)} plural={kind} open={open} onOpen={pick} />
        {open === null ? null : (
          <div className={styles.side} ref={sideRef}>
            {kind === 'sessions' ? (
              <SessionForm
                key={key}
                {...frame}
                session={session}
                timeZone={programme.timeZone}
                types={programme.types}
                roomOptions={programme.rooms.map((r) => ({ value: String(r.id), label: r.name }))}
                speakerOptions={programme.speakers.map((s) => ({ value: String(s.id), label: s.name }))}
                badgeOptions={badgeOptionsFor(programme, badges, session?.id ?? null)}
                onSave={(body) => save(() => saveSession(session?.id ?? null, body))}
              />
            ) : kind === 'speakers' ? (
              <SpeakerForm
                key={key}
                {...frame}
                speaker={speaker}
                onSave={(body) => save(() => saveSpeaker(speaker?.id ?? null, body))}
              />
            ) : (
              <RoomForm
                key={key}
                {...frame}
                room={room}
                onSave={(body) => save(() => saveRoom(room?.id ?? null, body))}
              />
            )}
          </div>
        )}
      </div>
    </>
  );
}
