// Every size and count that bounds an upload, in one place. NOTE: @fastify/multipart's limits are
// per file and per part, not per request (DESIGN.md §8), so the form reader also caps the whole
// request at maxCvBytes + REQUEST_SLACK_BYTES, counting the bytes it actually receives.
import type { Config } from '../config.ts';

const MIB = 1024 * 1024;

/** Avatars over this are refused with 422 `{"errors":{"avatar":["is invalid"]}}`. */
export const AVATAR_MAX_BYTES = 5 * MIB;
/**
 * A badge, item or prize picture (issue 13): every attendee's badgedex and store load these, so
 * they are kept small; a larger one is refused with 422 `{"errors":{"image":["is invalid"]}}`.
 */
export const CATALOGUE_IMAGE_MAX_BYTES = 512 * 1024;
/**
 * An SVG picture is parsed whole and synchronously (domain/svg-check.ts): ~0.2 s for 512 KiB and
 * ~1.4–2.7 s for a 4.7 MiB avatar on our 2 cores, so an SVG avatar is held to the catalogue's size.
 */
export const SVG_PICTURE_MAX_BYTES = CATALOGUE_IMAGE_MAX_BYTES;
/** Room for the multipart framing around one picture. */
export const CATALOGUE_REQUEST_SLACK_BYTES = 64 * 1024;
/** Room for an avatar, the text fields and the multipart framing beside the largest CV. */
export const REQUEST_SLACK_BYTES = 6 * MIB;

export const MAX_FILES = 2;
export const MAX_FIELDS = 10;
export const MAX_PARTS = 12;
/** A nickname or a course id is tiny; a longer value is cut and then fails validation. */
export const MAX_FIELD_BYTES = 4 * 1024;

export const requestCapBytes = (config: Pick<Config, 'maxCvBytes'>) =>
  config.maxCvBytes + REQUEST_SLACK_BYTES;

/** Busboy limits for one upload request whose largest file may be `maxFileBytes`. */
export const busboyLimits = (maxFileBytes: number) => ({
  // One byte over the largest allowed file, so an oversize file is seen as such (then refused
  // with the field's 422) while busboy discards the rest of it.
  fileSize: maxFileBytes + 1,
  files: MAX_FILES,
  fields: MAX_FIELDS,
  parts: MAX_PARTS,
  fieldSize: MAX_FIELD_BYTES,
});

/** Options for @fastify/multipart where routes take uploads (form.ts takeUploads); routes narrow them per call. */
export const multipartOptions = (config: Pick<Config, 'maxCvBytes'>) => ({
  limits: busboyLimits(Math.max(config.maxCvBytes, AVATAR_MAX_BYTES)),
});
