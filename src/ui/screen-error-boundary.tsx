// Catches what a routed screen throws, so a failure shows a message inside the page area instead
// of a blank page: a lazy screen whose code can't load (offline before the service worker precached
// it, or a deploy replaced the chunk), or any render error. It reports with console.error and
// never navigates by itself. The route table keys it by pathname, so another route starts clean.
// NOTE: the app's only class component: React offers error boundaries only as classes
// (getDerivedStateFromError and componentDidCatch have no hook equivalent).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import type { MessageDescriptor } from '#i18n/runtime';
import { isChunkLoadError } from '../lib/chunk-load-error.ts';
import { Button, ButtonLink } from './button.tsx';
import styles from './screen-error-boundary.module.css';

/** `offline` and `update` are a chunk that failed to load; `render` is anything else. */
type Failure = 'offline' | 'update' | 'render';

type Props = { children: ReactNode };
type State = { failure: Failure | null; attempt: number };

// NOTE: short on purpose: these messages are in the core catalog, loaded before any screen (DESIGN.md §7).
const MESSAGES: Record<Failure, [title: MessageDescriptor, detail: MessageDescriptor]> = {
  offline: [msg`This screen isn't available offline yet`, msg`Connect to the internet and try again.`],
  update: [msg`A newer version of the app is available`, msg`Try again to load it.`],
  render: [msg`Something went wrong on this screen`, msg`The rest of the app still works.`],
};

/** The failure's message, a way on and a way home; re-renders in a newly chosen language. */
function FailureCard({ failure, onRetry }: { failure: Failure; onRetry: () => void }) {
  const { i18n } = useLingui();
  const [title, detail] = MESSAGES[failure];
  return (
    <section className={styles.card} role="alert" aria-labelledby="screen-error-title">
      <h1 className={styles.title} id="screen-error-title">
        {i18n._(title)}
      </h1>
      <p className={styles.detail}>{i18n._(detail)}</p>
      <div className={styles.actions}>
        <Button onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
        <ButtonLink to="/" variant="ghost">
          <Trans>Go to the start page</Trans>
        </ButtonLink>
      </div>
    </section>
  );
}

export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    if (!isChunkLoadError(error)) return { failure: 'render' };
    return { failure: navigator.onLine ? 'update' : 'offline' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Screen error', error, info.componentStack);
  }

  /**
   * NOTE: a chunk that failed stays failed (React caches the rejected lazy import), so only a
   * reload fetches it again; a render error may pass on a fresh mount.
   */
  private retry = () => {
    if (this.state.failure === 'render') {
      this.setState(({ attempt }) => ({ failure: null, attempt: attempt + 1 }));
    } else {
      window.location.reload();
    }
  };

  override render() {
    const { failure, attempt } = this.state;
    if (failure === null) return <Fragment key={attempt}>{this.props.children}</Fragment>;
    return <FailureCard failure={failure} onRetry={this.retry} />;
  }
}
