// Replaces the floor plan (issue 13): an SVG file chosen and sent; the server judges it by its
// content and its refusal ("holds a <script> element", "states no size …") is shown as it says.
import { useState } from 'react';
import { uploadPlan, type PlanUploadResult } from '../api/venue.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { FilePicker } from './file-picker.tsx';
import styles from './venue.module.css';

type Outcome = { tone: 'success' | 'error'; title: string; detail?: string };

function outcomeOf(result: PlanUploadResult, name: string): Outcome {
  if (result.kind === 'refused') {
    return {
      tone: 'error',
      title: `${name} was not used`,
      detail: `The file ${result.reason}. Export a plain SVG from your drawing tool and try again.`,
    };
  }
  if (result.kind === 'failed') {
    const isOffline = result.failure.kind === 'network';
    return {
      tone: 'error',
      title: isOffline ? 'No connection' : 'The plan was not saved',
      detail: isOffline ? 'Uploading a plan needs a connection.' : 'The server could not take it. Try again.',
    };
  }
  const off = result.boothsOffPlan;
  return {
    tone: 'success',
    title: 'New floor plan in use',
    detail:
      off === 0
        ? 'Attendees see it on their next visit to the map.'
        : `${off} booth${off === 1 ? ' lies' : 's lie'} outside it: move ${off === 1 ? 'it' : 'them'} onto the plan.`,
  };
}

export function PlanUpload({ isDemo, onUploaded }: { isDemo: boolean; onUploaded: () => void }) {
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
        Floor plan
      </h2>
      <p className={styles.note}>
        {isDemo ? 'The demo plan is in use. ' : ''}
        Upload your venue as an SVG (at most 2 MB, with a viewBox). Scripts, event handlers and links to other
        files are refused. Booths keep their positions in the plan&rsquo;s units.
      </p>
      <FilePicker
        accept=".svg,image/svg+xml"
        buttonLabel="Choose SVG"
        chosen={file === null ? 'No file chosen' : file.name}
        onChoose={(chosen) => {
          setFile(chosen);
          setOutcome(null);
        }}
      />
      <Button
        variant="secondary"
        disabled={file === null}
        isBusy={isBusy}
        busyLabel="Uploading…"
        onClick={() => void send()}
      >
        Use this plan
      </Button>
      {outcome ? (
        <FormAlert tone={outcome.tone} title={outcome.title}>
          {outcome.detail}
        </FormAlert>
      ) : null}
    </section>
  );
}
