/**
 * Examples too large to print whole on a page (decision 0025, "Large examples"). GitHub's description
 * has response examples of 180–190 KB as written (`emojis-get`; `projects-update-item-for-org` has
 * five of 48 KB), each printed twice on its page (in the response and in the samples pane) and
 * carried again in the page data. An example longer than `EXAMPLE_SHOWN_MAX_CHARS` shows its first
 * lines; the whole text is published as a file next to the page, which the example links
 * (`ExampleData.full`), so nothing is lost to a reader with or without JavaScript.
 */
import type { ExampleData, MediaTypeData, OperationPageData } from './pageData';
import { isJsonMediaType } from './samples';
import { kebabCase } from './slug';

/** Characters of an example shown on its page (cut at the end of a line). */
export const EXAMPLE_SHOWN_MAX_CHARS = 8_000;

/** The whole text of a cut example, for the file `ExampleData.full.href` names. */
export interface FullExample {
  readonly href: string;
  readonly text: string;
}

/** The first lines of `text` that fit in `max` characters (at least one line, cut if it alone is longer). */
export function firstLines(text: string, max = EXAMPLE_SHOWN_MAX_CHARS): string {
  if (text.length <= max) return text;
  const end = text.lastIndexOf('\n', max);
  return end > 0 ? text.slice(0, end) : text.slice(0, max);
}

/**
 * The operation with each example longer than `max` characters cut to its first lines and linked to
 * its whole text at `{route}/{where}-{media type}-{name}.{json|txt}` (`where`: `request` or
 * `response-{status}`), and the whole texts to publish there. A JSON media type's example is a `.json`
 * file; any other's (XML, CSV, plain text, …) a `.txt` file, served as plain text: never as a type a
 * browser would run (an XML file could be XHTML with a script in it).
 */
export function fullExampleExtension(mediaType: string): 'json' | 'txt' {
  return isJsonMediaType(mediaType) ? 'json' : 'txt';
}

export function boundOperationExamples(
  operation: OperationPageData,
  route: string,
  max = EXAMPLE_SHOWN_MAX_CHARS,
): { readonly operation: OperationPageData; readonly files: readonly FullExample[] } {
  const files: FullExample[] = [];
  const taken = new Set<string>();
  const bound = (where: string, content: readonly MediaTypeData[]): MediaTypeData[] =>
    content.map((media) => ({
      ...media,
      examples: media.examples.map((example): ExampleData => {
        if (example.value.length <= max) return example;
        let name = kebabCase(`${where} ${media.mediaType} ${example.name}`) || 'example';
        for (let n = 2; taken.has(name); n += 1) name = `${kebabCase(`${where} ${media.mediaType} ${example.name}`)}-${n}`;
        taken.add(name);
        const href = `${route}/${name}.${fullExampleExtension(media.mediaType)}`;
        files.push({ href, text: example.value });
        const shown = firstLines(example.value, max);
        return {
          ...example,
          value: shown,
          full: { href, chars: example.value.length, lines: example.value.split('\n').length, shownLines: shown.split('\n').length },
        };
      }),
    }));
  const changed: OperationPageData = {
    ...operation,
    ...(operation.requestBody ? { requestBody: { ...operation.requestBody, content: bound('request', operation.requestBody.content) } } : {}),
    responses: operation.responses.map((response) => ({ ...response, content: bound(`response ${response.status}`, response.content) })),
  };
  return files.length > 0 ? { operation: changed, files } : { operation, files };
}
