// The event's logo and installed-app icons (issue 23). The logo is any picture the server takes;
// the icons are made here from it on the background colour (identity-icons.ts), or chosen as
// PNGs of their exact size. Each change is said in words on the screen's notice.
import type { MessageDescriptor } from '#i18n/runtime';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { IdentityIcon } from '#contract/identity-admin';
import type { ConsoleIdentity, FileResult } from '../api/identity.ts';
import { Button } from '../../ui/button.tsx';
import { ConfettiLogo } from '../../ui/brand-mark.tsx';
import { drawIcon, ICONS } from '../identity-icons.ts';
import { FilePicker } from './file-picker.tsx';
import consoleStyles from './admin.module.css';
import styles from './identity.module.css';

export type FileAction = (work: () => Promise<FileResult>, done: string) => void;

type IdentityFilesProps = {
  identity: ConsoleIdentity;
  isBusy: boolean;
  act: FileAction;
  setLogo: (file: File) => Promise<FileResult>;
  setIcon: (icon: IdentityIcon, png: Blob) => Promise<FileResult>;
  remove: (what: 'logo' | 'icons') => Promise<FileResult>;
};

const ICON_LABEL: Record<IdentityIcon, MessageDescriptor> = {
  '192': msg`192 px`,
  '512': msg`512 px`,
  maskable: msg`Maskable`,
};

export function IdentityFiles({ identity, isBusy, act, setLogo, setIcon, remove }: IdentityFilesProps) {
  const { i18n, t } = useLingui();
  const [iconChoice, setIconChoice] = useState<IdentityIcon>('192');
  const iconLabel = (icon: IdentityIcon) => i18n._(ICON_LABEL[icon]);
  const background = identity.settings.backgroundColor || identity.defaults.backgroundColor;
  const icons = identity.icons;
  const iconSrc: Record<IdentityIcon, string | null> = {
    '192': icons?.icon192 ?? null,
    '512': icons?.icon512 ?? null,
    maskable: icons?.maskable ?? null,
  };
  const makeIcons = (logo: string) =>
    act(
      async () => {
        for (const icon of ICONS) {
          const result = await setIcon(icon, await drawIcon(logo, background, icon));
          if (result.kind === 'refused') return result;
        }
        return { kind: 'done' };
      },
      t`Icons made from the logo: an installed app shows them from its next start`,
    );

  return (
    <section className={consoleStyles.form} aria-labelledby="identity-files">
      <h2 className={consoleStyles.formTitle} id="identity-files">
        {t`Logo and icons`}
      </h2>
      <div className={styles.pictures}>
        <figure className={styles.picture}>
          {identity.logo ? <img src={identity.logo} alt={t`The event's logo`} /> : <ConfettiLogo />}
          <figcaption>{identity.logo ? t`Logo` : t`Logo: Confetti’s`}</figcaption>
        </figure>
        {ICONS.map((icon) => {
          const label = iconLabel(icon);
          return (
            <figure key={icon} className={styles.picture}>
              <img
                className={icon === 'maskable' ? styles.maskable : undefined}
                src={
                  iconSrc[icon] ??
                  (icon === 'maskable' ? '/icons/icon-maskable-512.png' : `/icons/icon-${icon}.png`)
                }
                alt={t`${label} icon`}
              />
              <figcaption>{label}</figcaption>
            </figure>
          );
        })}
      </div>
      <div className={styles.files}>
        <FilePicker
          accept="image/png,image/jpeg,image/gif,image/svg+xml"
          buttonLabel={identity.logo ? t`Replace the logo` : t`Choose a logo`}
          chosen={t`PNG, JPEG, GIF or SVG, 512 KB at most`}
          onChoose={(file) => {
            if (file) act(() => setLogo(file), t`Logo saved: every screen shows it`);
          }}
        />
        <div className={styles.buttons}>
          {identity.logo ? (
            <>
              <Button variant="secondary" isBusy={isBusy} onClick={() => makeIcons(identity.logo!)}>
                {t`Make the icons from the logo`}
              </Button>
              <Button
                variant="ghost"
                disabled={isBusy}
                onClick={() => act(() => remove('logo'), t`Logo removed`)}
              >
                {t`Remove the logo`}
              </Button>
            </>
          ) : null}
          {icons ? (
            <Button
              variant="ghost"
              disabled={isBusy}
              onClick={() => act(() => remove('icons'), t`The installed app uses Confetti’s icons again`)}
            >
              {t`Use Confetti’s icons`}
            </Button>
          ) : null}
        </div>
        <div className={styles.files}>
          <label className={styles.choice}>
            {t`Icon to upload`}
            <select
              value={iconChoice}
              onChange={(event) => setIconChoice(event.target.value as IdentityIcon)}
            >
              {ICONS.map((icon) => {
                const label = iconLabel(icon);
                const size = icon === '192' ? '192 × 192' : '512 × 512';
                return (
                  <option key={icon} value={icon}>
                    {t`${label} (${size} PNG)`}
                  </option>
                );
              })}
            </select>
          </label>
          <FilePicker
            accept="image/png"
            buttonLabel={t`Upload this icon`}
            chosen={t`Your own PNG, its exact size`}
            onChoose={(file) => {
              if (file) {
                const label = iconLabel(iconChoice);
                act(() => setIcon(iconChoice, file), t`${label} icon saved`);
              }
            }}
          />
        </div>
      </div>
    </section>
  );
}
