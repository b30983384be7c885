/**
 * llms.txt (https://llmstxt.org): an H1 with the site's name, a block-quoted summary, then H2 sections
 * of Markdown links (`- [title](url): what it is`), H3 inside a section where it has groups (an API's
 * tags). Written as an mdast tree and serialised by the one Markdown writer of the twins, so no title
 * or description can break the list. Pure: src/node/agents/writeAgentFiles.ts gathers the entries.
 */
import type { BlockContent, ListItem, PhrasingContent, Root, Text } from 'mdast';
import { serialiseMarkdown } from './htmlMarkdown';

export interface LlmsEntry {
  readonly title: string;
  readonly href: string;
  /** One line: what the page is about. */
  readonly description?: string;
}

export interface LlmsGroup {
  /** An H3 above the entries; none for a section's own entries. */
  readonly name?: string;
  readonly entries: readonly LlmsEntry[];
}

export interface LlmsSection {
  readonly name: string;
  /** A sentence under the section's heading. */
  readonly intro?: string;
  readonly groups: readonly LlmsGroup[];
}

export interface LlmsFile {
  readonly title: string;
  readonly summary: string;
  /** Paragraphs after the summary. */
  readonly details?: readonly string[];
  readonly sections: readonly LlmsSection[];
}

const text = (value: string): Text => ({ type: 'text', value });
const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();

function entryItem(entry: LlmsEntry): ListItem {
  const children: PhrasingContent[] = [{ type: 'link', url: entry.href, children: [text(oneLine(entry.title))] }];
  if (entry.description && oneLine(entry.description) !== '') children.push(text(`: ${oneLine(entry.description)}`));
  return { type: 'listItem', spread: false, children: [{ type: 'paragraph', children }] };
}

/** The file's text. Empty sections and groups are left out. */
export function llmsTxt(file: LlmsFile): string {
  const children: Root['children'] = [
    { type: 'heading', depth: 1, children: [text(oneLine(file.title))] },
    { type: 'blockquote', children: [{ type: 'paragraph', children: [text(oneLine(file.summary))] }] },
    ...(file.details ?? []).map((paragraph): BlockContent => ({ type: 'paragraph', children: [text(oneLine(paragraph))] })),
  ];
  for (const section of file.sections) {
    const groups = section.groups.filter((group) => group.entries.length > 0);
    if (groups.length === 0) continue;
    children.push({ type: 'heading', depth: 2, children: [text(oneLine(section.name))] });
    if (section.intro) children.push({ type: 'paragraph', children: [text(oneLine(section.intro))] });
    for (const group of groups) {
      if (group.name) children.push({ type: 'heading', depth: 3, children: [text(oneLine(group.name))] });
      children.push({ type: 'list', ordered: false, spread: false, children: group.entries.map(entryItem) });
    }
  }
  return serialiseMarkdown({ type: 'root', children });
}
