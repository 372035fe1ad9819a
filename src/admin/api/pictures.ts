// Pictures of badges, store items and prizes in the console (issue 13's PUT and issue 23's DELETE
// at <console>/<kind>/:id/image): set one from a file, judged by the server by its content, or
// remove it. Answers say what happened in words for the form; nothing queues.
import { t } from '@lingui/core/macro';
import type { CatalogueKind } from '#contract/catalogue-admin';
import { uploadForm } from '../../api/transfer.ts';
import { sendWrite } from '../../api/write.ts';

const BASE = 'api/admin/console';

export type PictureResult = { kind: 'done' } | { kind: 'refused'; reason: string };

export async function setPicture(kind: CatalogueKind, id: number, file: File): Promise<PictureResult> {
  const form = new FormData();
  form.append('image[file]', file, file.name);
  const result = await uploadForm('PUT', `${BASE}/${kind}/${id}/image`, form, () => undefined);
  if (result.ok) return { kind: 'done' };
  const { failure } = result;
  if (failure.kind !== 'http')
    return { kind: 'refused', reason: t`No connection: the picture was not sent.` };
  if (failure.status === 413) return { kind: 'refused', reason: t`This file is too large.` };
  if (failure.status === 422) return { kind: 'refused', reason: t`Use a PNG, JPEG, GIF or SVG picture.` };
  return { kind: 'refused', reason: t`The server did not take it. Try again.` };
}

export async function removePicture(kind: CatalogueKind, id: number): Promise<PictureResult> {
  try {
    await sendWrite({ method: 'DELETE', path: `${BASE}/${kind}/${id}/image` });
    return { kind: 'done' };
  } catch {
    return { kind: 'refused', reason: t`The picture was not removed. Try again.` };
  }
}
