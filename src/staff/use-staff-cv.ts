// The staff member's own CV: read cache first, upload a new PDF (after consent) with progress, the
// server's answer shown; the read is refreshed after a save.
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { readStaffCv, uploadStaffCv, type StaffCv } from '../api/staff-cv.ts';
import type { Progress } from '../api/transfer.ts';
import { useReading } from '../ui/use-reading.ts';
import { cvFileProblem } from './cv-file.ts';

export type CvNotice = { tone: 'success' | 'error'; title: string; detail?: string | null };

export function useStaffCv(userId: string, userKey: string) {
  const reading = useReading<StaffCv>(`staff-cv:${userKey}:${userId}`, () => readStaffCv(userId, userKey));
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [hasConsent, setHasConsent] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [notice, setNotice] = useState<CvNotice | null>(null);
  const [isReplacing, setIsReplacing] = useState(false);

  const choose = (next: File | null) => {
    const problem = next === null ? null : cvFileProblem(next);
    setFileProblem(problem);
    setFile(problem === null ? next : null);
    setNotice(null);
  };

  async function upload() {
    if (file === null || !hasConsent || progress !== null) return;
    setNotice(null);
    setProgress({ loaded: 0, total: file.size });
    const result = await uploadStaffCv(userId, file, setProgress);
    setProgress(null);
    if (result.kind === 'saved') {
      setFile(null);
      setHasConsent(false);
      setIsReplacing(false);
      setNotice({
        tone: 'success',
        title: t`CV uploaded`,
        detail: t`Sponsors with CV access can now see it.`,
      });
      reading.reload();
    } else if (result.kind === 'refused') {
      const reason = result.reason;
      setNotice({
        tone: 'error',
        title: t`Your CV was not accepted`,
        detail: reason === null ? null : t`The server says: ${reason}.`,
      });
    } else if (result.failure.kind === 'network') {
      setNotice({ tone: 'error', title: t`Not uploaded: no connection`, detail: t`Try again once online.` });
    } else {
      setNotice({ tone: 'error', title: t`Not uploaded`, detail: t`The server failed. Try again.` });
    }
  }

  return {
    reading,
    file,
    fileProblem,
    hasConsent,
    setHasConsent,
    progress,
    notice,
    isReplacing,
    setIsReplacing,
    choose,
    upload,
  };
}
