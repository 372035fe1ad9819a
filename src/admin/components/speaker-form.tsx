// The speaker form of the console's programme (issue 22): name, organisation, picture (a link, as
// an export gives it; the server never fetches it) and biography. Its links are left as they are.
import { useLingui } from '@lingui/react/macro';
import type { SpeakerBody } from '#contract/programme';
import type { Speaker } from '../../api/programme.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useDraft } from '../use-draft.ts';
import { AreaField } from './area-field.tsx';
import { ConsoleForm, type FormFrameProps } from './section-form.tsx';

type SpeakerFormProps = FormFrameProps<SpeakerBody> & { speaker: Speaker | null };

export function SpeakerForm(props: SpeakerFormProps) {
  const { t } = useLingui();
  const { speaker, errors, onSave } = props;
  const { draft, bind } = useDraft(() => ({
    name: speaker?.name ?? '',
    organisation: speaker?.organisation ?? '',
    picture: speaker?.picture ?? '',
    biography: speaker?.biography ?? '',
  }));
  return (
    <ConsoleForm noun="speaker" rowName={speaker?.name ?? null} frame={props} onSubmit={() => onSave(draft)}>
      <TextField label={t`Name`} {...bind('name')} required maxLength={200} error={errors.name} />
      <TextField
        label={t`Organisation`}
        {...bind('organisation')}
        maxLength={200}
        error={errors.organisation}
      />
      <TextField
        label={t`Picture link`}
        hint={t`An https address; initials show when it cannot load.`}
        type="url"
        {...bind('picture')}
        maxLength={2000}
        error={errors.picture}
      />
      <AreaField label={t`Biography`} {...bind('biography')} maxLength={10000} error={errors.biography} />
    </ConsoleForm>
  );
}
