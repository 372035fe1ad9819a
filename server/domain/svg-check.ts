// Whether an SVG file is a safe picture (issue 21, item 5): the one check for the floor plan, every
// picture a user can upload (avatars, badge, item and prize pictures) and the pictures of an
// imported configuration. Pure: bytes in, a verdict out. The file is parsed as XML with
// @xmldom/xmldom (namespaces resolved, malformed XML refused) and judged against the allow-list in
// svg-allow-list.ts: an element counts by its namespace URI and local name, never by its prefix,
// and anything not listed is refused rather than removed (what is kept is what was uploaded).
// NOTE: CSS (<style>, style and presentation attributes) is judged as written: any escape (\) is
// refused outright, so `\75 rl(` or `@\69mport` cannot spell what the plain-text rules look for.
import {
  DOMParser,
  onWarningStopParsing,
  type Attr,
  type Document,
  type Element,
  type Node,
} from '@xmldom/xmldom';
import * as allowed from './svg-allow-list.ts';

export type SvgCheck = { kind: 'ok'; text: string } | { kind: 'refused'; reason: string };

const UTF8 = new TextDecoder('utf-8', { fatal: true });
const NOT_SVG = 'is not an SVG drawing';
const EXTERNAL = 'refers to an external file';
const HANDLER = 'holds an event handler attribute (on…=)';

/** CSS that reaches outside the file or runs: a url() not to a fragment, an import, image sets. */
const CSS_FETCHES = /@import|image-set\(|image\(|cross-fade\(|element\(|src\(/i;
const CSS_RUNS = /expression\(|-moz-binding|behavior\s*:/i;
const CSS_URL = /url\(\s*(['"]?)([^'")]*)/gi;
/** Characters a browser drops or ignores at the start of a URL scheme. */
const URL_NOISE = /[\p{Cc}\s]/gu;

function cssRefusal(css: string): string | null {
  if (css.includes('\\')) return 'holds a CSS escape (\\)';
  if (CSS_RUNS.test(css)) return 'holds a CSS expression';
  if (CSS_FETCHES.test(css)) return EXTERNAL;
  for (const match of css.matchAll(CSS_URL)) if (!match[2]!.startsWith('#')) return EXTERNAL;
  return null;
}

function hrefRefusal(element: Element, value: string): string | null {
  if (allowed.FRAGMENT.test(value)) return null;
  if (element.localName === 'image' && allowed.EMBEDDED_RASTER.test(value)) return null;
  return /^javascript:/i.test(value.replace(URL_NOISE, '')) ? 'holds a javascript: link' : EXTERNAL;
}

function isListed(attr: Attr): boolean {
  const name = attr.localName ?? attr.name;
  switch (attr.namespaceURI) {
    case null:
      return allowed.ATTRIBUTES.has(name) || /^(?:aria|data)-[a-z0-9-]+$/.test(name);
    case allowed.XLINK_NS:
      return allowed.XLINK_ATTRIBUTES.has(name);
    case allowed.XML_NS:
      return allowed.XML_ATTRIBUTES.has(name);
    default:
      return false;
  }
}

function attributeRefusal(element: Element, attr: Attr): string | null {
  if (attr.namespaceURI === allowed.XMLNS_NS) return null;
  if (/^on/i.test(attr.localName ?? attr.name)) return HANDLER;
  if (!isListed(attr)) return `holds a "${attr.name}" attribute`;
  if (attr.localName === 'href') return hrefRefusal(element, attr.value.trim());
  return cssRefusal(attr.value);
}

function elementRefusal(element: Element): string | null {
  if (element.namespaceURI !== allowed.SVG_NS || !allowed.ELEMENTS.has(element.localName ?? '')) {
    return `holds a <${element.nodeName}> element`;
  }
  for (const attr of Array.from(element.attributes)) {
    const refusal = attributeRefusal(element, attr);
    if (refusal !== null) return refusal;
  }
  if (element.localName === 'style') {
    const type = element.getAttribute('type');
    if (type !== null && type.trim().toLowerCase() !== 'text/css')
      return 'holds a style sheet that is not CSS';
    const refusal = cssRefusal(element.textContent ?? '');
    if (refusal !== null) return refusal;
  }
  return childrenRefusal(element);
}

function childrenRefusal(parent: Node): string | null {
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType === child.ELEMENT_NODE) {
      const refusal = elementRefusal(child as Element);
      if (refusal !== null) return refusal;
    } else if (child.nodeType === child.PROCESSING_INSTRUCTION_NODE) {
      return `holds a <?${child.nodeName}?> instruction`;
    }
  }
  return null;
}

/** xmldom keeps a DOCTYPE's quotes around its ids. */
const unquoted = (id: string | null | undefined) => (id ?? '').replace(/^(["'])(.*)\1$/, '$2');

/** The prolog: the XML declaration, comments, and at most an SVG 1.x DOCTYPE with no declarations. */
function prologRefusal(doc: Document): string | null {
  for (const node of Array.from(doc.childNodes)) {
    if (node.nodeType === node.PROCESSING_INSTRUCTION_NODE && node.nodeName !== 'xml') {
      return `holds a <?${node.nodeName}?> instruction`;
    }
    if (doc.doctype && node === doc.doctype) {
      const { name, internalSubset, systemId } = doc.doctype;
      if ((internalSubset ?? '').trim() !== '')
        return 'declares XML entities or attributes (a DOCTYPE subset)';
      if (name !== 'svg' || !allowed.SVG_DOCTYPE_SYSTEM_IDS.has(unquoted(systemId)))
        return 'holds a DOCTYPE other than SVG';
    }
  }
  return null;
}

function parse(text: string): Document | null {
  // NOTE: as plain XML, so an <svg> without xmlns stays in no namespace, as a browser reads it
  // (xmldom's 'image/svg+xml' would put it in SVG's).
  try {
    return new DOMParser({ onError: onWarningStopParsing }).parseFromString(text, 'application/xml');
  } catch {
    return null;
  }
}

/** The file's text when it is a safe SVG picture; else why not. */
export function checkSvg(bytes: Uint8Array): SvgCheck {
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    return { kind: 'refused', reason: NOT_SVG };
  }
  const doc = parse(text);
  if (doc === null) return { kind: 'refused', reason: 'is not well-formed XML' };
  const root = doc.documentElement;
  if (root === null || root.localName !== 'svg') return { kind: 'refused', reason: NOT_SVG };
  if (root.namespaceURI !== allowed.SVG_NS) {
    return { kind: 'refused', reason: `${NOT_SVG} (its <svg> needs xmlns="${allowed.SVG_NS}")` };
  }
  const refusal = prologRefusal(doc) ?? elementRefusal(root);
  return refusal === null ? { kind: 'ok', text } : { kind: 'refused', reason: refusal };
}
