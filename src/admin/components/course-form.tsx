// A course of the sign-up's list: its name, and under the buttons its removal, which the server
// refuses in words while an attendee has chosen the course (that refusal shows here).
import { useLingui } from '@lingui/react/macro';
import type { ConsoleCourse } from '../api/courses.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useDraft } from '../use-draft.ts';
import { ConsoleForm, type FormFrameProps } from './section-form.tsx';
import { DeleteAction } from './delete-action.tsx';

type CourseFormProps = FormFrameProps<string> & {
  course: ConsoleCourse | null;
  onDelete: (() => void) | null;
};

export function CourseForm(props: CourseFormProps) {
  const { t } = useLingui();
  const { course, errors, onSave, onDelete } = props;
  const { draft, bind } = useDraft(() => ({ name: course?.name ?? '' }));
  return (
    <ConsoleForm
      noun="course"
      rowName={course?.name ?? null}
      frame={props}
      onSubmit={() => onSave(draft.name)}
    >
      <TextField
        label={t`Course name`}
        hint={t`As students will find it in the sign-up's list`}
        {...bind('name')}
        required
        maxLength={200}
        error={errors.name}
      />
      {onDelete ? (
        <>
          {errors.course ? (
            <FormAlert tone="error" title={t`This course stays`}>
              {errors.course}
            </FormAlert>
          ) : null}
          <DeleteAction noun="course" isBusy={props.isBusy} onDelete={onDelete} />
        </>
      ) : null}
    </ConsoleForm>
  );
}
