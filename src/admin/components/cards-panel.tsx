// The People section's cards half (issue 13): how many cards exist, are registered and are free;
// the address their QR codes open, with a warning when only this machine can open it (issue 23);
// create a batch and print it; print the free cards; and the list, filtered and searched by the
// code printed on a card or an attendee's nickname.
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { MAX_CARDS_PER_BATCH } from '#contract/constants';
import { createCards, readConsoleCards, type CardFilter } from '../api/people.ts';
import { pageStyles } from '../../ui/screen-header.tsx';
import { Segmented } from '../../ui/segmented.tsx';
import type { MessageDescriptor } from '#i18n/runtime';
import { TextField } from '../../ui/text-field.tsx';
import { useReading } from '../../ui/use-reading.ts';
import { useConsoleAction } from '../use-admin-action.ts';
import { CardList } from './card-list.tsx';
import { CreateCardsForm } from './create-cards-form.tsx';
import { SheetLink } from './sheet-link.tsx';
import panels from './panels.module.css';
import styles from './people.module.css';
import { SectionLoad } from './section-load.tsx';
import { ActionNotice } from './action-notice.tsx';

const STATUS_OPTIONS: { value: CardFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All` },
  { value: 'free', label: msg`Free` },
  { value: 'registered', label: msg`Registered` },
];

const PAGE = 50;
const MAX_SHOWN = 200;
/** NOTE: the sheet link the list answers is signed for 15 to 20 minutes; reading again keeps it good. */
const REFRESH_MS = 10 * 60_000;
const SEARCH_WAIT_MS = 300;

export function CardsPanel({ userKey }: { userKey: string | null }) {
  const { i18n, t } = useLingui();
  const [status, setStatus] = useState<CardFilter>('all');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const action = useConsoleAction();
  const [batch, setBatch] = useState<{ count: number; sheetHref: string } | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_WAIT_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  // Searches are read from the network only: one cached answer per thing typed is not worth keeping.
  const cacheKey = q === '' ? userKey : null;
  const reading = useReading(
    userKey === null ? null : `console-cards:${userKey}:${status}:${q}:${limit}`,
    () => readConsoleCards(cacheKey, { status, q, limit }),
  );
  const { reload } = reading;
  useEffect(() => {
    const timer = setInterval(reload, REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);

  const list = reading.data;
  const counts = list?.counts ?? null;
  const batchCount = batch?.count ?? 0;
  const printable = Math.min(counts?.free ?? 0, MAX_CARDS_PER_BATCH);

  const create = (count: number) => {
    setBatch(null);
    return action.run(async () => {
      const made = await createCards(count);
      setBatch(made);
      const madeCount = made.count;
      return t`${plural(madeCount, { one: '# card created', other: '# cards created' })}`;
    }, reload);
  };

  const pick = (next: CardFilter) => {
    setStatus(next);
    setLimit(PAGE);
  };

  return (
    <section className={panels.panel} aria-labelledby="cards-title">
      <h2 id="cards-title" className={pageStyles.sectionTitle}>
        <Trans>Cards</Trans>
      </h2>
      <dl className={styles.stats}>
        <Stat label={t`Cards`} value={counts?.total} />
        <Stat label={t`Registered`} value={counts?.registered} />
        <Stat label={t`Free`} value={counts?.free} />
      </dl>
      <ActionNotice notice={action.notice}>
        {batch ? (
          <SheetLink href={batch.sheetHref} variant="primary">
            {t`${plural(batchCount, { one: 'Print this card', other: 'Print these # cards' })}`}
          </SheetLink>
        ) : null}
      </ActionNotice>
      {list ? <CardOrigin origin={list.cardOrigin} isLocal={list.isCardOriginLocal} /> : null}
      <CreateCardsForm max={MAX_CARDS_PER_BATCH} isBusy={action.isBusy} onCreate={create}>
        <SheetLink href={list !== null && list.counts.free > 0 ? list.sheetHref : null}>
          {counts === null || counts.free === 0 ? t`Print QR sheet` : t`Print QR sheet (${printable} free)`}
        </SheetLink>
      </CreateCardsForm>
      <Segmented
        label={t`Show cards`}
        value={status}
        options={STATUS_OPTIONS.map(({ value, label }) => ({ value, label: i18n._(label) }))}
        onChange={pick}
      />
      <TextField
        label={t`Find a card`}
        hint={t`The code printed under its QR, or a nickname`}
        type="search"
        autoComplete="off"
        value={typed}
        maxLength={60}
        onChange={(event) => setTyped(event.target.value)}
      />
      <SectionLoad
        data={list}
        reading={reading}
        what={t`the cards`}
        skeletonClass={styles.skeleton}
        onRetry={reload}
      >
        {(list) => (
          <CardList
            cards={list.cards}
            matching={list.matching}
            isFiltered={status !== 'all' || q !== ''}
            canShowMore={list.nextOffset !== null && limit < MAX_SHOWN}
            onShowMore={() => setLimit((n) => Math.min(n + PAGE, MAX_SHOWN))}
          />
        )}
      </SectionLoad>
    </section>
  );
}

/** Before anything is printed: where the QR codes lead, and a warning when nobody else can follow. */
function CardOrigin({ origin, isLocal }: { origin: string; isLocal: boolean }) {
  return (
    <div className={`${styles.origin} ${isLocal ? styles.originLocal : ''}`}>
      <p className={styles.originLine}>
        <Trans>
          QR codes open <span className={styles.originValue}>{origin}</span>
        </Trans>
      </p>
      {isLocal ? (
        <p className={styles.originHint}>
          <Trans>
            Only this computer can open that address, so phones scanning printed cards would get nothing.
            Before printing, set <code>PUBLIC_ORIGIN</code> to the event’s public address (for example
            https://conf.example) and restart the server.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className={styles.stat}>
      <dt>{label}</dt>
      <dd>{value ?? '–'}</dd>
    </div>
  );
}
