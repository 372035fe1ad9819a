// The session form of the console's programme (issue 22): title, subtitle, type, track, language,
// start and end on the event's wall clock, room, speakers, abstract, description and its badge (a
// talk, workshop or pitch badge no other session has). Saves the whole session; the server judges.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SessionBody } from '#contract/programme';
import type { ProgrammeSession } from '../../api/programme.ts';
import { SelectField, type SelectOption } from '../../ui/select-field.tsx';
import { fieldStyles, TextField } from '../../ui/text-field.tsx';
import { useDraft } from '../use-draft.ts';
import { fromZoneInput, toZoneInput } from '../zone-input.ts';
import { AreaField } from './area-field.tsx';
import { ConsoleForm, type FormFrameProps } from './section-form.tsx';
import styles from './admin.module.css';
import { SpeakerPicker } from './speaker-picker.tsx';

type SessionFormProps = FormFrameProps<SessionBody> & {
  session: ProgrammeSession | null;
  timeZone: string;
  roomOptions: readonly SelectOption[];
  speakerOptions: readonly SelectOption[];
  /** The types in use, offered as the type is typed. */
  types: readonly string[];
  /** Eligible badges: unlinked talk, workshop and pitch badges, and its own. */
  badgeOptions: readonly SelectOption[];
};

const NONE = '';

function draftOf(session: ProgrammeSession | null, timeZone: string) {
  return {
    title: session?.title ?? '',
    subtitle: session?.subtitle ?? '',
    type: session?.type ?? 'Talk',
    track: session?.track ?? '',
    language: session?.language ?? '',
    start: session ? toZoneInput(session.start, timeZone) : '',
    end: session ? toZoneInput(session.end, timeZone) : '',
    roomId: session?.roomId === null || session === null ? NONE : String(session.roomId),
    badgeId: session?.badgeId === null || session === null ? NONE : String(session.badgeId),
    abstract: session?.abstract ?? '',
    description: session?.description ?? '',
  };
}

export function SessionForm(props: SessionFormProps) {
  const { t } = useLingui();
  const { session, timeZone, errors, onSave } = props;
  const initial = draftOf(session, timeZone);
  const { draft, bind } = useDraft(() => initial);
  const [speakerIds, setSpeakerIds] = useState(() => session?.speakerIds.map(String) ?? []);

  function submit() {
    const start = fromZoneInput(draft.start, timeZone) ?? draft.start;
    onSave({
      title: draft.title,
      subtitle: draft.subtitle,
      type: draft.type,
      track: draft.track,
      language: draft.language,
      abstract: draft.abstract,
      description: draft.description,
      start,
      end: fromZoneInput(draft.end, timeZone) ?? draft.end,
      // A session after midnight keeps its programme day while its start stays put.
      ...(session && draft.start === initial.start ? { day: session.day } : {}),
      room_id: draft.roomId === NONE ? null : Number(draft.roomId),
      speaker_ids: speakerIds.map(Number),
      badge_id: draft.badgeId === NONE ? null : Number(draft.badgeId),
    });
  }

  return (
    <ConsoleForm noun="session" rowName={session?.title ?? null} frame={props} onSubmit={submit}>
      <TextField label={t`Title`} {...bind('title')} required maxLength={300} error={errors.title} />
      <TextField label={t`Subtitle`} {...bind('subtitle')} maxLength={300} error={errors.subtitle} />
      <div className={styles.pair}>
        <TextField
          label={t`Type`}
          list="session-types"
          {...bind('type')}
          required
          maxLength={60}
          error={errors.type}
        />
        <TextField label={t`Track`} {...bind('track')} maxLength={100} error={errors.track} />
      </div>
      <div className={styles.times}>
        <TextField
          label={t`Start (${timeZone})`}
          type="datetime-local"
          {...bind('start')}
          required
          error={errors.start}
        />
        <TextField
          label={t`End (${timeZone})`}
          type="datetime-local"
          {...bind('end')}
          required
          error={errors.end}
        />
      </div>
      <div className={styles.pair}>
        <SelectField
          label={t`Room`}
          {...bind('roomId')}
          options={[{ value: NONE, label: t`No room` }, ...props.roomOptions]}
        />
        <TextField label={t`Language`} {...bind('language')} maxLength={20} error={errors.language} />
      </div>
      <SpeakerPicker
        options={props.speakerOptions}
        chosen={speakerIds}
        onChange={setSpeakerIds}
        error={errors.speaker_ids}
      />
      <datalist id="session-types">
        {props.types.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
      <SelectField
        label={t`Badge`}
        {...bind('badgeId')}
        options={[{ value: NONE, label: t`No badge` }, ...props.badgeOptions]}
        hint={t`Scanned at the door: attendees who attend collect it.`}
      />
      {errors.badge_id ? <p className={fieldStyles.error}>{errors.badge_id}</p> : null}
      <AreaField label={t`Abstract`} {...bind('abstract')} maxLength={5000} error={errors.abstract} />
      <AreaField
        label={t`Description`}
        {...bind('description')}
        maxLength={20000}
        error={errors.description}
      />
    </ConsoleForm>
  );
}
