/**
 * The requests an operation's samples can show (issue 43): each security alternative the operation
 * accepts, and each body, a media type with one of its examples (named ones, or one per branch of a
 * `oneOf`: `mediaTypeExampleValues`). The samples are written for every pair, the first pair's as
 * the operation's `codeSamples`, the others as edits of them (`choiceSamples.ts`); the page offers the
 * choices and shows the chosen pair's samples. At most `MAX_REQUEST_CHOICES` pairs: past it the build
 * offers the first bodies and says so (the request body section still shows every example).
 * Parameters with named examples (`parameterChoices`) are not pairs: their values are slots of every
 * sample, filled by the page like the server and the credentials.
 */
import { generateCodeSamples } from './codeSamples';
import { sampleEdit } from './choiceSamples';
import { contentEntries } from './json';
import { mediaTypeExampleValues } from './samples';
import type { ChoiceSamples, CodeSample, OperationPageData, SecurityRequirementData } from './pageData';
import type { JsonValue } from './document';
import { parameterChoices, requestSample, type RequestSampleOptions } from './requestSample';
import { translate } from '../strings';

export const MAX_REQUEST_CHOICES = 48;

type BodyChoice = NonNullable<NonNullable<OperationPageData['requestChoices']>['bodies']>[number];

export interface RequestChoicesResult {
  /** The first pair's generated samples. */
  readonly codeSamples: readonly CodeSample[];
  readonly requestChoices?: NonNullable<OperationPageData['requestChoices']>;
  readonly choiceSamples?: readonly ChoiceSamples[];
}

/** What a security alternative is called in the samples' choice: its schemes' names. */
export function securityLabel(requirement: SecurityRequirementData): string {
  return requirement.schemes.length === 0 ? translate('api.security.none') : requirement.schemes.map((scheme) => scheme.name).join(' + ');
}

/** The bodies the samples can send: every example with a value, of every media type, in document order. */
function bodyChoices(options: Pick<RequestSampleOptions, 'document' | 'body'>): (BodyChoice & { readonly value: JsonValue })[] {
  return contentEntries(options.document, options.body?.content).flatMap(([mediaType, media]) =>
    mediaTypeExampleValues(mediaType, media, options.document, 'request').flatMap(({ example, value }) =>
      value === undefined
        ? []
        : [
            {
              mediaType,
              example: example.name,
              ...(example.variant ? { variant: example.variant } : {}),
              label: example.summary ?? (example.name === 'default' ? mediaType : example.name),
              value,
            },
          ],
    ),
  );
}

/** The samples for every request choice of an operation (`label` names it in the build's warnings). */
export function requestChoiceSamples(options: Omit<RequestSampleOptions, 'requirement' | 'bodyChoice'>, label: string): RequestChoicesResult {
  let bodies = bodyChoices(options);
  const alternatives = Math.max(1, options.security.length);
  if (bodies.length * alternatives > MAX_REQUEST_CHOICES) {
    const kept = Math.max(1, Math.floor(MAX_REQUEST_CHOICES / alternatives));
    options.warn(
      `${label}: ${bodies.length} request bodies × ${alternatives} security alternatives; the samples offer the first ${kept} bodies (at most ${MAX_REQUEST_CHOICES} pairs), the request body section shows them all.`,
    );
    bodies = bodies.slice(0, kept);
  }
  const write = (security: number, body: number): CodeSample[] => {
    const chosen = bodies[body];
    return generateCodeSamples(
      requestSample({ ...options, requirement: security, ...(chosen ? { bodyChoice: { mediaType: chosen.mediaType, value: chosen.value } } : {}) }),
    );
  };
  const first = write(0, 0);
  // Parameters with named examples are slots of every sample (the page writes the chosen value there), not pairs.
  const parameters = parameterChoices(options.parameters, options.document);
  if (alternatives === 1 && bodies.length <= 1) return { codeSamples: first, ...(parameters.length > 0 ? { requestChoices: { parameters } } : {}) };
  const byId = new Map(first.map((sample) => [sample.id, sample]));
  const choiceSamples: ChoiceSamples[] = [];
  for (let security = 0; security < alternatives; security += 1) {
    for (let body = 0; body < Math.max(1, bodies.length); body += 1) {
      if (security === 0 && body === 0) continue;
      const samples = write(security, body).flatMap((sample) => {
        const base = byId.get(sample.id);
        return base ? [sampleEdit(base, sample)] : [];
      });
      choiceSamples.push({ security, body, samples });
    }
  }
  return {
    codeSamples: first,
    requestChoices: {
      ...(bodies.length > 1 ? { bodies: bodies.map(({ value: _value, ...choice }) => choice) } : {}),
      ...(alternatives > 1 ? { security: options.security.map(securityLabel) } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
    },
    choiceSamples,
  };
}
