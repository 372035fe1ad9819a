// "You at the booth" (issue 29): the name this phone puts on its scans and lead edits, so each
// visitor's timeline says which booth member did what. Kept on this phone (booth-member.ts).
import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BOOTH_MEMBER_MAX_CHARS } from '#contract/constants';
import { readBoothMember, saveBoothMember } from './booth-member.ts';
import styles from './lead-timeline.module.css';

export function BoothMemberField() {
  const { t } = useLingui();
  const id = useId();
  const [name, setName] = useState(() => readBoothMember() ?? '');
  return (
    <div className={styles.member}>
      <label htmlFor={id}>
        <Trans>You at the booth</Trans>
      </label>
      <input
        id={id}
        className={styles.memberInput}
        value={name}
        maxLength={BOOTH_MEMBER_MAX_CHARS}
        autoComplete="name"
        placeholder={t`Your name, shown in each visitor's history`}
        onChange={(event) => {
          setName(event.target.value);
          saveBoothMember(event.target.value);
        }}
      />
    </div>
  );
}
