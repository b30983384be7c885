import React from 'react';
import { highlightParts } from './ranking';

/** Text with the query's words wrapped in <mark>. */
export function Highlight({ text, query }: { readonly text: string; readonly query: string }): JSX.Element {
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : <React.Fragment key={index}>{part.text}</React.Fragment>,
      )}
    </>
  );
}
