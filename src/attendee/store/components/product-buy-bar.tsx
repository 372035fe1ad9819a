// The bottom of the product screen, in thumb reach: the result of the last buy (in place, never
// a pop-up; "saved, will sync" when the outbox kept it), the balance less the buys still waiting,
// and the Buy button; when buying is not possible the button stays disabled and says why. Once a
// confirmed buy has its answer, focus goes to that result (ui/focus.ts).
import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../../ui/link.tsx';
import type { Product } from '../../../api/store.ts';
import { Button } from '../../../ui/button.tsx';
import { focusOn } from '../../../ui/focus.ts';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { TokenAmount } from '../../../ui/token-amount.tsx';
import { buyBlocker, describeBuyFailure } from '../store-shelf.ts';
import type { BuyAction } from '../use-buy.ts';
import styles from './product-buy-bar.module.css';

type ProductBuyBarProps = {
  product: Product;
  /** Balance less the buys waiting in the outbox. */
  balance: number | null;
  /** Tokens those waiting buys will spend. */
  heldTokens: number;
  isOnline: boolean;
  /** A SW controls the page, so a buy that finds no network is kept, not lost. */
  canQueue: boolean;
  buy: BuyAction;
};

const REASON_ID = 'buy-blocked-reason';

export function ProductBuyBar({ product, balance, heldTokens, isOnline, canQueue, buy }: ProductBuyBarProps) {
  const { t, i18n } = useLingui();
  const blocker = buyBlocker(product, balance, isOnline, canQueue);
  const price = product.price;
  const priceText = new Intl.NumberFormat(i18n.locale).format(price);
  const held = new Intl.NumberFormat(i18n.locale).format(heldTokens);
  // A product that cannot be bought at all says so on the button; otherwise it keeps its price.
  const buttonLabel =
    blocker?.reason === 'sold-out'
      ? t`Sold out`
      : blocker?.reason === 'limit-reached'
        ? t`Limit reached`
        : price === 1
          ? t`Buy for 1 token`
          : t`Buy for ${priceText} tokens`;
  const { state } = buy;
  const hasResult = state.phase === 'bought' || state.phase === 'failed' || state.phase === 'queued';
  const resultRef = useRef<HTMLDivElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const hadResult = useRef(false);
  useEffect(() => {
    if (hasResult) focusOn(resultRef.current);
    // A dismissed message took focus with it: on to the Buy button that stays (or its row, with
    // the balance, when the button is off).
    else if (hadResult.current && document.activeElement === document.body)
      focusOn(rowRef.current?.querySelector<HTMLElement>('button:not(:disabled)') ?? rowRef.current);
    hadResult.current = hasResult;
  }, [hasResult, state]);
  // The Buy button that turns off while it holds focus (the product read again after a buy says
  // "Limit reached", the balance no longer covers it) would drop focus to the page start: it goes
  // to the row instead, where the balance says why.
  const isOff = blocker !== null || balance === null;
  const buyHadFocus = useRef(false);
  useEffect(() => {
    const button = rowRef.current?.querySelector('button') ?? null;
    const focused = document.activeElement;
    if (isOff && (focused === button || (focused === document.body && buyHadFocus.current)))
      focusOn(rowRef.current);
    buyHadFocus.current = button !== null && document.activeElement === button;
  });
  return (
    <div className={styles.bar}>
      {hasResult ? (
        <div ref={resultRef} className={styles.result} tabIndex={-1}>
          {state.phase === 'queued' ? (
            <FormAlert tone="queued" title={t`Saved, will sync`}>
              <Trans>
                No answer from the server yet. The buy goes through as soon as you are back online; follow it
                in your <Link to="/outbox">outbox</Link>.
              </Trans>
            </FormAlert>
          ) : state.phase === 'bought' ? (
            <FormAlert tone="success" title={state.message}>
              <Trans>
                Show your QR code at the help desk to pick it up. It is listed in your{' '}
                <Link to="/attendee/inventory">inventory</Link>.
              </Trans>
            </FormAlert>
          ) : (
            <BuyFailureAlert {...describeBuyFailure(state.failure)} />
          )}
          <button
            type="button"
            className={styles.dismiss}
            onClick={buy.dismiss}
            aria-label={t`Dismiss message`}
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="m4 4 8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ) : null}
      <div ref={rowRef} className={styles.row}>
        <div className={styles.balance}>
          <span className={styles.label}>
            <Trans>You have</Trans>
          </span>
          {balance === null ? <span className={styles.pending}>…</span> : <TokenAmount amount={balance} />}
          {heldTokens > 0 ? (
            <span className={styles.label}>{t`${held} held for buys waiting to sync`}</span>
          ) : null}
        </div>
        <Button
          className={styles.buy}
          onClick={buy.ask}
          disabled={isOff}
          isBusy={state.phase === 'buying'}
          busyLabel={t`Buying…`}
          aria-describedby={blocker === null ? undefined : REASON_ID}
        >
          {buttonLabel}
        </Button>
      </div>
      {blocker === null ? null : (
        <p id={REASON_ID} className={styles.reason} data-reason={blocker.reason}>
          {blocker.text}
        </p>
      )}
    </div>
  );
}

function BuyFailureAlert({ title, detail }: { title: string; detail: string }) {
  return (
    <FormAlert tone="error" title={title}>
      {detail}
    </FormAlert>
  );
}
