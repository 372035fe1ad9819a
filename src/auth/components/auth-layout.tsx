// The frame of the signed-out pages: logo on top, a title, the form, then a footer line. Phone
// first (the form fills the screen, its primary action last); a centred card from 640 px.
import type { ReactNode } from 'react';
import { BrandMark } from '../../ui/brand-mark.tsx';
import { useEventBrand } from '../../hooks/use-event.ts';
import styles from './auth-layout.module.css';

type AuthLayoutProps = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <BrandMark {...useEventBrand()} />
      </header>
      <main className={styles.main}>
        <section className={styles.card} aria-labelledby="auth-title">
          <div className={styles.heading}>
            <h1 className={styles.title} id="auth-title">
              {title}
            </h1>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
          {children}
        </section>
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </main>
    </div>
  );
}
