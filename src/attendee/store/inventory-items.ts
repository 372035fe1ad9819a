// Pure view model of the inventory: the attendee's store purchases and physical wheel prizes
// (reference-client.md §2.12), split into what is still to collect and what was handed over.
import { t } from '@lingui/core/macro';
import type { Me } from '../../api/me.ts';
import type { Prize } from '../../api/prizes.ts';
import { UNLIMITED_ABOVE } from './store-shelf.ts';

export type InventoryItem = {
  key: string;
  kind: 'purchase' | 'prize';
  id: number;
  name: string;
  image: string | null;
  /** Units held; null for wheel prizes, whose total the server does not send. */
  quantity: number | null;
  toCollect: number;
  /** The product page of a purchase; prizes have none. */
  href: string | null;
};

export type Inventory = { toCollect: InventoryItem[]; delivered: InventoryItem[]; unitsToCollect: number };

export function toInventory({ purchases, prizes }: Pick<Me, 'purchases' | 'prizes'>): Inventory {
  const items: InventoryItem[] = [
    ...purchases
      .filter((p) => p.quantity > 0)
      .map((p) => ({
        key: `purchase-${p.id}`,
        kind: 'purchase' as const,
        id: p.id,
        name: p.name,
        image: p.image,
        quantity: p.quantity,
        toCollect: Math.max(0, p.notRedeemed),
        href: `/product/${p.id}`,
      })),
    ...prizes
      .filter((p) => p.isDeliverable)
      .map((p) => ({
        key: `prize-${p.id}`,
        kind: 'prize' as const,
        id: p.id,
        name: p.name,
        image: p.avatar,
        quantity: null,
        toCollect: Math.max(0, p.notRedeemed),
        href: null,
      })),
  ];
  const toCollect = items.filter((item) => item.toCollect > 0);
  return {
    toCollect,
    delivered: items.filter((item) => item.toCollect === 0),
    unitsToCollect: toCollect.reduce((sum, item) => sum + item.toCollect, 0),
  };
}

/** "To collect", "1 of 3 to collect", "Delivered", "All 2 delivered". */
export function collectText(item: InventoryItem): string {
  const { quantity, toCollect } = item;
  if (toCollect === 0) return quantity !== null && quantity > 1 ? t`All ${quantity} delivered` : t`Delivered`;
  if (quantity !== null && quantity > toCollect) return t`${toCollect} of ${quantity} to collect`;
  return toCollect === 1 ? t`To collect` : t`${toCollect} to collect`;
}

export function sourceText(item: InventoryItem): string {
  if (item.kind === 'prize') return t`Won on the wheel`;
  const quantity = item.quantity;
  return quantity !== null && quantity > 1 ? t`Bought in the store · ×${quantity}` : t`Bought in the store`;
}

/** Wheel prizes worth showing off in the empty state: real, limited items still in stock. */
export function prizeHighlights(prizes: readonly Prize[], count = 3): Prize[] {
  return prizes
    .filter((p) => p.stock > 0 && p.stock <= UNLIMITED_ABOVE && p.maxPerAttendee <= UNLIMITED_ABOVE)
    .slice(0, count);
}
