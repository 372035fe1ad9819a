// The served pages kept per version of the data they are made from (issue 26): the app shell per
// event identity, a server-rendered programme page per identity and programme version, so an
// organiser's edit shows on the next request without a rebuild and an unchanged page is rendered
// once. A new version drops every answer of the old one. What is being made is kept as a promise,
// so the requests that arrive together after an edit wait for one render rather than each run theirs.

export type VersionedAnswersOptions = {
  /** NOTE: bounded: one key per path (and query) asked; past it, an answer is made and not kept. */
  maxEntries: number;
  /** An answer older than this is made again (a page drawn at an instant: "now" and "next"). */
  maxAgeMs?: number;
  now: () => Date;
};

type Kept<T> = { made: Promise<T>; madeAtMs: number };

export class VersionedAnswers<T> {
  private version: string | null = null;
  private answers = new Map<string, Kept<T>>();

  constructor(private readonly options: VersionedAnswersOptions) {}

  /** The answer at `key` for data at `version`: the kept one, or `make`'s (told the instant it runs at). */
  get(version: string, key: string, make: (at: Date) => Promise<T>): Promise<T> {
    if (this.version !== version) {
      this.version = version;
      this.answers = new Map();
    }
    const at = this.options.now();
    const kept = this.answers.get(key);
    const { maxAgeMs, maxEntries } = this.options;
    if (kept !== undefined && (maxAgeMs === undefined || at.getTime() - kept.madeAtMs < maxAgeMs))
      return kept.made;
    const made = make(at);
    const answers = this.answers;
    if (kept !== undefined || answers.size < maxEntries) {
      answers.set(key, { made, madeAtMs: at.getTime() });
      // A failed make is not kept: the next request makes it again.
      void made.catch(() => {
        if (answers.get(key)?.made === made) answers.delete(key);
      });
    }
    return made;
  }
}
