/**
 * Samples for the reader's request choices (issue 43): another security alternative, another body
 * (a media type, a named example, a branch of a `oneOf`). The build writes the samples for every
 * pair the operation offers (`operations.ts`), each generated sample kept in page data as the lines
 * that differ from the first pair's sample of its language (`SampleEdit`): a body's lines, a header's.
 * The page puts a chosen pair's samples back together here (a chunk loaded when the reader first
 * chooses: `chosenSamples.ts`), then writes the server and credentials into their slots as for the
 * first pair. Nothing is searched: an edit is a count of lines kept and the lines between, made by
 * the build from two samples it wrote.
 */
import type { ChoiceSamples, CodeSample, SampleEdit } from './pageData';

/** `sample` as an edit of `base` (the sample of the same language for the first choice). */
export function sampleEdit(base: CodeSample, sample: CodeSample): SampleEdit {
  const from = base.code.split('\n');
  const to = sample.code.split('\n');
  let head = 0;
  while (head < from.length && head < to.length && from[head] === to[head]) head += 1;
  let tail = 0;
  while (tail < from.length - head && tail < to.length - head && from[from.length - 1 - tail] === to[to.length - 1 - tail]) tail += 1;
  return { id: sample.id, head, tail, lines: to.slice(head, to.length - tail), ...(sample.slots ? { slots: sample.slots } : {}) };
}

/** The code an edit stands for, given the first choice's code of its language. */
export function applyEdit(base: string, edit: SampleEdit): string {
  const lines = base.split('\n');
  if (edit.head + edit.tail > lines.length) throw new Error(`request sample ${edit.id}: its edit keeps more lines than the sample has`);
  return [...lines.slice(0, edit.head), ...edit.lines, ...lines.slice(lines.length - edit.tail)].join('\n');
}

/**
 * The samples of one choice: the document's own as they are, each generated one written back from
 * its edit (in the order of `samples`); a generated sample the choice has no edit for is left out.
 */
export function choiceSamples(samples: readonly CodeSample[], choice: ChoiceSamples): CodeSample[] {
  const edits = new Map(choice.samples.map((edit) => [edit.id, edit]));
  return samples.flatMap((sample): CodeSample[] => {
    if (sample.origin === 'document') return [sample];
    const edit = edits.get(sample.id);
    if (!edit) return [];
    const { slots: _slots, ...rest } = sample;
    return [{ ...rest, code: applyEdit(sample.code, edit), ...(edit.slots ? { slots: edit.slots } : {}) }];
  });
}
