// The attendee's code, made to be scanned in a crowd: a large black-on-white QR on a bright white
// card, the nickname under it, and the card code in text for anyone who has to type it.
import { Trans, useLingui } from '@lingui/react/macro';
import { QrCode } from '../../../ui/qr-code.tsx';
import type { IdentifierPerson } from '../use-identifier.ts';
import styles from './identifier.module.css';

export function IdentifierCard({ person, link }: { person: IdentifierPerson; link: string }) {
  const { t } = useLingui();
  const title = person.nickname ?? person.name ?? t`Your code`;
  return (
    <figure className={styles.card}>
      <QrCode className={styles.qr} value={link} label={t`QR code for ${title}`} />
      <figcaption className={styles.caption}>
        <span className={styles.nickname}>{person.nickname ? `@${person.nickname}` : title}</span>
        {person.name && person.nickname ? <span className={styles.name}>{person.name}</span> : null}
      </figcaption>
    </figure>
  );
}

export function IdentifierCode({ id }: { id: string }) {
  return (
    <div className={styles.code}>
      <span className={styles.codeLabel}>
        <Trans>Card code</Trans>
      </span>
      <code className={styles.codeValue}>{id}</code>
    </div>
  );
}
