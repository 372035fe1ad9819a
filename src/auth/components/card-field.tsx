// The card step of sign-up: the attendee UUID comes from the QR on the physical card (scanned with
// the camera) or, for phones without one, from the code printed under it, typed (typed-card.ts),
// or the link pasted. The scanner and its decoder load only when asked for.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { MessageDescriptor } from '#i18n/runtime';
import { parseCardCode } from '../../lib/card-code.ts';
import { cardOfTyped } from '../typed-card.ts';
import { Button } from '../../ui/button.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import type { ScanFeedback } from '../../ui/scanner/qr-scanner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from './card-field.module.css';
import { fieldStyles } from '../../ui/text-field.tsx';

const QrScanner = lazy(async () => ({
  default: (await import('../../ui/scanner/qr-scanner.tsx')).QrScanner,
}));

type Feedback = { tone: ScanFeedback['tone']; text: MessageDescriptor };

const AIM: Feedback = { tone: 'info', text: msg`Point the camera at the QR code on your card` };
const NOT_A_CARD: Feedback = {
  tone: 'error',
  text: msg`That QR code is not a Confetti card. Try the one on your badge.`,
};

type CardFieldProps = {
  cardId: string | null;
  onChange: (cardId: string | null) => void;
  error?: string | null;
};

export function CardField({ cardId, onChange, error }: CardFieldProps) {
  const [mode, setMode] = useState<'choose' | 'scan' | 'type'>('choose');
  const { i18n, t } = useLingui();
  const [feedback, setFeedback] = useState<Feedback>(AIM);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);

  const onScan = useCallback(
    (text: string) => {
      const id = parseCardCode(text);
      if (id === null) return setFeedback(NOT_A_CARD);
      onChange(id);
      setMode('choose');
    },
    [onChange],
  );

  async function applyTyped() {
    if (isChecking) return;
    setIsChecking(true);
    const card = await cardOfTyped(typed);
    setIsChecking(false);
    if ('error' in card) return setTypedError(card.error);
    setTypedError(null);
    onChange(card.id);
    setMode('choose');
  }

  function open(next: 'scan' | 'type') {
    setFeedback(AIM);
    setMode(next);
  }

  return (
    <fieldset className={styles.group} data-invalid={error ? true : undefined} data-linked={cardId !== null}>
      <legend className={styles.legend}>
        <Trans>Your card</Trans>
      </legend>
      {cardId !== null ? (
        <div className={styles.linked}>
          <div className={styles.linkedText} role="status">
            <span className={styles.linkedTitle}>
              <Trans>✓ Card linked</Trans>
            </span>
            <code className={styles.code}>{cardId}</code>
          </div>
          <Button variant="ghost" onClick={() => onChange(null)}>
            <Trans>Change</Trans>
          </Button>
        </div>
      ) : null}
      {cardId === null && mode === 'scan' ? (
        <>
          <Suspense fallback={<PageLoading label={t`Opening the camera…`} />}>
            <QrScanner
              label={t`Camera view for your card's QR code`}
              onText={onScan}
              feedback={{ tone: feedback.tone, text: i18n._(feedback.text) }}
            />
          </Suspense>
          <Button variant="secondary" isBlock onClick={() => setMode('choose')}>
            <Trans>Stop scanning</Trans>
          </Button>
          <Button variant="ghost" onClick={() => open('type')}>
            <Trans>Enter the code instead</Trans>
          </Button>
        </>
      ) : null}
      {cardId === null && mode === 'type' ? (
        <div className={styles.typeRow}>
          <TextField
            label={t`Card code`}
            hint={t`The code printed under the QR, like 07FE‑0767`}
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void applyTyped();
              }
            }}
            error={typedError}
          />
          <Button
            variant="secondary"
            isBlock
            onClick={() => void applyTyped()}
            isBusy={isChecking}
            busyLabel={t`Checking…`}
          >
            <Trans>Use this code</Trans>
          </Button>
          <Button variant="ghost" onClick={() => open('scan')}>
            <Trans>Scan the QR instead</Trans>
          </Button>
        </div>
      ) : null}
      {cardId === null && mode === 'choose' ? (
        <div className={styles.choices}>
          <p className={styles.hint}>
            <Trans>Your badge has a QR code: it links this account to your card.</Trans>
          </p>
          <Button variant="secondary" isBlock onClick={() => open('scan')}>
            <Trans>Scan your card</Trans>
          </Button>
          <Button variant="ghost" onClick={() => open('type')}>
            <Trans>Enter the code instead</Trans>
          </Button>
        </div>
      ) : null}
      {error && cardId === null ? <p className={fieldStyles.error}>{error}</p> : null}
    </fieldset>
  );
}
