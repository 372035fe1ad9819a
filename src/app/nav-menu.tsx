// The signed-in menu: one link per route-table entry the user may open (access.ts menuFor).
import { useLingui } from '@lingui/react/macro';
import { NavLink } from '../ui/link.tsx';
import type { MenuItem } from './access.ts';
import styles from './signed-in-layout.module.css';

type NavMenuProps = { items: readonly MenuItem[]; onNavigate?: () => void };

export function NavMenu({ items, onNavigate }: NavMenuProps) {
  const { i18n, t } = useLingui();
  return (
    <nav aria-label={t`Main`} className={styles.nav}>
      <ul className={styles.navList}>
        {items.map((item) => (
          <li key={item.path}>
            <NavLink
              to={item.path}
              className={({ isActive }) => `${styles.navLink} ${isActive ? styles.navLinkActive : ''}`}
              onClick={onNavigate}
            >
              {i18n._(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
