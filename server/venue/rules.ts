// Venue map rules: the size of a floor plan read from its SVG, and where a booth lands on it.
// Pure: the caller reads the file and the rows.

/** The plan's coordinate box: the root <svg>'s viewBox, else its width and height from 0,0. */
export type PlanBox = { minX: number; minY: number; width: number; height: number };

const ROOT_TAG = /<svg\b[^>]*>/i;
const NUMBER = String.raw`[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?`;
const VIEW_BOX = new RegExp(
  String.raw`\bviewBox\s*=\s*["']\s*(${NUMBER})[\s,]+(${NUMBER})[\s,]+(${NUMBER})[\s,]+(${NUMBER})\s*["']`,
  'i',
);
const lengthAttribute = (name: string) =>
  new RegExp(String.raw`\s${name}\s*=\s*["']\s*(${NUMBER})\s*(?:px)?\s*["']`, 'i');
const WIDTH = lengthAttribute('width');
const HEIGHT = lengthAttribute('height');

const isSize = (n: number) => Number.isFinite(n) && n > 0;

/** The plan's box, or null when the SVG states no usable size (no viewBox, no plain width/height). */
export function readPlanBox(svg: string): PlanBox | null {
  const root = ROOT_TAG.exec(svg)?.[0];
  if (root === undefined) return null;
  const viewBox = VIEW_BOX.exec(root);
  if (viewBox) {
    const [minX, minY, width, height] = viewBox.slice(1, 5).map(Number) as [number, number, number, number];
    if (Number.isFinite(minX) && Number.isFinite(minY) && isSize(width) && isSize(height)) {
      return { minX, minY, width, height };
    }
    return null;
  }
  const width = Number(WIDTH.exec(root)?.[1]);
  const height = Number(HEIGHT.exec(root)?.[1]);
  return isSize(width) && isSize(height) ? { minX: 0, minY: 0, width, height } : null;
}

/**
 * A booth's position in plan units from the plan's top-left corner. Rows hold SVG user units (what
 * a drawing tool shows), which differ when the viewBox does not start at 0,0.
 */
export function placeOnPlan(position: { x: number; y: number }, box: PlanBox): { x: number; y: number } {
  return { x: position.x - box.minX, y: position.y - box.minY };
}
