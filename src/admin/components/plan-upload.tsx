// Replaces the floor plan (issue 13): an SVG file chosen and sent; the server judges it by its
// content and its refusal ("holds a <script> element", "states no size …") is shown as it says.
import { i18n } from '#i18n/runtime';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { uploadPlan, type PlanUploadResult } from '../api/venue.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { FilePicker } from './file-picker.tsx';
import styles from './venue.module.css';

type Outcome = { tone: 'success' | 'error'; title: string; detail?: string };

function outcomeOf(result: PlanUploadResult, name: string): Outcome {
  if (result.kind === 'refused') {
    // The server's refusal, in English ("holds a <script> element"), is shown as it says.
    const reason = result.reason;
    return {
      tone: 'error',
      title: i18n._(msg`${name} was not used`),
      detail: i18n._(msg`The file ${reason}. Export a plain SVG from your drawing tool and try again.`),
    };
  }
  if (result.kind === 'failed') {
    const isOffline = result.failure.kind === 'network';
    return {
      tone: 'error',
      title: isOffline ? i18n._(msg`No connection`) : i18n._(msg`The plan was not saved`),
      detail: isOffline
        ? i18n._(msg`Uploading a plan needs a connection.`)
        : i18n._(msg`The server could not take it. Try again.`),
    };
  }
  const off = result.boothsOffPlan;
  return {
    tone: 'success',
    title: i18n._(msg`New floor plan in use`),
    detail:
      off === 0
        ? i18n._(msg`Attendees see it on their next visit to the map.`)
        : i18n._(
            msg`${plural(off, {
              one: '# booth lies outside it: move it onto the plan.',
              other: '# booths lie outside it: move them onto the plan.',
            })}`,
          ),
  };
}

export function PlanUpload({ isDemo, onUploaded }: { isDemo: boolean; onUploaded: () => void }) {
  const { t } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = async () => {
    if (file === null) return;
    setIsBusy(true);
    setOutcome(null);
    const result = await uploadPlan(file);
    setIsBusy(false);
    setOutcome(outcomeOf(result, file.name));
    if (result.kind === 'saved') {
      setFile(null);
      onUploaded();
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="plan-upload-title">
      <h2 id="plan-upload-title" className={styles.panelTitle}>
        {t`Floor plan`}
      </h2>
      <p className={styles.note}>
        {isDemo ? t`The demo plan is in use.` : ''}
        {isDemo ? ' ' : ''}
        {t`Upload your venue as an SVG (at most 2 MB, with a viewBox). Scripts, event handlers and links to other files are refused. Booths keep their positions in the plan’s units.`}
      </p>
      <FilePicker
        accept=".svg,image/svg+xml"
        buttonLabel={t`Choose SVG`}
        chosen={file === null ? t`No file chosen` : file.name}
        onChoose={(chosen) => {
          setFile(chosen);
          setOutcome(null);
        }}
      />
      <Button
        variant="secondary"
        disabled={file === null}
        isBusy={isBusy}
        busyLabel={t`Uploading…`}
        onClick={() => void send()}
      >
        {t`Use this plan`}
      </Button>
      {outcome ? (
        <FormAlert tone={outcome.tone} title={outcome.title}>
          {outcome.detail}
        </FormAlert>
      ) : null}
    </section>
  );
}
