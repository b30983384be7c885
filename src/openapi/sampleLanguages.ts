/**
 * The languages the request samples are written in (`codeSamples.ts`, which needs httpsnippet and
 * runs at build time only), in tab order: their ids, labels and highlighter languages. A module of
 * its own so the page can name a generated sample's language from its id alone (page data carries
 * only the id: `packedSamples.ts`) without bundling the generator.
 */
import type { LiteralLanguage } from './sampleLiterals';

export interface SampleLanguage {
  /** Stable id, also the value remembered as the reader's choice. */
  readonly id: string;
  readonly label: string;
  /** Highlighter language. */
  readonly language: string;
  /** How the language writes a string literal (`sampleLiterals.ts`): the build's and the page's placing of values. */
  readonly literals: LiteralLanguage;
}

/** The generated languages, in tab order (after the document's own samples). */
export const SAMPLE_LANGUAGES: readonly SampleLanguage[] = [
  { id: 'curl', label: 'curl', language: 'bash', literals: 'shell' },
  { id: 'http', label: 'HTTP', language: 'http', literals: 'http' },
  { id: 'javascript-fetch', label: 'JavaScript', language: 'javascript', literals: 'javascript' },
  { id: 'node-axios', label: 'Node.js', language: 'javascript', literals: 'javascript' },
  { id: 'python-requests', label: 'Python', language: 'python', literals: 'python' },
  { id: 'go-native', label: 'Go', language: 'go', literals: 'go' },
  { id: 'java-nethttp', label: 'Java', language: 'java', literals: 'java' },
  { id: 'csharp-httpclient', label: 'C#', language: 'csharp', literals: 'csharp' },
  { id: 'php-guzzle', label: 'PHP', language: 'php', literals: 'php' },
  { id: 'ruby-native', label: 'Ruby', language: 'ruby', literals: 'ruby' },
  { id: 'kotlin-okhttp', label: 'Kotlin', language: 'kotlin', literals: 'kotlin' },
  { id: 'powershell-restmethod', label: 'PowerShell', language: 'powershell', literals: 'powershell' },
];

/** The generated language of this id, or undefined (an `x-codeSamples` id, or unknown). */
export function sampleLanguage(id: string): SampleLanguage | undefined {
  return SAMPLE_LANGUAGES.find((language) => language.id === id);
}
