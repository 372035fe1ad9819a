// One visitor's lead, edited in place (issue 29): a rating (tap again to clear), the company's tags
// as toggles, a note saved when it loses focus or on "Save note", and a follow-up flag. Each change
// is one edit handed to `onEdit` (a queued write, use-leads.ts); nothing here talks to the network.
import { LEAD_NOTE_MAX_CHARS, LEAD_RATINGS } from '#contract/constants';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Lead, LeadEdit } from '../../api/leads.ts';
import { Button } from '../../ui/button.tsx';
import styles from './lead-editor.module.css';
import { RATING_NAMES } from './rating-names.ts';

type LeadEditorProps = { lead: Lead; tags: readonly string[]; onEdit: (change: LeadEdit) => void };

export function LeadEditor({ lead, tags, onEdit }: LeadEditorProps) {
  const { t, i18n } = useLingui();
  const [note, setNote] = useState(lead.note);
  const isNoteChanged = note !== lead.note;
  const saveNote = () => {
    if (isNoteChanged) onEdit({ note });
  };
  const toggleTag = (tag: string) =>
    onEdit({ tags: lead.tags.includes(tag) ? lead.tags.filter((t) => t !== tag) : [...lead.tags, tag] });
  // Tags the lead holds that the list no longer has still show, so they can be taken off.
  const shownTags = [...tags, ...lead.tags.filter((t) => !tags.includes(t))];

  return (
    <div className={styles.editor}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Rating</Trans>
        </legend>
        <div className={styles.ratings}>
          {LEAD_RATINGS.map((rating) => (
            <button
              key={rating}
              type="button"
              className={styles.rating}
              data-rating={rating}
              aria-pressed={lead.rating === rating}
              onClick={() => onEdit({ rating: lead.rating === rating ? null : rating })}
            >
              {i18n._(RATING_NAMES[rating])}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Tags</Trans>
        </legend>
        {shownTags.length === 0 ? (
          <p className={styles.hint}>
            <Trans>No tags yet: set your company’s tags under “Your tags” on the visitors list.</Trans>
          </p>
        ) : (
          <div className={styles.chips}>
            {shownTags.map((tag) => (
              <button
                key={tag}
                type="button"
                className={styles.chip}
                aria-pressed={lead.tags.includes(tag)}
                onClick={() => toggleTag(tag)}
              >
                {tag}
              </button>
            ))}
          </div>
        )}
      </fieldset>
      <label className={styles.group}>
        <span className={styles.legend}>
          <Trans>Note</Trans>
        </span>
        <textarea
          className={styles.note}
          value={note}
          maxLength={LEAD_NOTE_MAX_CHARS}
          placeholder={t`What you talked about, what you promised`}
          onChange={(event) => setNote(event.target.value)}
          onBlur={saveNote}
        />
      </label>
      <div className={styles.noteRow}>
        <span>{isNoteChanged ? t`Not saved yet` : lead.note === '' ? '' : t`Note saved`}</span>
        <Button variant="secondary" disabled={!isNoteChanged} onClick={saveNote}>
          <Trans>Save note</Trans>
        </Button>
      </div>
      <label className={styles.follow}>
        <input
          type="checkbox"
          checked={lead.followUp}
          onChange={(event) => onEdit({ followUp: event.target.checked })}
        />
        <Trans>Follow up after the event</Trans>
      </label>
    </div>
  );
}
