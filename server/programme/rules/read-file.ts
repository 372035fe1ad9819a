// An uploaded schedule file to the normalised programme: its format is told by its first
// character (`<` frab XML, `{` pretalx JSON), so a renamed file still imports.
import { parseFrabXml } from './frab-xml.ts';
import type { ParseResult } from './model.ts';
import { parsePretalxJson } from './pretalx-json.ts';

export function parseScheduleFile(file: string, timeZone: string): ParseResult {
  const text = file.replace(/^\uFEFF/, '');
  const first = text.trimStart()[0];
  if (first === '<') return parseFrabXml(text, timeZone);
  if (first === '{') return parsePretalxJson(text, timeZone);
  return {
    kind: 'refused',
    errors: ['line 1: neither frab XML (schedule.xml) nor pretalx JSON (schedule.json)'],
  };
}
