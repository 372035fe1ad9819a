// A session's or speaker's text (plain text or Markdown, as the export gave it) as HTML that is
// safe to insert: micromark's defaults escape any raw HTML and drop link and image URLs whose
// protocol is not http(s), mailto, irc(s) or xmpp, so `<script>` and `javascript:` stay inert.
// NOTE: never pass allowDangerousHtml or allowDangerousProtocol here; tests pin that.
import { micromark } from 'micromark';

export function renderMarkdown(source: string): string {
  return micromark(source);
}
