// Pill buttons (DESIGN.md §9): one primary per form, ≥ 48 px tall. `ButtonLink` is the same look
// for navigation, rendered as a real link.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from './link.tsx';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

type Look = { variant?: ButtonVariant; isBlock?: boolean };

function classes({ variant = 'primary', isBlock = false }: Look, extra?: string): string {
  return [styles.button, styles[variant], isBlock ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  Look & {
    /** Shows a spinner and `busyLabel`, and blocks clicks while an action runs. */
    isBusy?: boolean;
    busyLabel?: ReactNode;
  };

export function Button({
  variant,
  isBlock,
  isBusy = false,
  busyLabel,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={classes({ variant, isBlock }, className)}
      disabled={rest.disabled === true || isBusy}
      aria-busy={isBusy || undefined}
    >
      {isBusy ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {isBusy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}

export function ButtonLink({ variant, isBlock, className, ...rest }: LinkProps & Look) {
  return <Link {...rest} className={classes({ variant, isBlock }, className)} />;
}
