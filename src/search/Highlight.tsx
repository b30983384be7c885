import React from 'react';
import { highlightParts } from './ranking';

/** Text with the given words (the query's, and the terms its typos were corrected to) wrapped in <mark>. */
export function Highlight({ text, words }: { readonly text: string; readonly words: readonly string[] }): JSX.Element {
  return (
    <>
      {highlightParts(text, words).map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : <React.Fragment key={index}>{part.text}</React.Fragment>,
      )}
    </>
  );
}
