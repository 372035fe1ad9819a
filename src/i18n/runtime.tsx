// The messages' runtime (issue 24, decision 0045): what Lingui's macros call once compiled
// (lingui.config.ts `runtimeConfigModule`). Lingui extracts the messages and compiles each
// catalog's ICU MessageFormat at build time (@lingui/vite-plugin); this formats the compiled
// tokens with Intl, as @lingui/core does, in a fraction of its size in every first load.
// tests/unit/src/i18n/runtime.test.ts checks every message of both languages against @lingui/core.
import {
  cloneElement,
  Fragment,
  isValidElement,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import { SOURCE_LOCALE, type Locale } from '#contract/constants';

/** A compiled message: text, or tokens (text, `[name]`, `[name, format, cases or style]`, `#`). */
export type CompiledMessage = string | readonly Token[];
type Token = string | readonly [string, string?, unknown?];
export type Catalog = Readonly<Record<string, CompiledMessage>>;
export type MessageDescriptor = { id: string; message?: string; values?: Values };
type Values = Record<string, unknown>;

let active: Locale = SOURCE_LOCALE;
let messages: Record<string, CompiledMessage> = {};
const listeners = new Set<() => void>();
const formatters = new Map<string, Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat>(
  key: string,
  make: () => F,
): F {
  let formatter = formatters.get(`${active}|${key}`);
  if (formatter === undefined) formatters.set(`${active}|${key}`, (formatter = make()));
  return formatter as F;
}

const numberFormat = (style: unknown) =>
  cached(
    `n${JSON.stringify(style)}`,
    () =>
      new Intl.NumberFormat(
        active,
        typeof style === 'string' ? { style: style as 'percent' } : (style as object),
      ),
  );

const DATE_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { dateStyle: 'short' },
  medium: { dateStyle: 'medium' },
  long: { dateStyle: 'long' },
  full: { dateStyle: 'full' },
};

function format(tokens: CompiledMessage, values: Values, count?: number): string {
  if (typeof tokens === 'string') return tokens;
  let text = '';
  for (const token of tokens) {
    if (typeof token === 'string') {
      text += token === '#' && count !== undefined ? numberFormat(undefined).format(count) : token;
      continue;
    }
    const [name, kind, cases] = token;
    const value = values[name];
    if (kind === 'plural' || kind === 'selectordinal') {
      const { offset = 0, ...rules } = cases as Record<string, CompiledMessage> & { offset?: number };
      const n = Number(value) - offset;
      const rule = cached(
        kind,
        () => new Intl.PluralRules(active, { type: kind === 'plural' ? 'cardinal' : 'ordinal' }),
      );
      const chosen = rules[String(value)] ?? rules[rule.select(n)] ?? rules.other;
      text += chosen === undefined ? '' : format(chosen, values, n);
    } else if (kind === 'select') {
      const rules = cases as Record<string, CompiledMessage>;
      const chosen = rules[String(value)] ?? rules.other;
      text += chosen === undefined ? '' : format(chosen, values, count);
    } else if (kind === 'number') {
      text += numberFormat(cases).format(Number(value));
    } else if (kind === 'date' || kind === 'time') {
      const style = typeof cases === 'string' ? cases : 'medium';
      const options = kind === 'date' ? DATE_STYLES[style] : { timeStyle: style as 'short' };
      text += cached(`${kind}${style}`, () => new Intl.DateTimeFormat(active, options)).format(
        new Date(value as string),
      );
    } else if (value != null) {
      text += String(value);
    }
  }
  return text;
}

/** The text of a message in the active language, its values filled in. */
function translate(descriptor: MessageDescriptor | string, values?: Values): string {
  const { id, message, values: own } = typeof descriptor === 'string' ? { id: descriptor } : descriptor;
  // NOTE: a message missing from a loaded catalog (a development build) shows its English source.
  return format(messages[id] ?? message ?? id, { ...own, ...values });
}

/** Per language, the locale its dates are written in: English as in Britain ("Fri 27 Nov 2026"). */
export const DATE_LOCALES: Readonly<Record<Locale, string>> = { en: 'en-GB', 'pt-PT': 'pt-PT' };

/** The locale the active language's dates are written in (DATE_LOCALES). */
export const dateLocale = (): string => DATE_LOCALES[active];

export const i18n = {
  get locale(): Locale {
    return active;
  },
  _: translate,
  t: translate,
};

/** Makes `locale` the active language with `catalog` (every catalog of it loaded so far). */
export function activate(locale: Locale, catalog: Catalog): void {
  if (locale !== active) formatters.clear();
  active = locale;
  messages = { ...catalog };
  for (const listener of listeners) listener();
}

/** Adds a catalog of the active language; nothing re-renders (a screen loads its own before it renders). */
export function addMessages(catalog: Catalog): void {
  Object.assign(messages, catalog);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const activeLocale = () => active;

/** What `useLingui()` of @lingui/react/macro compiles to: re-renders when the language changes. */
export function useLingui(): { i18n: typeof i18n; _: typeof translate; t: typeof translate } {
  useSyncExternalStore(subscribe, activeLocale, activeLocale);
  return { i18n, _: translate, t: translate };
}

/** `<0>…</0>` and `<0/>` of a message's text as the `components` given for them. */
function withElements(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const nodes: ReactNode[] = [];
  const tag = /<(\$?\w+)\/>|<(\d+)>([\s\S]*?)<\/\2>/g;
  let last = 0;
  for (let match = tag.exec(text); match !== null; match = tag.exec(text)) {
    const [whole, empty, open, inner = ''] = match;
    const element = components[empty ?? open ?? ''];
    if (element === undefined) continue;
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const key = nodes.length;
    nodes.push(
      empty === undefined
        ? cloneElement(element, { key }, ...withElements(inner, components))
        : cloneElement(element, { key }),
    );
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

type TransProps = MessageDescriptor & { components?: Record<string, ReactElement> };

/** What `<Trans>` of @lingui/react/macro compiles to. */
export function Trans({ id, message, values = {}, components = {} }: TransProps): ReactNode {
  useSyncExternalStore(subscribe, activeLocale, activeLocale);
  const elements = { ...components };
  const texts: Values = {};
  // A React element among the values is placed as a component, not formatted as text.
  for (const [name, value] of Object.entries(values)) {
    if (isValidElement(value)) {
      elements[`$${name}`] = value;
      texts[name] = `<$${name}/>`;
    } else texts[name] = value;
  }
  return <Fragment>{withElements(translate({ id, message }, texts), elements)}</Fragment>;
}
