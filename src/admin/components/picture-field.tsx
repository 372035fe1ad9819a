// The picture of a badge, store item or prize: a preview cut to the shape attendees see (a badge's
// round medallion, an item's or prize's rounded square), a file to choose (shown before it is
// sent), then Use this picture, or Remove picture. Each step answers in place.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { CatalogueKind } from '#contract/catalogue-admin';
import { removePicture, setPicture } from '../api/pictures.ts';
import { Button } from '../../ui/button.tsx';
import { FilePicker } from './file-picker.tsx';
import styles from './picture-field.module.css';

type PictureFieldProps = {
  kind: CatalogueKind;
  id: number;
  /** The picture the row has now, or null. */
  current: string | null;
  /** After a change went through: the list is read again. */
  onChanged: () => void;
};

const ACCEPT = 'image/png,image/jpeg,image/gif,image/svg+xml';

export function PictureField({ kind, id, current, onChanged }: PictureFieldProps) {
  const { t } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [message, setMessage] = useState<{ isError: boolean; text: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    if (file === null) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  async function run(act: () => Promise<{ kind: string; reason?: string }>, done: string) {
    setIsBusy(true);
    const result = await act();
    setIsBusy(false);
    if (result.kind === 'done') {
      setFile(null);
      setMessage({ isError: false, text: done });
      onChanged();
    } else setMessage({ isError: true, text: result.reason ?? t`Not saved` });
  }

  const shown = preview ?? current;
  const shape = kind === 'badges' ? styles.round : styles.square;
  return (
    <section className={styles.field} aria-label={t`Picture`}>
      <h3 className={styles.title}>{t`Picture`}</h3>
      <div className={styles.body}>
        <div className={`${styles.preview} ${shape}`}>
          {shown ? (
            <img
              src={shown}
              alt={preview ? t`Chosen picture, as attendees will see it` : t`Current picture`}
            />
          ) : (
            <span>{t`No picture`}</span>
          )}
        </div>
        <div className={styles.controls}>
          <FilePicker
            accept={ACCEPT}
            buttonLabel={current ? t`Choose another` : t`Choose a picture`}
            chosen={file?.name ?? t`PNG, JPEG, GIF or SVG`}
            onChoose={(next) => {
              setMessage(null);
              setFile(next);
            }}
          />
          <div className={styles.buttons}>
            {file ? (
              <Button
                isBusy={isBusy}
                busyLabel={t`Sending…`}
                onClick={() => void run(() => setPicture(kind, id, file), t`Picture saved`)}
              >
                {t`Use this picture`}
              </Button>
            ) : null}
            {current && !file ? (
              <Button
                variant="ghost"
                disabled={isBusy}
                onClick={() => void run(() => removePicture(kind, id), t`Picture removed`)}
              >
                {t`Remove picture`}
              </Button>
            ) : null}
          </div>
          {message ? (
            <p className={message.isError ? styles.error : styles.done} role="status">
              {message.text}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
