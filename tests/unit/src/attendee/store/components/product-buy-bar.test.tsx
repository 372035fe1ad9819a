// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../../../../src/api/store.ts';
import { ProductBuyBar } from '../../../../../../src/attendee/store/components/product-buy-bar.tsx';
import type { BuyAction, BuyState } from '../../../../../../src/attendee/store/use-buy.ts';

afterEach(cleanup);

const MUG: Product = {
  id: 6,
  name: 'Mug',
  description: '',
  image: null,
  price: 300,
  stock: 20,
  maxPerUser: 1,
  canBuy: 1,
};

function action(state: BuyState = { phase: 'idle' }): BuyAction {
  return { state, ask: vi.fn(), cancel: vi.fn(), confirm: vi.fn(async () => undefined), dismiss: vi.fn() };
}

type ShowProps = {
  product?: Product;
  balance?: number | null;
  heldTokens?: number;
  isOnline?: boolean;
  canQueue?: boolean;
  buy?: BuyAction;
};

function bar(props: ShowProps, buy: BuyAction) {
  return (
    <MemoryRouter>
      <ProductBuyBar
        product={props.product ?? MUG}
        balance={props.balance ?? 1000}
        heldTokens={props.heldTokens ?? 0}
        isOnline={props.isOnline ?? true}
        canQueue={props.canQueue ?? false}
        buy={buy}
      />
    </MemoryRouter>
  );
}

function show(props: ShowProps) {
  const buy = props.buy ?? action();
  render(bar(props, buy));
  return buy;
}

describe('ProductBuyBar', () => {
  it('asks for confirmation when the attendee may buy', () => {
    const buy = show({});
    fireEvent.click(screen.getByRole('button', { name: 'Buy for 300 tokens' }));
    expect(buy.ask).toHaveBeenCalledOnce();
  });

  it('keeps the button disabled offline and says why', () => {
    show({ isOnline: false });
    const button = screen.getByRole('button', { name: 'Buy for 300 tokens' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe('buy-blocked-reason');
    expect(screen.getByText('You are offline. Buying needs a connection for now.')).toBeTruthy();
  });

  it('names a sold-out product on the button', () => {
    show({ product: { ...MUG, stock: 0, canBuy: 0 } });
    expect((screen.getByRole('button', { name: 'Sold out' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the result in place, with the server words, and lets it be dismissed', () => {
    const buy = show({
      buy: action({ phase: 'failed', failure: { refusal: 'over-limit', reason: 'Too many' } }),
    });
    expect(screen.getByRole('alert').textContent).toContain('Limit reached');
    expect(screen.getByRole('alert').textContent).toContain('Too many');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(buy.dismiss).toHaveBeenCalledOnce();
  });

  it('links a success to the inventory', () => {
    show({ buy: action({ phase: 'bought', message: 'Mug bought successfully!' }) });
    expect(screen.getByRole('status').textContent).toContain('Mug bought successfully!');
    expect(screen.getByRole('link', { name: 'inventory' }).getAttribute('href')).toBe('/attendee/inventory');
  });

  it('lets an attendee buy offline when the outbox can keep the buy', () => {
    const buy = show({ isOnline: false, canQueue: true });
    const button = screen.getByRole('button', { name: 'Buy for 300 tokens' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    expect(buy.ask).toHaveBeenCalledOnce();
  });

  it('shows a queued buy as "saved, will sync" with a link to the outbox, and the tokens it holds', () => {
    show({ buy: action({ phase: 'queued' }), balance: 700, heldTokens: 300 });
    expect(screen.getByRole('status').textContent).toContain('Saved, will sync');
    expect(screen.getByRole('link', { name: 'outbox' }).getAttribute('href')).toBe('/outbox');
    expect(screen.getByText('300 held for buys waiting to sync')).toBeTruthy();
  });

  it('moves focus from a Buy button that turns off to its row, where the balance says why', () => {
    const buy = action();
    const { rerender } = render(bar({}, buy));
    const button = screen.getByRole('button', { name: 'Buy for 300 tokens' });
    button.focus();
    rerender(bar({ product: { ...MUG, canBuy: 0 } }, buy));
    expect(screen.getByRole('button', { name: 'Limit reached' })).not.toBe(document.activeElement);
    expect(document.activeElement?.textContent).toContain('You have');
  });
});
