// The phone menu: a drawer opened by the top bar's menu button, a modal dialog. Focus moves into
// it on open and Tab cycles inside it (holdFocusIn, ui/focus.ts); Escape or the backdrop closes it
// and focus returns to the button; everything behind it (skip link, top bar, main) is inert
// (signed-in-layout.tsx).
import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    // NOTE: the focus rules load with the drawer's first opening, off every screen's first load.
    let release: (() => void) | null = null;
    let isCurrent = true;
    void import('../ui/focus.ts').then(({ holdFocusIn }) => {
      if (isCurrent && panelRef.current) release = holdFocusIn(panelRef.current, () => onClose(true));
    });
    return () => {
      isCurrent = false;
      release?.();
    };
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
        aria-label={t`Menu`}
        inert={!isOpen}
      >
        <div className={styles.drawerHead}>
          <BrandMark to={homePath} />
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t`Close menu`}
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
