// The card step of sign-up: the attendee UUID comes from the QR on the physical card (scanned with
// the camera) or, for phones without one, from the code printed under it, typed (typed-card.ts),
// or the link pasted. The scanner and its decoder load only when asked for.
import { lazy, Suspense, useCallback, useState } from 'react';
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

const AIM: ScanFeedback = { tone: 'info', text: 'Point the camera at the QR code on your card' };
const NOT_A_CARD: ScanFeedback = {
  tone: 'error',
  text: 'That QR code is not a Confetti card. Try the one on your badge.',
};

type CardFieldProps = {
  cardId: string | null;
  onChange: (cardId: string | null) => void;
  error?: string | null;
};

export function CardField({ cardId, onChange, error }: CardFieldProps) {
  const [mode, setMode] = useState<'choose' | 'scan' | 'type'>('choose');
  const [feedback, setFeedback] = useState<ScanFeedback>(AIM);
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
      <legend className={styles.legend}>Your card</legend>
      {cardId !== null ? (
        <div className={styles.linked}>
          <div className={styles.linkedText} role="status">
            <span className={styles.linkedTitle}>✓ Card linked</span>
            <code className={styles.code}>{cardId}</code>
          </div>
          <Button variant="ghost" onClick={() => onChange(null)}>
            Change
          </Button>
        </div>
      ) : null}
      {cardId === null && mode === 'scan' ? (
        <>
          <Suspense fallback={<PageLoading label="Opening the camera…" />}>
            <QrScanner label="Camera view for your card's QR code" onText={onScan} feedback={feedback} />
          </Suspense>
          <Button variant="secondary" isBlock onClick={() => setMode('choose')}>
            Stop scanning
          </Button>
          <Button variant="ghost" onClick={() => open('type')}>
            Enter the code instead
          </Button>
        </>
      ) : null}
      {cardId === null && mode === 'type' ? (
        <div className={styles.typeRow}>
          <TextField
            label="Card code"
            hint="The code printed under the QR, like 07FE‑0767"
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
            busyLabel="Checking…"
          >
            Use this code
          </Button>
          <Button variant="ghost" onClick={() => open('scan')}>
            Scan the QR instead
          </Button>
        </div>
      ) : null}
      {cardId === null && mode === 'choose' ? (
        <div className={styles.choices}>
          <p className={styles.hint}>Your badge has a QR code: it links this account to your card.</p>
          <Button variant="secondary" isBlock onClick={() => open('scan')}>
            Scan your card
          </Button>
          <Button variant="ghost" onClick={() => open('type')}>
            Enter the code instead
          </Button>
        </div>
      ) : null}
      {error && cardId === null ? <p className={fieldStyles.error}>{error}</p> : null}
    </fieldset>
  );
}
