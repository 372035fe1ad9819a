// A console checkbox: the native one, enlarged and in the accent, with its label beside it.
import type { ReactNode } from 'react';
import control from '../../ui/control.module.css';
import styles from './admin.module.css';

type CheckFieldProps = {
  checked: boolean;
  onChange: (event: { target: { checked: boolean } }) => void;
  /** The label. */
  children: ReactNode;
};

export function CheckField({ checked, onChange, children }: CheckFieldProps) {
  return (
    <label className={styles.check}>
      <input type="checkbox" className={control.checkbox} checked={checked} onChange={onChange} />
      {children}
    </label>
  );
}
