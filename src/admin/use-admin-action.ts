// Runs one console write and says how it went, in place (DESIGN.md §9: no alert()): field errors
// of a 422 (or of a 400 that names a field) go back to the form, anything else becomes the
// screen's notice. After every attempt the list is read again, so the screen shows what the
// server holds.
import { t } from '@lingui/core/macro';
import { useCallback, useState } from 'react';
import { fieldErrorsOf } from './api/catalogue.ts';
import { toApiFailure } from '../api/errors.ts';

export type Notice = { tone: 'success' | 'error'; title: string; detail?: string };

export type ConsoleAction = {
  isBusy: boolean;
  notice: Notice | null;
  fieldErrors: Record<string, string>;
  /** True when the write went through. */
  run: (write: () => Promise<string>, reload: () => void) => Promise<boolean>;
  clear: () => void;
};

function failureNotice(status: number | null): Notice {
  if (status === null)
    return { tone: 'error', title: t`No connection`, detail: t`Changes need a connection.` };
  if (status === 401 || status === 403) return { tone: 'error', title: t`Only admin staff can change this` };
  if (status === 404) return { tone: 'error', title: t`It is gone`, detail: t`Someone else removed it.` };
  return {
    tone: 'error',
    title: t`Not saved`,
    detail: t`The server refused it. Check the fields and try again.`,
  };
}

export function useConsoleAction(): ConsoleAction {
  const [isBusy, setIsBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const run = useCallback(async (write: () => Promise<string>, reload: () => void) => {
    setIsBusy(true);
    setNotice(null);
    setFieldErrors({});
    try {
      setNotice({ tone: 'success', title: await write() });
      return true;
    } catch (error) {
      const failure = await toApiFailure(error);
      // A 400 may name its field too (an email of the wrong format); a bare Bad Request names none.
      const hasFields = failure.kind === 'http' && (failure.status === 422 || failure.status === 400);
      const errors = hasFields ? fieldErrorsOf(failure.body) : {};
      setFieldErrors(errors);
      const isFields = Object.keys(errors).length > 0;
      setNotice(
        isFields
          ? { tone: 'error', title: t`Check the highlighted fields` }
          : failureNotice(failure.kind === 'http' ? failure.status : null),
      );
      return false;
    } finally {
      setIsBusy(false);
      reload();
    }
  }, []);

  const clear = useCallback(() => {
    setNotice(null);
    setFieldErrors({});
  }, []);

  return { isBusy, notice, fieldErrors, run, clear };
}
