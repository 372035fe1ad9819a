// The company's leads on this phone (issue 29): the server's list (cache first), the edits still
// waiting in the outbox and this page's own edits on top (lead-state.ts), so an edit shows at once,
// offline too, and after a reload. Each edit is a queueable write stamped with the time it was made.
import { useCallback, useMemo, useState } from 'react';
import { msg, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '#i18n/runtime';
import { serverErrorText, toApiFailure, type ApiFailure } from '../../api/errors.ts';
import {
  readLeads,
  readLeadsOf,
  saveLeadConsent,
  saveLeadTags,
  writeLeadEdit,
  type Lead,
  type LeadEdit,
} from '../../api/leads.ts';
import { readBoothMember } from './booth-member.ts';
import { useReading } from '../../ui/use-reading.ts';
import { withEdits, type TimedEdit } from './lead-state.ts';
import { useWaitingLeads } from './use-waiting-leads.ts';
import { emptyLead } from './visitor-rows.ts';

export type LeadsState = ReturnType<typeof useLeads>;

const CHANGES: Record<keyof LeadEdit, MessageDescriptor> = {
  rating: msg`Rating`,
  tags: msg`Tags`,
  note: msg`Note`,
  followUp: msg`Follow-up`,
};

/** The first reason of a refusal: `{"errors":{"tags":["not in your tag list: vip"]}}` or `{"error": …}`. */
function reasonOf(failure: ApiFailure): string | null {
  if (failure.kind !== 'http') return null;
  const errors = (failure.body as { errors?: unknown } | null)?.errors;
  const first: unknown = typeof errors === 'object' && errors !== null ? Object.values(errors)[0] : null;
  if (Array.isArray(first) && typeof first[0] === 'string') return first[0];
  return serverErrorText(failure.body);
}

/**
 * `attendeeIds`: read only these visitors' leads (the visitors screen's shown rows, issue 28), or
 * null while they are not known yet (nothing read); every lead of the booth when left out.
 */
export function useLeads(userKey: string, attendeeIds?: readonly string[] | null) {
  const key =
    attendeeIds === undefined
      ? `leads:${userKey}`
      : attendeeIds === null
        ? null
        : `leads:${userKey}:${attendeeIds.join(',')}`;
  const book = useReading(key, () =>
    attendeeIds === undefined || attendeeIds === null
      ? readLeads(userKey)
      : readLeadsOf(userKey, attendeeIds),
  );
  // The tag list and consent alone (a few hundred bytes), kept for offline: the scanner's panel
  // reads one visitor's lead, which may never have been read online, and still offers the tags.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cache key, not words
  const settings = useReading(attendeeIds === undefined ? null : `leads:${userKey}:settings`, () =>
    readLeadsOf(userKey, []),
  );
  const { reload } = book;
  const waiting = useWaitingLeads(userKey, reload);
  const [local, setLocal] = useState<TimedEdit[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [extraTags, setExtraTags] = useState<string[] | null>(null);
  const [consent, setConsent] = useState<boolean | null>(null);

  const edits = useMemo(() => [...waiting, ...local].sort((a, b) => a.at - b.at), [waiting, local]);
  const serverLeads = book.data?.leads;
  const leads = useMemo(
    () => withEdits(serverLeads ?? [], edits, (id, at) => emptyLead(id, null, new Date(at))),
    [serverLeads, edits],
  );

  /** The lead of one visitor, or an empty one (a scan this phone made that the list lacks yet). */
  const leadOf = useCallback(
    (attendeeId: string, who: string | null, visitedAt: Date): Lead =>
      leads.find((l) => l.attendeeId === attendeeId) ??
      withEdits([emptyLead(attendeeId, who, visitedAt)], edits)[0]!,
    [leads, edits],
  );

  const edit = useCallback(
    (lead: Lead, change: LeadEdit) => {
      const timed: TimedEdit = { attendeeId: lead.attendeeId, edit: change, at: Date.now() };
      setLocal((all) => [...all, timed]);
      setProblem(null);
      const who = lead.name ?? lead.nickname ?? t`a visitor`;
      const what = Object.keys(change)
        .map((k) => i18n._(CHANGES[k as keyof LeadEdit]))
        .join(', ');
      writeLeadEdit(lead.attendeeId, change, new Date(timed.at), t`${what} of ${who}`, readBoothMember())
        .then((outcome) => {
          if (outcome === 'applied') reload();
        })
        .catch(async (error: unknown) => {
          setLocal((all) => all.filter((e) => e !== timed));
          const failure = await toApiFailure(error);
          const reason = reasonOf(failure);
          setProblem(
            failure.kind === 'network'
              ? t`No connection, and this browser cannot keep the edit for later. Try again online.`
              : reason === null
                ? t`The edit of ${who} was refused.`
                : t`The edit of ${who} was refused: ${reason}`,
          );
        });
    },
    [reload],
  );

  const saveTags = useCallback(async (tags: readonly string[]): Promise<string | null> => {
    try {
      setExtraTags(await saveLeadTags(tags));
      return null;
    } catch (error) {
      const failure = await toApiFailure(error);
      return failure.kind === 'network'
        ? t`No connection: the tag list is saved online only.`
        : (reasonOf(failure) ?? t`The tag list was not saved.`);
    }
  }, []);

  /** Lets the organiser export the leads (or stops it): null when saved, else what went wrong. */
  const saveConsent = useCallback(async (shares: boolean): Promise<string | null> => {
    try {
      setConsent(await saveLeadConsent(shares));
      return null;
    } catch (error) {
      const failure = await toApiFailure(error);
      return failure.kind === 'network'
        ? t`No connection: this choice is saved online only.`
        : (reasonOf(failure) ?? t`The choice was not saved.`);
    }
  }, []);

  return {
    tags: extraTags ?? book.data?.tags ?? settings.data?.tags ?? [],
    sharesWithOrganiser:
      consent ?? book.data?.sharesWithOrganiser ?? settings.data?.sharesWithOrganiser ?? false,
    saveConsent,
    leads,
    isLoaded: book.data !== null,
    staleSince: book.staleSince,
    problem,
    leadOf,
    edit,
    saveTags,
    reload,
  };
}
