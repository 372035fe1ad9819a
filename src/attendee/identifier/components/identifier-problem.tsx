// Why the identifier screen has no code to show: offline before its first online visit, or a failed
// read. Loaded only then (identifier-screen.tsx), so the screen's first load is the QR's alone
// (DESIGN.md §7); the service worker precaches it for the offline case.
import { Trans, useLingui } from '@lingui/react/macro';
import { NetworkError } from '../../../api/errors.ts';
import { Button } from '../../../ui/button.tsx';
import { AttendeeProblem } from '../../shared/components/attendee-problem.tsx';

export function IdentifierProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  const isOffline = error instanceof NetworkError;
  return (
    <AttendeeProblem
      tone={isOffline ? 'offline' : 'error'}
      title={t`Your code couldn't be shown`}
      actions={
        <Button isBlock onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      }
    >
      <p>
        {isOffline
          ? t`You're offline and this device hasn't saved your details yet. Open this screen once while connected.`
          : t`Your details could not be read. Try again in a moment.`}
      </p>
    </AttendeeProblem>
  );
}
