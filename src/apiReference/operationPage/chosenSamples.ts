/**
 * The request samples with the reader's server in them (issue 42). The build wrote them with the
 * first server and its defaults; another choice is written into each sample's slots by
 * `fillSlots` (`src/openapi/sampleSlots.ts`: by position, encoded for the language, never by
 * searching the code). That module and the literal writers it shares with the build are loaded on
 * their own, not with the page: only a reader who picks another server or types a credential needs
 * them, so they are fetched then, and every page keeps its first-load budget. Until they arrive (a
 * few milliseconds, once per visit: the module stays loaded for later pages) the samples show the
 * defaults, as the HTML does.
 */
import * as React from 'react';
import type { choiceSamples as ChoiceSamplesOf } from '../../openapi/choiceSamples';
import type { ChoiceSamples, CodeSample, ParameterChoiceData } from '../../openapi/pageData';
import { sampleLanguage } from '../../openapi/sampleLanguages';
import type { fillSlots as FillSlots, ReaderChoices } from '../../openapi/sampleSlots';
import { hasCredentials, type CredentialsState } from '../samplesPane/credentials';

import type { RequestChoice } from '../samplesPane/requestChoice';

/** A module's export, fetched once for the whole visit when a page first needs it. */
interface OnDemand<T> {
  value?: T;
  readonly load: () => Promise<T>;
}

function onDemand<T>(fetchModule: () => Promise<T>): OnDemand<T> {
  let loading: Promise<T> | undefined;
  const module: OnDemand<T> = {
    load: () =>
      (loading ??= fetchModule().then((value) => {
        module.value = value;
        return value;
      })),
  };
  return module;
}

/** `module`'s export once it has arrived, fetched when `needed`; undefined until then. */
function useOnDemand<T>(module: OnDemand<T>, needed: boolean): T | undefined {
  const [arrived, setArrived] = React.useState<T | undefined>(() => module.value);
  const value = arrived ?? module.value;
  React.useEffect(() => {
    if (!needed || value) return undefined;
    let live = true;
    void module.load().then((loaded) => {
      if (live) setArrived(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [module, needed, value]);
  return value;
}

/** What writes a chosen request's samples back from their edits (`choiceSamples.ts`): needed on the first choice. */
const chooser = onDemand<typeof ChoiceSamplesOf>(() =>
  import(/* webpackChunkName: "choice-samples" */ '../../openapi/choiceSamples').then((module) => module.choiceSamples),
);
/** The slot filler: needed when a server is chosen, a credential typed or a parameter's example chosen. */
const slotFiller = onDemand<typeof FillSlots>(() =>
  import(/* webpackChunkName: "sample-slots" */ '../../openapi/sampleSlots').then((module) => module.fillSlots),
);

/**
 * The samples of the request the reader chose (a security alternative, a body: issue 43), written
 * back from their edits once the small module that does it is loaded (on the first choice); until then,
 * and for the first pair, `samples`.
 */
function useRequestSamples(samples: readonly CodeSample[], choice: RequestChoice, all: readonly ChoiceSamples[] | undefined): readonly CodeSample[] {
  const pair = all?.find((entry) => entry.security === choice.security && entry.body === choice.body);
  const choose = useOnDemand(chooser, pair !== undefined);
  return React.useMemo(() => (pair && choose ? choose(samples, pair) : samples), [samples, pair, choose]);
}

/**
 * The samples of the request chosen (`choice`: `choiceSamples` hold every pair but the first, whose
 * samples are `firstSamples`), with the reader's choices written into their slots: `server` (the chosen server's URL
 * with the reader's values; undefined when the page has no choice) unless it is the default, and
 * the credentials entered, masked on screen unless shown, with the real values in `copy`. As they are
 * when nothing was chosen. The filler is fetched when first needed: a remembered server, a choice,
 * a credential typed (a few milliseconds; the samples show the defaults until then).
 */
export function useChosenSamples(
  firstSamples: readonly CodeSample[],
  server: string | undefined,
  defaultServer: string | undefined,
  credentials: CredentialsState,
  choice: RequestChoice = { security: 0, body: 0 },
  choiceSamples?: readonly ChoiceSamples[],
  parameterChoices?: readonly ParameterChoiceData[],
): readonly CodeSample[] {
  const samples = useRequestSamples(firstSamples, choice, choiceSamples);
  // Every parameter with a slot gets its value (the first example unless the reader chose another): the filler needs them all.
  const chosenParameters = parameterChoices?.some((parameter) => (choice.parameters?.[parameter.key] ?? 0) > 0) === true;
  const parameters = React.useMemo(
    () =>
      parameterChoices &&
      Object.fromEntries(parameterChoices.map((parameter) => [parameter.key, parameter.options[choice.parameters?.[parameter.key] ?? 0]?.value ?? ''])),
    [parameterChoices, choice.parameters],
  );
  const hasSlots = React.useMemo(() => samples.some((sample) => sample.slots), [samples]);
  const serverChosen = server !== undefined && server !== defaultServer;
  const needed = hasSlots && (serverChosen || hasCredentials(credentials) || chosenParameters);
  const filler = useOnDemand(slotFiller, needed);
  return React.useMemo(() => {
    if (!needed || !filler) return samples;
    const choices: ReaderChoices = { ...(server !== undefined ? { server } : {}), credentials: credentials.values, ...(parameters ? { parameters } : {}) };
    return samples.map((sample) => {
      const literals = sampleLanguage(sample.id)?.literals;
      if (!sample.slots || !literals) return sample;
      const code = filler(sample.code, literals, sample.slots, choices);
      if (credentials.shown || !hasCredentials(credentials)) return { ...sample, code };
      return { ...sample, code: filler(sample.code, literals, sample.slots, { ...choices, masked: true }), copy: code };
    });
  }, [samples, server, needed, filler, credentials, parameters]);
}
