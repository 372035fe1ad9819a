// What an uploaded SVG picture may hold (issue 21, item 5), read by svg-check.ts: the elements and
// attributes drawing tools export for shapes, text, gradients, patterns, masks and filters, and
// nothing that runs, animates, embeds another document or fetches. Anything not listed is refused.
// Elements are judged in the SVG namespace and attributes in no namespace (or xlink:href, xml:*),
// so the names here are local names.

export const SVG_NS = 'http://www.w3.org/2000/svg';
export const XLINK_NS = 'http://www.w3.org/1999/xlink';
export const XML_NS = 'http://www.w3.org/XML/1998/namespace';
export const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

const FILTER_PRIMITIVES = [
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
];

/**
 * NOTE: no script, foreignObject, a, feImage (fetches), switch, view, cursor, font faces, nor any
 * animation element (set, animate, animateMotion, animateTransform, discard): an animation can
 * set an href or a handler after the check.
 */
export const ELEMENTS: ReadonlySet<string> = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'metadata',
  'style',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'image',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'filter',
  ...FILTER_PRIMITIVES,
]);

const GEOMETRY = 'x y x1 y1 x2 y2 cx cy r rx ry fx fy fr width height d points pathLength dx dy rotate';
const TEXT = 'textLength lengthAdjust startOffset method spacing side';
const STRUCTURE = 'id class style lang href version baseProfile viewBox preserveAspectRatio transform role';
const PAINT_SERVERS = `offset gradientUnits gradientTransform spreadMethod patternUnits patternContentUnits
  patternTransform clipPathUnits maskUnits maskContentUnits markerUnits markerWidth markerHeight refX
  refY orient type media`;
const FILTERS = `filterUnits primitiveUnits in in2 result stdDeviation mode operator k1 k2 k3 k4 values
  tableValues slope intercept amplitude exponent baseFrequency numOctaves seed stitchTiles scale
  xChannelSelector yChannelSelector radius order kernelMatrix divisor bias targetX targetY edgeMode
  preserveAlpha surfaceScale diffuseConstant specularConstant specularExponent kernelUnitLength
  azimuth elevation z pointsAtX pointsAtY pointsAtZ limitingConeAngle`;
/** Presentation attributes (SVG 2 §6.6 and the CSS properties they map to). */
const PRESENTATION = `alignment-baseline baseline-shift clip clip-path clip-rule color color-interpolation
  color-interpolation-filters color-rendering direction display dominant-baseline enable-background
  fill fill-opacity fill-rule filter flood-color flood-opacity font font-family font-size
  font-size-adjust font-stretch font-style font-variant font-weight glyph-orientation-horizontal
  glyph-orientation-vertical image-rendering isolation kerning letter-spacing lighting-color marker
  marker-start marker-mid marker-end mask mask-type mix-blend-mode opacity overflow paint-order
  pointer-events shape-rendering stop-color stop-opacity stroke stroke-dasharray stroke-dashoffset
  stroke-linecap stroke-linejoin stroke-miterlimit stroke-opacity stroke-width text-anchor
  text-decoration text-rendering transform-origin unicode-bidi vector-effect visibility
  word-spacing writing-mode`;

/** Attributes in no namespace. `aria-*` and `data-*` are taken too (svg-check.ts). */
export const ATTRIBUTES: ReadonlySet<string> = new Set(
  [GEOMETRY, TEXT, STRUCTURE, PAINT_SERVERS, FILTERS, PRESENTATION].join(' ').split(/\s+/),
);

/** Attributes in the XLink and XML namespaces, by local name. */
export const XLINK_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'title']);
export const XML_ATTRIBUTES: ReadonlySet<string> = new Set(['space', 'lang']);

/**
 * The URL forms an href may take: a reference inside the file, or (on <image> only) a raster
 * picture embedded as base64, which is part of the file and fetches nothing. Drawing tools embed
 * scanned floor plans this way.
 */
export const FRAGMENT = /^#[^\s#]*$/;
export const EMBEDDED_RASTER = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/;

/** The SVG 1.0 and 1.1 DOCTYPEs that editors still write; nothing else, and no internal subset. */
export const SVG_DOCTYPE_SYSTEM_IDS: ReadonlySet<string> = new Set([
  '',
  'http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd',
  'http://www.w3.org/TR/2001/REC-SVG-20010904/DTD/svg10.dtd',
  'http://www.w3.org/TR/2001/PR-SVG-20010719/DTD/svg10.dtd',
]);
