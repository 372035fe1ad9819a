// What the route table loads for /admin: a few bytes that load the console itself. NOTE: the
// route table is in every screen's first load, and a dynamic import there lists every chunk its
// target needs; this indirection keeps that list at one file, so the console costs attendee
// screens (DESIGN.md §7, nearly full) one route row and one file name. The routed screen's
// Suspense shows the loading state while the console's chunk arrives.
import { lazy } from 'react';

const Console = lazy(async () => ({ default: (await import('./screen.tsx')).ConsoleScreen }));

export function ConsoleEntry() {
  return <Console />;
}
