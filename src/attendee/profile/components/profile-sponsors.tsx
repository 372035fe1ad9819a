// The sponsors whose booth scanned the attendee (issue 29): when, and whether each reads the CV,
// with "Take back my CV" (the visit stays; the company's list, CV link and zip lose the CV) and
// "Share my CV again". A lazily loaded chunk, opened from ProfileSponsorsCard.
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Visit } from '../../../api/visits.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { useProfileSponsors } from '../use-profile-sponsors.ts';
import styles from './profile-sponsors.module.css';

// eslint-disable-next-line lingui/no-unlocalized-strings -- Intl options, not shown to people
const TIME_OPTIONS: Intl.DateTimeFormatOptions = { weekday: 'short', hour: '2-digit', minute: '2-digit' };

function cvText(visit: Visit, hasCv: boolean): string {
  if (!visit.hasCvAccess) return t`Contact only: no CV access`;
  if (visit.isCvWithdrawn) return t`Contact only: you took your CV back`;
  return hasCv ? t`Contact and CV` : t`Contact; your CV once you upload one`;
}

export function ProfileSponsors({ hasCv }: { hasCv: boolean }) {
  const { t: translate, i18n } = useLingui();
  const sponsors = useProfileSponsors(hasCv);
  const timeFormat = new Intl.DateTimeFormat(i18n.locale, TIME_OPTIONS);
  const { visits } = sponsors;
  if (visits === null) {
    return sponsors.error === null ? (
      <p className={styles.meta}>
        <Trans>Loading…</Trans>
      </p>
    ) : (
      <FormAlert tone="error" title={translate`The sponsors could not be loaded`}>
        <Button variant="ghost" onClick={sponsors.reload}>
          <Trans>Try again</Trans>
        </Button>
      </FormAlert>
    );
  }
  if (visits.length === 0)
    return (
      <p className={styles.meta}>
        <Trans>No booth has scanned your badge yet.</Trans>
      </p>
    );
  return (
    <>
      {sponsors.staleSince ? (
        <p className={styles.meta}>
          <Trans>Offline: as last seen online.</Trans>
        </p>
      ) : null}
      {sponsors.problem === null ? null : <FormAlert tone="error" title={sponsors.problem} />}
      <ul className={styles.list} aria-label={translate`Sponsors with your contact`}>
        {visits.map((visit) => {
          const company = visit.company;
          const when = timeFormat.format(visit.visitedAt);
          const cv = cvText(visit, hasCv);
          return (
            <li key={visit.companyId} className={styles.row}>
              <div className={styles.text}>
                <span className={styles.company}>{visit.company}</span>
                <span className={styles.meta}>
                  {sponsors.queued.has(visit.companyId)
                    ? translate`Scanned ${when} · ${cv} · waiting to send`
                    : translate`Scanned ${when} · ${cv}`}
                </span>
              </div>
              {visit.hasCvAccess ? (
                <Button
                  variant="secondary"
                  aria-label={
                    visit.isCvWithdrawn
                      ? translate`Share my CV again with ${company}`
                      : translate`Take back my CV from ${company}`
                  }
                  onClick={() => sponsors.share(visit, visit.isCvWithdrawn)}
                >
                  {visit.isCvWithdrawn ? translate`Share CV again` : translate`Take back CV`}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className={styles.note}>
        <Trans>Their ratings and notes about you stay with them; you never see another sponsor’s.</Trans>
      </p>
    </>
  );
}
