// State and submit of the sign-up form: values, inline errors after the first attempt, the card
// from /register/:uuid, the event's terms to accept (GET /api/event, issue 23), and the §8 failure
// text. Success sets the session user; the guest gate then sends the new attendee to their landing.
import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { toApiFailure } from '../api/errors.ts';
import { fetchEvent, readStoredEvent } from '../api/event.ts';
import { parseCardCode } from '../lib/card-code.ts';
import { signUpErrorMessage } from './sign-up-errors.ts';
import { useSession } from '../session/session-context.ts';
import { courseIdOf, nicknameOf, validateSignUp } from './signup-validation.ts';
import type { SignUpErrors, SignUpValues } from './signup-validation.ts';

export type SignUpFailure = { message: string; detail: string | null };

const EMPTY: SignUpValues = {
  name: '',
  email: '',
  nickname: '',
  courseId: '',
  password: '',
  confirmation: '',
  cardId: null,
  hasAcceptedTerms: false,
};

/** The event's terms link: the stored answer at once, then the server's (null: none set). */
function useTermsUrl(): string | null {
  const [termsUrl, setTermsUrl] = useState(() => readStoredEvent()?.termsUrl ?? null);
  useEffect(() => {
    let isCurrent = true;
    fetchEvent().then(
      (event) => {
        if (isCurrent) setTermsUrl(event.termsUrl);
      },
      () => undefined, // offline: sign-up cannot be sent anyway, and says so
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return termsUrl;
}

export function useSignUpForm(cardFromLink: string | undefined) {
  const { signUp } = useSession();
  const linkedCard = cardFromLink === undefined ? null : parseCardCode(cardFromLink);
  const [values, setValues] = useState<SignUpValues>({ ...EMPTY, cardId: linkedCard });
  const [hasTried, setHasTried] = useState(false);
  const [failure, setFailure] = useState<SignUpFailure | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const termsUrl = useTermsUrl();

  const errors: SignUpErrors = hasTried ? validateSignUp(values, termsUrl) : {};
  const isBadLink = cardFromLink !== undefined && linkedCard === null;

  const set = useCallback(<K extends keyof SignUpValues>(field: K, value: SignUpValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setHasTried(true);
    setAttempt((count) => count + 1);
    const { cardId } = values;
    if (Object.keys(validateSignUp(values, termsUrl)).length > 0 || cardId === null) return;
    setIsBusy(true);
    setFailure(null);
    try {
      await signUp({
        email: values.email.trim(),
        password: values.password,
        passwordConfirmation: values.confirmation,
        cardId,
        nickname: nicknameOf(values.nickname),
        name: values.name.trim(),
        courseId: courseIdOf(values.courseId),
        hasAcceptedTerms: termsUrl === null ? null : values.hasAcceptedTerms,
      });
    } catch (error) {
      setFailure(signUpErrorMessage(await toApiFailure(error)));
      setIsBusy(false);
    }
  }

  return { values, set, errors, failure, isBusy, isBadLink, attempt, submit, termsUrl };
}
