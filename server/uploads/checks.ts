// The verdict on one upload field of a form: absent, invalid (wrong content, too large, or a text
// value where a file belongs) or accepted with its temp file. Sizes are enforced by the form
// reader (isOversize); kinds are judged by content (sniff.ts), never by name or content type.
import type { UploadVerdict } from '../domain/profile.ts';
import type { UploadedFile, UploadForm } from './form.ts';
import { isPdf, sniffImage, type ImageExt } from './sniff.ts';

const NO_FILE_TEXT = new Set(['', 'null', 'undefined']);

export type AcceptedFile<T> = { file: UploadedFile; kind: T };

function verdictOf<T>(
  form: UploadForm,
  name: string,
  judge: (head: Buffer) => T | null,
): UploadVerdict<AcceptedFile<T>> {
  const file = Object.hasOwn(form.files, name) ? form.files[name] : undefined;
  if (file) {
    const kind = file.isOversize || file.size === 0 ? null : judge(file.head);
    return kind === null ? { kind: 'invalid' } : { kind: 'ok', value: { file, kind } };
  }
  // JSON cannot carry a file: `null` leaves the field alone, and so does the text a client's
  // FormData makes of "no file chosen" (`""`, `"null"`, `"undefined"`: the provider's own client
  // sends `attendee[avatar]=null`). Any other string, such as a path or URL, is refused, not fetched.
  const raw = Object.hasOwn(form.fields, name) ? form.fields[name] : undefined;
  const isNoFile = raw === undefined || raw === null || (typeof raw === 'string' && NO_FILE_TEXT.has(raw));
  return isNoFile ? { kind: 'absent' } : { kind: 'invalid' };
}

export const avatarVerdict = (form: UploadForm) => verdictOf<ImageExt>(form, 'avatar', sniffImage);
/** A console picture (issue 13): the multipart field `image[file]`. */
export const catalogueImageVerdict = (form: UploadForm) => verdictOf<ImageExt>(form, 'file', sniffImage);
export const cvVerdict = (form: UploadForm) =>
  verdictOf<'pdf'>(form, 'cv', (head) => (isPdf(head) ? 'pdf' : null));
