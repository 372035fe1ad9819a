// The programme import's state (issue 22): the file's text (picked or pasted), its preview, then
// its apply. Apply is offered only for the very text last previewed, so what is applied is what
// the organiser read; the server applies it all or nothing. Messages stay in place (DESIGN.md §9).
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { sendImport, type ImportOutcome, type ImportReport } from './api/programme.ts';

export type ImportStep =
  | { kind: 'idle' }
  | { kind: 'busy'; isApplying: boolean }
  | { kind: 'report'; report: ImportReport }
  | { kind: 'invalid'; errors: string[] }
  | { kind: 'failed'; title: string; detail: string };

function failureStep(status: number | null): ImportStep {
  if (status === null)
    return { kind: 'failed', title: t`No connection`, detail: t`Nothing changed. Try again when online.` };
  if (status === 401 || status === 403)
    return { kind: 'failed', title: t`Only admin staff can import`, detail: t`Nothing changed.` };
  if (status === 413) return { kind: 'failed', title: t`The file is too large`, detail: t`Nothing changed.` };
  return {
    kind: 'failed',
    title: t`Not imported`,
    detail: t`The server could not read it. Nothing changed.`,
  };
}

const stepOf = (outcome: ImportOutcome): ImportStep =>
  outcome.kind === 'report' ? outcome : outcome.kind === 'invalid' ? outcome : failureStep(outcome.status);

/** `onApplied`: reads the programme again once an import went through. */
export function useProgrammeImport(onApplied: () => void) {
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [previewed, setPreviewed] = useState<string | null>(null);
  const [step, setStep] = useState<ImportStep>({ kind: 'idle' });

  function edit(next: string, name: string | null) {
    setText(next);
    setFileName(name);
    setPreviewed(null);
    setStep({ kind: 'idle' });
  }

  async function choose(file: File | null) {
    edit(file === null ? '' : await file.text(), file?.name ?? null);
  }

  async function run(apply: boolean) {
    if (step.kind === 'busy' || text.trim() === '') return;
    const sent = text;
    setStep({ kind: 'busy', isApplying: apply });
    const outcome = await sendImport(sent, apply);
    setStep(stepOf(outcome));
    setPreviewed(outcome.kind === 'report' && !apply ? sent : null);
    if (outcome.kind === 'report' && apply) onApplied();
  }

  const canApply =
    previewed !== null && previewed === text && step.kind === 'report' && !step.report.isApplied;
  return {
    text,
    fileName,
    step,
    canApply,
    paste: (next: string) => edit(next, null),
    choose: (file: File | null) => void choose(file),
    preview: () => void run(false),
    apply: () => void run(true),
  };
}

export type ProgrammeImport = ReturnType<typeof useProgrammeImport>;
