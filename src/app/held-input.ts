// What a visitor clicked or submitted on a drawn page before React had it (issue 26): the page's
// loader (server/plugins/page-loader.ts) holds each drawn button's click and each form's submit,
// and this replays them on the same nodes once React has taken them over. Hydration keeps the
// DOM's nodes, so a node the visitor touched is the one React now listens on.
import { HELD_PAGE_GLOBAL } from '#contract/constants';

type HeldInput = { node: Element; submitter: HTMLElement | null };

/** The loader's record on the window; absent on a page without a loader (the app's shell). */
type HeldPage = { held: HeldInput[]; started: boolean; hydrated: boolean; failed: boolean };

/** How long the replay waits for React to take the page over before it replays anyway. */
const TAKEOVER_WAIT_MS = 10_000;
const POLL_MS = 30;

function heldPage(): HeldPage | undefined {
  return (window as unknown as Record<string, HeldPage | undefined>)[HELD_PAGE_GLOBAL];
}

const isOwned = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber'));

function replay({ node, submitter }: HeldInput): void {
  if (!node.isConnected) return;
  if (node instanceof HTMLFormElement) {
    // A submitter of another form (or none) submits the form by itself.
    node.requestSubmit(submitter instanceof HTMLButtonElement && submitter.form === node ? submitter : null);
  } else if (node instanceof HTMLElement) node.click();
}

/**
 * Once React owns the drawn page under `root` (its last element, and each node touched: a lazy
 * screen's part may be taken over after what follows it), the held input is replayed in order, and
 * the loader holds nothing more. `isHydrating` false: the
 * page was drawn afresh (main.tsx), so what was touched is gone, and nothing is replayed.
 */
export function takeOverHeldInput(root: HTMLElement, isHydrating: boolean): void {
  const page = heldPage();
  if (page === undefined) return;
  if (!isHydrating) {
    page.hydrated = true;
    page.held = [];
    return;
  }
  const deadline = Date.now() + TAKEOVER_WAIT_MS;
  const check = () => {
    const nodes = root.querySelectorAll('*');
    const waitingFor = [nodes[nodes.length - 1], ...page.held.map((input) => input.node)].filter(
      (node) => node !== undefined && node.isConnected && !isOwned(node),
    );
    if (waitingFor.length > 0 && Date.now() < deadline) {
      setTimeout(check, POLL_MS);
      return;
    }
    page.hydrated = true;
    const held = page.held;
    page.held = [];
    held.forEach(replay);
  };
  check();
}
