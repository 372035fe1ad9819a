// /admin?section=identity (admin staff, issue 23): the event's name, short name, colours, logo and
// installed-app icons. Every screen, the manifest, the mails and the printed cards use them; a
// colour text would be hard to read on is refused on its field. Loaded only when opened.
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import {
  readConsoleIdentity,
  removeIdentityFile,
  saveIdentity,
  setIcon,
  setLogo,
  type FileResult,
} from './api/identity.ts';
import { FormAlert } from '../ui/form-alert.tsx';
import { pageStyles, ScreenHeader } from '../ui/screen-header.tsx';
import { useReading } from '../ui/use-reading.ts';
import { IdentityFiles } from './components/identity-files.tsx';
import { IdentityForm } from './components/identity-form.tsx';
import { useUserKey } from '../session/session-context.ts';
import { useConsoleAction } from './use-admin-action.ts';
import styles from './components/admin.module.css';
import { SectionLoad } from './components/section-load.tsx';

/** `nav`: the console's section switch, shown under the title. */
export function IdentitySection({ nav }: { nav: ReactNode }) {
  const { t } = useLingui();
  const userKey = useUserKey();
  const reading = useReading(userKey === null ? null : `console-identity:${userKey}`, () =>
    readConsoleIdentity(userKey ?? ''),
  );
  const action = useConsoleAction();
  const [fileNotice, setFileNotice] = useState<{ tone: 'success' | 'error'; title: string } | null>(null);
  const [isSending, setIsSending] = useState(false);
  const identity = reading.data;
  const notice = fileNotice ?? action.notice;
  const version = identity ? JSON.stringify(identity.settings) : '';

  function act(work: () => Promise<FileResult>, done: string) {
    setIsSending(true);
    setFileNotice(null);
    action.clear();
    void work()
      .then(
        (result) =>
          setFileNotice(
            result.kind === 'done'
              ? { tone: 'success', title: done }
              : { tone: 'error', title: result.reason },
          ),
        () => setFileNotice({ tone: 'error', title: t`That did not work. Try again.` }),
      )
      .finally(() => {
        setIsSending(false);
        reading.reload();
      });
  }

  return (
    <div className={pageStyles.page}>
      <ScreenHeader
        title={t`Event`}
        subtitle={t`Your event's name, logo, colours and app icons: on every screen, the installed app, the mails and the printed cards.`}
        staleSince={reading.staleSince}
      />
      {nav}
      {notice ? <FormAlert tone={notice.tone} title={notice.title} /> : null}
      <SectionLoad
        data={identity}
        reading={reading}
        what={t`the event's identity`}
        label={t`Loading the event's identity`}
      >
        {(identity) => (
          <div className={styles.layout}>
            <IdentityForm
              key={version}
              identity={identity}
              errors={action.fieldErrors}
              isBusy={action.isBusy}
              onSave={(settings) => {
                setFileNotice(null);
                void action.run(async () => {
                  await saveIdentity(settings);
                  return t`Saved: every screen shows it from its next load`;
                }, reading.reload);
              }}
            />
            <IdentityFiles
              identity={identity}
              isBusy={isSending}
              act={act}
              setLogo={setLogo}
              setIcon={setIcon}
              remove={removeIdentityFile}
            />
          </div>
        )}
      </SectionLoad>
    </div>
  );
}
