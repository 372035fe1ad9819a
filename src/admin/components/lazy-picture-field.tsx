// The picture field of an open badge, item or prize, loaded with its first opening so the
// console's own chunk stays as it was (DESIGN.md §7).
import { lazy, Suspense, type ComponentProps } from 'react';

const PictureField = lazy(async () => ({ default: (await import('./picture-field.tsx')).PictureField }));

export function LazyPictureField(props: ComponentProps<typeof PictureField>) {
  return (
    <Suspense fallback={null}>
      <PictureField {...props} />
    </Suspense>
  );
}
