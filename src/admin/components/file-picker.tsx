// A file input for the console (the floor plan, a configuration to import): a file input is hard
// to style, so its label is the control (a pill button and the chosen file's name) and the input
// itself stays reachable, visually hidden.
import styles from './file-picker.module.css';

type FilePickerProps = {
  accept: string;
  buttonLabel: string;
  /** What the picker says beside its button: the chosen file, or that there is none. */
  chosen: string;
  onChoose: (file: File | null) => void;
};

export function FilePicker({ accept, buttonLabel, chosen, onChoose }: FilePickerProps) {
  return (
    <label className={styles.picker}>
      <input
        type="file"
        accept={accept}
        className="visually-hidden"
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
      />
      <span className={styles.pickerButton}>{buttonLabel}</span>
      <span className={styles.pickerName}>{chosen}</span>
    </label>
  );
}
