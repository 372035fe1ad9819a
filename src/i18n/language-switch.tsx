// The language menu (issue 24), in the signed-in menu, the public frame and on the sign-in screen:
// each language by its own name. A choice changes every screen at once (switchLocale), is kept on
// this device, and on the account when signed in (syncAccountLocale), for the mails.
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { isLocale, LOCALE_NAMES, LOCALES } from '#contract/constants';
import { fieldStyles as styles } from '../ui/text-field.tsx';
import { switchLocale } from './catalogs.ts';
import { syncAccountLocale } from './account-locale.ts';

type LanguageSwitchProps = { isSignedIn: boolean; className?: string };

export function LanguageSwitch({ isSignedIn, className }: LanguageSwitchProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [problem, setProblem] = useState(false);
  const choose = (value: string) => {
    if (!isLocale(value)) return;
    setProblem(false);
    switchLocale(value).then(
      () => (isSignedIn ? syncAccountLocale() : undefined),
      () => setProblem(true),
    );
  };
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label className={styles.label} htmlFor={id}>
        {t`Language`}
      </label>
      <div className={styles.control}>
        <select
          id={id}
          className={`${styles.input} ${styles.select}`}
          value={i18n.locale}
          onChange={(event) => choose(event.target.value)}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </select>
      </div>
      {problem ? (
        <p className={styles.hint} role="alert">
          {t`This language could not be loaded. Check your connection and try again.`}
        </p>
      ) : null}
    </div>
  );
}
