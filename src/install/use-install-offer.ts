// The install card's state (install-card.tsx): reads what the browser offers and what this
// device remembers, counts the visit, and records the user's answer so the card is offered once
// (lib/install-decision.ts). Deferred JS: only the card imports it, after the first screen.
import { useCallback, useEffect, useState } from 'react';
import { readStoredEvent } from '../api/event.ts';
import { INSTALL_STORAGE_KEY } from '../lib/storage-keys.ts';
import {
  countUse,
  decideInstallCard,
  isEventOver,
  parseInstallMemory,
  type InstallCardKind,
  type InstallMemory,
} from '../lib/install-decision.ts';
import { heldInstallOffer } from './install-offer.ts';

function readMemory(): InstallMemory {
  try {
    return parseInstallMemory(localStorage.getItem(INSTALL_STORAGE_KEY));
  } catch {
    return parseInstallMemory(null);
  }
}

function writeMemory(memory: InstallMemory): void {
  try {
    localStorage.setItem(INSTALL_STORAGE_KEY, JSON.stringify(memory));
  } catch {
    // Storage blocked: the card may come back next time, which is harmless.
  }
}

function currentKind(memory: InstallMemory, hasOffer: boolean): InstallCardKind | null {
  const isStandalone =
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query, not words
    matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const facts = {
    hasOffer,
    hasPromptApi: 'onbeforeinstallprompt' in window,
    isStandalone,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
  };
  return decideInstallCard(facts, memory, isEventOver(readStoredEvent(), new Date()));
}

export type InstallOffer = {
  kind: InstallCardKind | null;
  /** Opens the browser's install dialog (kind `prompt`); its answer is remembered either way. */
  install: () => Promise<void>;
  /** "Not now" / "Got it": never offered again on this device. */
  dismiss: () => void;
};

export function useInstallOffer(): InstallOffer {
  const [memory, setMemory] = useState<InstallMemory>(readMemory);
  const [hasOffer, setHasOffer] = useState(() => heldInstallOffer() !== null);

  useEffect(() => {
    // NOTE: counted once the card is committed, not while rendering: a render that suspends and
    // is thrown away would count a visit twice.
    const counted = countUse(readMemory());
    writeMemory(counted);
    setMemory(counted);
    const onOffer = () => setHasOffer(true);
    const onInstalled = () => setMemory(remember('installed'));
    addEventListener('beforeinstallprompt', onOffer);
    addEventListener('appinstalled', onInstalled);
    return () => {
      removeEventListener('beforeinstallprompt', onOffer);
      removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const dismiss = useCallback(() => setMemory(remember('dismissed')), []);
  const install = useCallback(async () => {
    const offer = heldInstallOffer();
    if (offer === null) return;
    try {
      await offer.prompt();
      const { outcome } = await offer.userChoice;
      setMemory(remember(outcome === 'accepted' ? 'installed' : 'dismissed'));
    } catch {
      setMemory(remember('dismissed')); // an offer already used: the browser's menu still installs
    }
  }, []);

  return { kind: currentKind(memory, hasOffer), install, dismiss };
}

function remember(answer: NonNullable<InstallMemory['answer']>): InstallMemory {
  const memory = { ...readMemory(), answer };
  writeMemory(memory);
  return memory;
}
