// The verdict on one upload field of a form: absent, invalid (wrong content, too large, or a text
// value where a file belongs) or accepted with its temp file. Sizes are enforced by the form
// reader (isOversize); kinds are judged by content (sniff.ts), never by name or content type, and
// an SVG picture must also pass the one SVG check (domain/svg-check.ts, issue 21 item 5).
import fs from 'node:fs';
import type { UploadVerdict } from '../accounts/profile-rules.ts';
import { checkSvg } from '../domain/svg-check.ts';
import type { UploadedFile, UploadForm } from './form.ts';
import { SVG_PICTURE_MAX_BYTES } from './limits.ts';
import { isPdf, sniffImage, type ImageExt } from './sniff.ts';

const NO_FILE_TEXT = new Set(['', 'null', 'undefined']);

export type AcceptedFile<T> = { file: UploadedFile; kind: T };

function verdictOf<T>(
  form: UploadForm,
  name: string,
  judge: (file: UploadedFile) => T | null,
): UploadVerdict<AcceptedFile<T>> {
  const file = Object.hasOwn(form.files, name) ? form.files[name] : undefined;
  if (file) {
    const kind = file.isOversize || file.size === 0 ? null : judge(file);
    return kind === null ? { kind: 'invalid' } : { kind: 'ok', value: { file, kind } };
  }
  // JSON cannot carry a file: `null` leaves the field alone, and so does the text a client's
  // FormData makes of "no file chosen" (`""`, `"null"`, `"undefined"`: the provider's own client
  // sends `attendee[avatar]=null`). Any other string, such as a path or URL, is refused, not fetched.
  const raw = Object.hasOwn(form.fields, name) ? form.fields[name] : undefined;
  const isNoFile = raw === undefined || raw === null || (typeof raw === 'string' && NO_FILE_TEXT.has(raw));
  return isNoFile ? { kind: 'absent' } : { kind: 'invalid' };
}

/**
 * A picture's kind; an SVG is read whole (at most SVG_PICTURE_MAX_BYTES) and judged.
 * NOTE: read synchronously, as the parse that follows is synchronous anyway.
 */
function judgeImage(file: UploadedFile): ImageExt | null {
  const ext = sniffImage(file.head);
  if (ext !== 'svg') return ext;
  if (file.size > SVG_PICTURE_MAX_BYTES) return null;
  return checkSvg(fs.readFileSync(file.path)).kind === 'ok' ? 'svg' : null;
}

export const avatarVerdict = (form: UploadForm) => verdictOf<ImageExt>(form, 'avatar', judgeImage);
/** A console picture (issue 13): the multipart field `image[file]`. */
export const catalogueImageVerdict = (form: UploadForm) => verdictOf<ImageExt>(form, 'file', judgeImage);
export const cvVerdict = (form: UploadForm) =>
  verdictOf<'pdf'>(form, 'cv', (file) => (isPdf(file.head) ? 'pdf' : null));
