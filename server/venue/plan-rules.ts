// Whether an uploaded floor plan may become the venue map's drawing (issue 13). Pure: takes the
// file's bytes, answers its box or why it is refused. The plan is shown in an <img> (no script
// runs there) and served with a CSP of its own (venue/routes.ts), yet a file that holds active or
// external content is refused outright rather than rewritten: the organiser's drawing tool can
// export a clean one, and what is kept is exactly what they uploaded. What is safe is svg-check.ts's
// to say (issue 21, item 5), the same check as every other uploaded SVG picture.
import { checkSvg } from '../domain/svg-check.ts';
import { readPlanBox, type PlanBox } from './rules.ts';

export type PlanCheck = { kind: 'ok'; box: PlanBox } | { kind: 'refused'; reason: string };

/** The plan's box when the file is a safe SVG drawing that states its size; else why not. */
export function checkPlanSvg(bytes: Uint8Array): PlanCheck {
  const checked = checkSvg(bytes);
  if (checked.kind === 'refused') return checked;
  const box = readPlanBox(checked.text);
  if (box === null) {
    return { kind: 'refused', reason: 'states no size (a viewBox, or a numeric width and height)' };
  }
  return { kind: 'ok', box };
}

/** Whether a point in the plan's user units lies on the plan (its edges included). */
export function isOnPlan(point: { x: number; y: number }, box: PlanBox): boolean {
  return (
    point.x >= box.minX &&
    point.x <= box.minX + box.width &&
    point.y >= box.minY &&
    point.y <= box.minY + box.height
  );
}
