// The checks made before a CV is sent (the server checks again): a PDF, not empty, at most 8 MB
// (MAX_CV_SIZE, provider-api.md §1 "Uploads"). Pure.
import { t } from '@lingui/core/macro';

export const CV_MAX_BYTES = 8_000_000;

export function cvFileProblem(file: { name: string; type: string; size: number }): string | null {
  const isPdf =
    file.type === 'application/pdf' || (file.type === '' && file.name.toLowerCase().endsWith('.pdf'));
  if (!isPdf) return t`Only PDF files: choose your CV as a PDF.`;
  if (file.size === 0) return t`This file is empty. Choose another one.`;
  if (file.size > CV_MAX_BYTES) return t`This PDF is over the 8 MB limit.`;
  return null;
}
