/**
 * Request samples in an operation page's page data. Twelve languages each write the same request,
 * most of it lines that are the same on every page (imports, a client's set-up, printing the
 * response), and each repeated its language's label and highlighter name: on GitHub's description
 * 5.5 MiB of page data. In page data a generated sample is its id (the page names its language from
 * `SAMPLE_LANGUAGES`) and its code as `lines`: a line that is one of `SAMPLE_LINES` (our own constants,
 * `sampleLines.ts`) is its index there, the others are kept as text, consecutive ones in one string.
 * The page writes each sample back (`unpackSamples`, in the template) before rendering: joining the
 * pieces with line breaks gives the code exactly as generated, so the HTML and what client
 * navigation shows are the same (decision 0025, session 15). No code is written here: a sample is
 * put together from its own text and our fixed lines, nothing else (decision 0023 — threat model).
 * The document's own samples (`x-codeSamples`) stay as they are.
 */
import type { CodeSample } from './pageData';
import type { SampleSlot, SlotPart } from './sampleSlots';
import { sampleLanguage } from './sampleLanguages';
import { SAMPLE_LINES } from './sampleLines';

/** A generated sample as page data carries it: `lines` joined by line breaks, a number standing for `SAMPLE_LINES[n]`. */
export interface PackedSample {
  readonly id: string;
  readonly lines: readonly (string | number)[];
  /** The sample's slots (`CodeSample.slots`, positions in the code the lines stand for), each as a `PackedSlot`. */
  readonly slots?: readonly PackedSlot[];
}

/**
 * A slot as page data carries it: its place, its quote, its pieces as an index into the page's
 * `slotParts` (the twelve languages of a page share the same few: the server, the credential), and
 * 1 when the value is the whole literal, 2 for raw HTTP's request target. About a fifth of the bytes
 * of the slot written out.
 */
export type PackedSlot = readonly [at: number, length: number, quote: string, parts: number, flags: number];

/** Page data whose samples are packed: read it through `unpackSamples`. */
export type PackedSamples<T extends { readonly codeSamples: readonly CodeSample[] }> = Omit<T, 'codeSamples'> & {
  readonly codeSamples: readonly (CodeSample | PackedSample)[];
  /** The slots' pieces, each list once (`PackedSlot`). */
  readonly slotParts?: readonly (readonly SlotPart[])[];
};

const LINE_INDEX = new Map(SAMPLE_LINES.map((line, index) => [line, index]));

/** The code as pieces: shared lines by their index, the runs of other lines as one string each. */
export function packCode(code: string): (string | number)[] {
  const pieces: (string | number)[] = [];
  let run: string[] | undefined;
  for (const line of code.split('\n')) {
    const index = LINE_INDEX.get(line);
    if (index === undefined) {
      if (run) run.push(line);
      else run = [line];
      continue;
    }
    if (run) pieces.push(run.join('\n'));
    run = undefined;
    pieces.push(index);
  }
  if (run) pieces.push(run.join('\n'));
  return pieces;
}

/** The code the pieces stand for. */
export function unpackCode(pieces: readonly (string | number)[]): string {
  return pieces
    .map((piece) => {
      if (typeof piece === 'string') return piece;
      const line = SAMPLE_LINES[piece];
      if (line === undefined) throw new Error(`packed request sample: no shared line ${piece}`);
      return line;
    })
    .join('\n');
}

const isPacked = (sample: CodeSample | PackedSample): sample is PackedSample => 'lines' in sample;

/** An operation's data with each generated sample packed (the document's own and any other sample as it is). */
export function packSamples<T extends { readonly codeSamples: readonly CodeSample[] }>(data: T): PackedSamples<T> {
  const slotParts: (readonly SlotPart[])[] = [];
  const partsIndex = new Map<string, number>();
  const packSlot = (slot: SampleSlot): PackedSlot => {
    const key = JSON.stringify(slot.parts);
    let index = partsIndex.get(key);
    if (index === undefined) {
      index = slotParts.push(slot.parts) - 1;
      partsIndex.set(key, index);
    }
    return [slot.at, slot.length, slot.quote, index, (slot.whole ? 1 : 0) | (slot.requestTarget ? 2 : 0)];
  };
  const codeSamples = data.codeSamples.map((sample): CodeSample | PackedSample => {
    const language = sampleLanguage(sample.id);
    if (!language || language.label !== sample.label || language.language !== sample.language) return sample;
    return { id: sample.id, lines: packCode(sample.code), ...(sample.slots ? { slots: sample.slots.map(packSlot) } : {}) };
  });
  return { ...data, codeSamples, ...(slotParts.length > 0 ? { slotParts } : {}) };
}

/** A packed slot written back with its pieces from the page's `slotParts`. */
function unpackSlot([at, length, quote, parts, flags]: PackedSlot, slotParts: readonly (readonly SlotPart[])[]): SampleSlot {
  const pieces = slotParts[parts];
  if (!pieces) throw new Error(`packed request sample: no slot pieces ${parts}`);
  // In the order the build writes a slot's fields (codeSamples.ts), so unpacked data is the built data exactly.
  return { at, length, parts: pieces, ...(flags & 2 ? { requestTarget: true as const } : {}), quote, ...(flags & 1 ? { whole: true as const } : {}) };
}

/** The operation's data as the components read it: each packed sample written back. */
export function unpackSamples<T extends { readonly codeSamples: readonly CodeSample[] }>(data: PackedSamples<T>): T {
  const { slotParts = [], ...rest } = data;
  return {
    ...rest,
    codeSamples: data.codeSamples.map((sample): CodeSample => {
      if (!isPacked(sample)) return sample;
      const language = sampleLanguage(sample.id);
      if (!language) throw new Error(`packed request sample: unknown language ${sample.id}`);
      return {
        id: language.id,
        label: language.label,
        language: language.language,
        code: unpackCode(sample.lines),
        ...(sample.slots ? { slots: sample.slots.map((slot) => unpackSlot(slot, slotParts)) } : {}),
      };
    }),
  } as unknown as T;
}
