// A large drop zone / file button for one PDF; the chosen file's name and size, or why it was refused.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatBytes } from '../../ui/progress-bar.tsx';
import styles from './cv-picker.module.css';

type CvPickerProps = {
  file: File | null;
  problem: string | null;
  onChoose: (file: File | null) => void;
  isDisabled: boolean;
};

export function CvPicker({ file, problem, onChoose, isDisabled }: CvPickerProps) {
  const { t } = useLingui();
  const [isOver, setIsOver] = useState(false);
  const size = file === null ? '' : formatBytes(file.size);
  return (
    <div className={styles.picker}>
      <label
        className={styles.zone}
        data-over={isOver}
        data-invalid={problem !== null}
        onDragOver={(event) => {
          event.preventDefault();
          setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setIsOver(false);
          if (!isDisabled) onChoose(event.dataTransfer.files[0] ?? null);
        }}
      >
        <input
          className="visually-hidden"
          type="file"
          accept="application/pdf,.pdf"
          disabled={isDisabled}
          onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
        />
        <span className={styles.zoneTitle}>{file === null ? t`Choose your CV` : file.name}</span>
        <span className={styles.zoneHint}>
          {file === null
            ? t`A PDF of at most 8 MB. Tap to pick, or drop it here.`
            : t`${size} · tap to pick another`}
        </span>
      </label>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
