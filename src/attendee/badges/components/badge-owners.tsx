// Who holds a badge: each owner links to their page (/attendees/:id); the viewer's own row says
// "You". The first page comes with the badge (cached, so it shows offline); "Show more" reads the
// next page from the server (issue 28: a badge of 10,000 owners is never downloaded whole).
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../../ui/link.tsx';
import { fetchBadgeOwners, type BadgeOwner, type BadgePage } from '../../../api/badges.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { personLines } from '../../shared/person-lines.ts';
import styles from './badge-owners.module.css';
import page from '../../shared/components/page-frame.module.css';

type OwnersProps = { badgeId: number; firstPage: BadgePage; myId: string | null };
type More = { owners: BadgeOwner[]; next: string | null; isLoading: boolean; failed: boolean };

export function BadgeOwners({ badgeId, firstPage, myId }: OwnersProps) {
  const { t, i18n } = useLingui();
  const count = new Intl.NumberFormat(i18n.locale);
  const [more, setMore] = useState<More>({
    owners: [],
    next: firstPage.next,
    isLoading: false,
    failed: false,
  });
  const owners = [...firstPage.owners, ...more.owners];
  const total = Math.max(firstPage.ownersTotal, owners.length);
  const left = count.format(total - owners.length);

  async function showMore() {
    if (more.next === null || more.isLoading) return;
    setMore({ ...more, isLoading: true, failed: false });
    try {
      const next = await fetchBadgeOwners(badgeId, more.next);
      setMore({ owners: [...more.owners, ...next.owners], next: next.next, isLoading: false, failed: false });
    } catch {
      setMore({ ...more, isLoading: false, failed: true });
    }
  }

  return (
    <section className={styles.owners} aria-labelledby="owners-title">
      <h2 className={page.sectionTitle} id="owners-title">
        <Trans>Who has it</Trans> <span className={styles.total}>{count.format(total)}</span>
      </h2>
      {owners.length === 0 ? (
        <p className={styles.empty}>
          <Trans>Nobody has collected this one yet. Be the first.</Trans>
        </p>
      ) : (
        <ul className={styles.list}>
          {owners.map((owner) => {
            const { primary, secondary } = personLines(owner);
            const isMe = owner.id === myId;
            return (
              <li key={owner.id}>
                <Link className={styles.row} to={`/attendees/${owner.id}`} data-me={isMe || undefined}>
                  <Avatar src={owner.avatar} name={primary} size={40} alt="" />
                  <span className={styles.names}>
                    <span className={styles.primary}>{primary}</span>
                    {secondary === null ? null : <span className={styles.secondary}>{secondary}</span>}
                  </span>
                  {isMe ? (
                    <span className={styles.you}>
                      <Trans>You</Trans>
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {more.failed ? (
        <p className={styles.empty} role="alert">
          <Trans>The next owners could not be loaded. Check the connection and try again.</Trans>
        </p>
      ) : null}
      {more.next !== null ? (
        <button
          type="button"
          className={styles.more}
          onClick={() => void showMore()}
          disabled={more.isLoading}
        >
          {more.isLoading ? t`Loading…` : t`Show more (${left} left)`}
        </button>
      ) : null}
    </section>
  );
}
