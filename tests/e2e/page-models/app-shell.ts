// The signed-in layout (src/app/signed-in-layout.tsx) around every signed-in screen: the phone top
// bar with the route table's title, the screen's h1 inside <main>, the menu (a drawer behind
// "Open menu" on phones, a sidebar from 960 px) and Sign out. Screens are identified by the route
// table's title, not by their own h1, so a screen can be rebuilt without breaking these flows.
import type { Locator, Page } from 'playwright-core';

/** From this width the menu is a sidebar and the top bar is hidden (signed-in-layout.module.css). */
const SIDEBAR_MIN_WIDTH = 960;

export class AppShell {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** The route table's title in the phone top bar (hidden from 960 px, where the sidebar shows). */
  title(title: string): Locator {
    return this.page.getByRole('banner').getByText(title, { exact: true });
  }

  /** The screen's own h1, once its chunk and data have arrived. */
  heading(): Locator {
    return this.page.getByRole('main').getByRole('heading', { level: 1 }).first();
  }

  /**
   * Waits for the screen titled `title` to show its h1: by the phone top bar's title, or on a
   * laptop (no top bar) by the tab title, "<title> · <event>" (app/document-title.tsx).
   */
  async waitForScreen(title: string): Promise<void> {
    if ((this.page.viewportSize()?.width ?? 0) >= SIDEBAR_MIN_WIDTH) {
      await this.page.waitForFunction((t) => document.title.startsWith(`${t} · `), title);
    } else {
      await this.title(title).waitFor();
    }
    await this.heading().waitFor();
  }

  /** The visible "Main" navigation: the drawer's once opened, else the sidebar's. */
  nav(): Locator {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  /** Opens the phone drawer; on a laptop the sidebar is always there and this does nothing. */
  async openMenu(): Promise<void> {
    const button = this.page.getByRole('button', { name: 'Open menu' });
    if (await button.isVisible()) {
      await button.click();
      await this.page.getByRole('dialog', { name: 'Menu' }).waitFor();
    }
  }

  /** The labels of the user's menu entries, in order. */
  async menuLabels(): Promise<string[]> {
    await this.openMenu();
    const links = this.nav().getByRole('link');
    await links.first().waitFor();
    return (await links.allInnerTexts()).map((label) => label.trim());
  }

  async signOut(): Promise<void> {
    await this.openMenu();
    await this.page.getByRole('button', { name: 'Sign out', exact: true }).click();
  }
}
