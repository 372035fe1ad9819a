// Text from the programme (plain or Markdown) rendered through the safe renderer (markdown.ts):
// raw HTML is escaped and unsafe link protocols are dropped before it reaches the DOM.
import { useMemo } from 'react';
import { renderMarkdown } from '../markdown.ts';
import styles from './session-page.module.css';

export function RichText({ source }: { source: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  // NOTE: safe by construction: micromark's defaults escape HTML and filter URL protocols.
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
