import { countWords, proseOf } from './mdxText';

/** An adult reads technical prose at about 200 words a minute. */
export const WORDS_PER_MINUTE = 200;

/**
 * Minutes to read an MDX body: the words of its prose (see `proseOf`: code blocks, JSX and Markdown
 * syntax left out) divided by WORDS_PER_MINUTE, rounded up, and at least 1 so no post says '0 min read'.
 */
export function readingTime(text: string): number {
  return Math.max(1, Math.ceil(countWords(proseOf(text)) / WORDS_PER_MINUTE));
}
