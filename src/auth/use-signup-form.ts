// State and submit of the sign-up form: values, inline errors after the first attempt, the card
// from /register/:uuid, and the §8 failure text. Success sets the session user; the guest gate
// then sends the new attendee to their landing.
import { useCallback, useState } from 'react';
import type { FormEvent } from 'react';
import { toApiFailure } from '../api/errors.ts';
import { parseCardCode } from '../lib/card-code.ts';
import { signUpErrorMessage } from './error-messages.ts';
import { useSession } from '../api/session-context.ts';
import { courseIdOf, validateSignUp } from './signup-validation.ts';
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
};

export function useSignUpForm(cardFromLink: string | undefined) {
  const { signUp } = useSession();
  const linkedCard = cardFromLink === undefined ? null : parseCardCode(cardFromLink);
  const [values, setValues] = useState<SignUpValues>({ ...EMPTY, cardId: linkedCard });
  const [hasTried, setHasTried] = useState(false);
  const [failure, setFailure] = useState<SignUpFailure | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const errors: SignUpErrors = hasTried ? validateSignUp(values) : {};
  const isBadLink = cardFromLink !== undefined && linkedCard === null;

  const set = useCallback(<K extends keyof SignUpValues>(field: K, value: SignUpValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setHasTried(true);
    setAttempt((count) => count + 1);
    const { cardId } = values;
    if (Object.keys(validateSignUp(values)).length > 0 || cardId === null) return;
    setIsBusy(true);
    setFailure(null);
    try {
      await signUp({
        email: values.email.trim(),
        password: values.password,
        passwordConfirmation: values.confirmation,
        cardId,
        nickname: values.nickname,
        name: values.name.trim(),
        courseId: courseIdOf(values.courseId),
      });
    } catch (error) {
      setFailure(signUpErrorMessage(await toApiFailure(error)));
      setIsBusy(false);
    }
  }

  return { values, set, errors, failure, isBusy, isBadLink, attempt, submit };
}
