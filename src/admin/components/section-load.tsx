// What a console section shows of its data: the data once read (even if stale), else a load
// problem with its retry once the read has failed, else a skeleton. Holds none of the data.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LoadProblem } from '../../ui/load-problem.tsx';
import { pageStyles } from '../../ui/screen-header.tsx';
import type { ReadingState } from '../../ui/use-reading.ts';
import styles from './admin.module.css';

type SectionLoadProps<T> = {
  data: T | null;
  reading: Pick<ReadingState<unknown>, 'error' | 'isLoading' | 'reload'>;
  /** What failed to load: "Could not load the venue". */
  what: string;
  /** The skeleton's accessible name. */
  label?: string;
  /** The skeleton's own class, where a section sizes it (people.module.css). */
  skeletonClass?: string;
  onRetry?: () => void;
  children: (data: T) => ReactNode;
};

export function SectionLoad<T>(props: SectionLoadProps<T>) {
  const { t } = useLingui();
  const { data, reading, what, label = t`Loading`, skeletonClass = styles.skeleton, children } = props;
  if (data !== null) return children(data);
  if (reading.error !== null && !reading.isLoading)
    return <LoadProblem what={what} onRetry={props.onRetry ?? reading.reload} />;
  return (
    <div
      className={`${pageStyles.skeleton} ${skeletonClass}`}
      role="status"
      aria-busy="true"
      aria-label={label}
    />
  );
}
