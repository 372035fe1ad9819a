// Whose cache rows the console reads (DESIGN.md §5): the signed-in session's user key.
// TODO(issue 25): the console screens import useUserKey from session/ once they have moved.
export { useUserKey as useAdminKey } from '../session/session-context.ts';
