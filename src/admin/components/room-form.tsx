// The room form of the console's programme (issue 22): its name. Its place on the venue map, when
// it has one, is left as it is.
import { useLingui } from '@lingui/react/macro';
import type { RoomBody } from '#contract/programme';
import type { Room } from '../../api/programme.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useDraft } from '../use-draft.ts';
import { ConsoleForm, type FormFrameProps } from './section-form.tsx';

type RoomFormProps = FormFrameProps<RoomBody> & { room: Room | null };

export function RoomForm(props: RoomFormProps) {
  const { t } = useLingui();
  const { room, errors, onSave } = props;
  const { draft, bind } = useDraft(() => ({ name: room?.name ?? '' }));
  return (
    <ConsoleForm noun="room" rowName={room?.name ?? null} frame={props} onSubmit={() => onSave(draft)}>
      <TextField label={t`Name`} {...bind('name')} required maxLength={100} error={errors.name} />
    </ConsoleForm>
  );
}
