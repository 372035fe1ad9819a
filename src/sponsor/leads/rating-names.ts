// A lead's rating in words (issue 29), in the reader's language: hot/warm/cold on the list, the
// sheet, the filters and the booth numbers.
import { msg } from '@lingui/core/macro';
import type { LeadRating } from '#contract/constants';
import type { MessageDescriptor } from '#i18n/runtime';

export const RATING_NAMES: Record<LeadRating, MessageDescriptor> = {
  hot: msg`Hot`,
  warm: msg`Warm`,
  cold: msg`Cold`,
};

/** A lead with no rating. */
export const NOT_RATED = msg`Not rated`;
