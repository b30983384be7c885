/**
 * The request samples with the reader's server in them (issue 42). The build wrote them with the
 * first server and its defaults; another choice is written into each sample's slots by
 * `fillSlots` (`src/openapi/sampleSlots.ts`: by position, encoded for the language, never by
 * searching the code). That module and the literal writers it shares with the build are loaded on
 * their own, not with the page: only a reader who picks another server needs them, so pages with a
 * choice fetch them once the page runs, and every page keeps its first-load budget. Until they
 * arrive (a few milliseconds, once per visit: the module stays loaded for later pages) the samples
 * show the default server, as the HTML does.
 */
import * as React from 'react';
import type { CodeSample } from '../../openapi/pageData';
import { sampleLanguage } from '../../openapi/sampleLanguages';
import { afterLoadAndIdle } from '../../lib/idle';
import type { fillSlots as FillSlots } from '../../openapi/sampleSlots';

type Fill = typeof FillSlots;

let loaded: Fill | undefined;
let loading: Promise<Fill> | undefined;

/** Loads the slot filler once for the whole visit. */
export function loadSlotFiller(): Promise<Fill> {
  loading ??= import(/* webpackChunkName: "sample-slots" */ '../../openapi/sampleSlots').then((module) => {
    loaded = module.fillSlots;
    return loaded;
  });
  return loading;
}

/**
 * `samples` with `server` (the chosen server's URL with the reader's values) written into their slots;
 * as they are when it is the default (`defaultServer`) or the page has no choice (`server` undefined).
 * A page with a choice fetches the filler when the browser is idle after the load, without rendering
 * again, so it is there when the reader chooses; a remembered choice loads it at once.
 */
export function useChosenSamples(samples: readonly CodeSample[], server: string | undefined, defaultServer: string | undefined): readonly CodeSample[] {
  const [fill, setFill] = React.useState<Fill | undefined>(() => loaded);
  const hasChoice = server !== undefined;
  const needed = hasChoice && server !== defaultServer;
  const filler = fill ?? loaded;
  React.useEffect(() => {
    if (!hasChoice || filler) return undefined;
    // Not chosen yet: fetched when idle, no state, so the page does not render again for it.
    if (!needed) return afterLoadAndIdle(() => void loadSlotFiller());
    let live = true;
    void loadSlotFiller().then((loadedFill) => {
      if (live) setFill(() => loadedFill);
    });
    return () => {
      live = false;
    };
  }, [hasChoice, needed, filler]);
  return React.useMemo(() => {
    if (!needed || server === undefined || !filler) return samples;
    return samples.map((sample) => {
      const literals = sampleLanguage(sample.id)?.literals;
      return sample.slots && literals ? { ...sample, code: filler(sample.code, literals, sample.slots, { server }) } : sample;
    });
  }, [samples, server, needed, filler]);
}
