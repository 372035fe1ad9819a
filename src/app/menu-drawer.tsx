// The phone menu: a drawer opened by the top bar's menu button, a modal dialog. Focus moves into
// it on open and Tab cycles inside it; Escape or the backdrop closes it and focus returns to the
// button; everything behind it (skip link, top bar, main) is inert (signed-in-layout.tsx).
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { BrandMark } from '../ui/brand-mark.tsx';
import styles from './signed-in-layout.module.css';

type MenuDrawerProps = {
  id: string;
  isOpen: boolean;
  /** `restoreFocus` is false when closing because a link was followed. */
  onClose: (restoreFocus: boolean) => void;
  homePath: string;
  children: ReactNode;
};

export function MenuDrawer({ id, isOpen, onClose, homePath, children }: MenuDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const panel = panelRef.current;
    const target =
      panel?.querySelector<HTMLElement>('[aria-current="page"]') ??
      panel?.querySelector<HTMLElement>('nav a');
    target?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
      if (event.key !== 'Tab' || !panel) return;
      const stops = panel.querySelectorAll<HTMLElement>('a[href], button:not(:disabled)');
      const first = stops[0];
      const last = stops[stops.length - 1];
      const active = document.activeElement;
      const wrapTo = !panel.contains(active)
        ? first
        : event.shiftKey
          ? active === first && last
          : active === last && first;
      if (wrapTo) {
        event.preventDefault();
        wrapTo.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onClose]);

  return (
    <>
      <div className={styles.backdrop} data-open={isOpen} onClick={() => onClose(true)} aria-hidden="true" />
      <div
        id={id}
        ref={panelRef}
        className={styles.drawer}
        data-open={isOpen}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        inert={!isOpen}
      >
        <div className={styles.drawerHead}>
          <BrandMark to={homePath} />
          <button
            type="button"
            className={styles.iconButton}
            aria-label="Close menu"
            onClick={() => onClose(true)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </>
  );
}
