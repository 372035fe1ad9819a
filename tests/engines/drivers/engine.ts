// What a cross-engine spec may ask of a browser (issue 12): one interface that Chromium
// (playwright-core), Firefox ESR (puppeteer-core over WebDriver BiDi) and WebKitGTK (W3C WebDriver)
// each implement, so a spec is written once and runs on all three. Only what every engine can do
// is here: no offline switch (the network is cut by tests/engines/network-proxy.ts), no request
// interception, no fake camera.

export type EngineName = 'chromium' | 'firefox' | 'webkit';

export const ENGINES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

/** JSON a script may take and return across the driver boundary. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The keys a keyboard walk presses. */
export type Key = 'Tab' | 'Shift+Tab' | 'Enter' | 'Escape';

export type Viewport = { width: number; height: number };

/** One tab. Every method rejects (never hangs) when the tab is gone. */
export type EngineTab = {
  /** Navigates and resolves once the document's load event fired. */
  goto(url: string): Promise<void>;
  /**
   * Runs `body` as the body of an async function in the page, with `args` bound to the array
   * `args`, and resolves with what it returns (JSON only), e.g.
   * `tab.run<number>('return args[0] + 1', [1])`.
   */
  run<T extends Json | undefined>(body: string, args?: Json[]): Promise<T>;
  /** Types `text` into the first element matching the CSS `selector`, as key presses. */
  type(selector: string, text: string): Promise<void>;
  /** Clicks the first element matching the CSS `selector`. */
  click(selector: string): Promise<void>;
  /** Presses `key` (with Shift for 'Shift+Tab') where focus is, as the keyboard does (issue 27). */
  press(key: Key): Promise<void>;
  /** Types `text` as key presses where focus is. */
  keys(text: string): Promise<void>;
  /** The document's `body.innerText` ('' while there is no body). */
  text(): Promise<string>;
  /** A PNG of the viewport. */
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
};

/**
 * One browser with one profile: tabs share its storage (IndexedDB, Cache Storage, service
 * workers), as the tabs of a phone's browser do, until `close`.
 */
export type EngineBrowser = {
  readonly name: EngineName;
  /** A new tab of `viewport` (390×844 unless given), on about:blank. */
  newTab(viewport?: Viewport): Promise<EngineTab>;
  close(): Promise<void>;
};
