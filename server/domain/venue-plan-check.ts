// Whether an uploaded floor plan may become the venue map's drawing (issue 13). Pure: takes the
// file's bytes, answers its box or why it is refused. The plan is shown in an <img> (no script
// runs there) and served with a CSP of its own (routes/venue.ts), yet a file that holds active or
// external content is refused outright rather than rewritten: the organiser's drawing tool can
// export a clean one, and what is kept is exactly what they uploaded.
import { readPlanBox, type PlanBox } from './venue.ts';

export type PlanCheck = { kind: 'ok'; box: PlanBox } | { kind: 'refused'; reason: string };

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Elements that run code, embed another document or play media. */
const ACTIVE_ELEMENTS =
  /<\s*(?:[\w-]+:)?(script|foreignObject|iframe|embed|object|audio|video|handler|listener)\b/i;
/** An `on…=` attribute inside a tag: an event handler. */
const EVENT_HANDLER = /<[^>]*\s(?:[\w-]+:)?on[a-z]+\s*=/i;
/** A link attribute (href, xlink:href, src) and its value. */
const LINK = /\s(?:[\w-]+:)?(?:href|src)\s*=\s*("([^"]*)"|'([^']*)')/gi;
/** An embedded raster picture is allowed; it is part of the file, not fetched. */
const EMBEDDED_PICTURE = /^data:image\/(?:png|jpeg|gif|webp);base64,/i;
/** A CSS url() that is not a reference inside the file (`url(#gradient)`). */
const EXTERNAL_URL = /url\(\s*(?!["']?#)/i;
const CSS_IMPORT = /@import\b/i;
const JAVASCRIPT = /javascript\s*:/i;
const ATTRIBUTE_VALUE = /=\s*(?:"([^"]*)"|'([^']*)')/g;
/** Entities can expand without bound or name outside files; a stylesheet PI loads one. */
const ENTITY = /<!ENTITY/i;
const STYLESHEET_PI = /<\?xml-stylesheet/i;
/** XInclude pulls in another file. */
const XINCLUDE = /<\s*[\w-]+:include\b/i;
/** The document's first element, after the prolog (XML declaration, comments, doctype). */
const ROOT_ELEMENT =
  /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)\s*)*<(svg)[\s>/]/i;

/** Numeric character references decoded, so `&#106;avascript:` reads as what it is. */
const decodeReferences = (text: string) =>
  text.replace(/&#(x[0-9a-f]+|\d+);?/gi, (_, code: string) => {
    const point = code[0] === 'x' || code[0] === 'X' ? parseInt(code.slice(1), 16) : Number(code);
    return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : '';
  });

function isExternalLink(value: string): boolean {
  const target = decodeReferences(value).trim();
  return !(target.startsWith('#') || EMBEDDED_PICTURE.test(target));
}

/** Why an SVG's text may not be served as the plan, or null when it may. */
function activeContentOf(svg: string): string | null {
  const element = ACTIVE_ELEMENTS.exec(svg)?.[1];
  if (element !== undefined) return `holds a <${element}> element`;
  if (EVENT_HANDLER.test(svg)) return 'holds an event handler attribute (on…=)';
  // In attribute values only: a room may well be named "JavaScript: the good parts".
  for (const match of svg.matchAll(ATTRIBUTE_VALUE)) {
    if (JAVASCRIPT.test(decodeReferences(match[1] ?? match[2] ?? ''))) return 'holds a javascript: link';
  }
  if (ENTITY.test(svg)) return 'declares XML entities';
  if (STYLESHEET_PI.test(svg) || XINCLUDE.test(svg)) return 'refers to an external file';
  for (const match of svg.matchAll(LINK)) {
    if (isExternalLink(match[2] ?? match[3] ?? '')) return 'refers to an external file';
  }
  if (CSS_IMPORT.test(svg) || EXTERNAL_URL.test(decodeReferences(svg))) return 'refers to an external file';
  return null;
}

/** The plan's box when the file is a safe SVG drawing that states its size; else why not. */
export function checkPlanSvg(bytes: Uint8Array): PlanCheck {
  let svg: string;
  try {
    svg = UTF8.decode(bytes);
  } catch {
    return { kind: 'refused', reason: 'is not an SVG drawing' };
  }
  if (!ROOT_ELEMENT.test(svg)) return { kind: 'refused', reason: 'is not an SVG drawing' };
  const active = activeContentOf(svg);
  if (active !== null) return { kind: 'refused', reason: active };
  const box = readPlanBox(svg);
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
