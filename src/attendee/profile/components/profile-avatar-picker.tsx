// The picture part of the profile form: the current picture, or the chosen one as a preview
// before anything is saved. Image types only (the picker offers just those; the file is checked
// again when chosen), 5 MB at most.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { Avatar } from '../../../ui/avatar.tsx';
import { AVATAR_TYPES } from '../profile-validation.ts';
import field from '../../../ui/field.module.css';
import styles from './profile-identity.module.css';
import card from './profile.module.css';

/** A temporary URL for the chosen file, released when it changes or the form closes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<{ file: File; href: string } | null>(null);
  useEffect(() => {
    if (file === null) return;
    const href = URL.createObjectURL(file);
    setUrl({ file, href });
    return () => URL.revokeObjectURL(href);
  }, [file]);
  return url !== null && url.file === file ? url.href : null;
}

type ProfileAvatarPickerProps = {
  current: string | null;
  name: string;
  chosen: File | null;
  error: string | undefined;
  onChoose: (file: File | null) => void;
};

export function ProfileAvatarPicker({ current, name, chosen, error, onChoose }: ProfileAvatarPickerProps) {
  const { t } = useLingui();
  const id = useId();
  const preview = useObjectUrl(chosen);
  const chosenName = chosen?.name ?? '';
  return (
    <div className={styles.picture}>
      <Avatar
        src={preview ?? current}
        name={name}
        size={96}
        alt={preview ? t`Your new picture, not saved yet` : t`Your profile picture`}
      />
      <div className={styles.pictureSide}>
        <div className={card.filePick}>
          <input
            id={id}
            className={card.fileInput}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              onChoose(event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
          />
          <label className={card.fileButton} htmlFor={id}>
            {chosen || current ? t`Change picture` : t`Add a picture`}
          </label>
        </div>
        {chosen ? (
          <button type="button" className={styles.undo} onClick={() => onChoose(null)}>
            <Trans>Keep the current picture</Trans>
          </button>
        ) : null}
        <p className={card.hint} id={`${id}-hint`}>
          {chosen ? t`New: ${chosenName}` : t`PNG, JPEG, GIF or SVG, up to 5 MB`}
        </p>
        {error ? (
          <p className={field.error} id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
