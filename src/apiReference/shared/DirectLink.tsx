import * as React from 'react';
import { translate } from '../../strings';

export interface DirectLinkProps {
  /** Element id to link to, without '#'. */
  readonly anchor: string;
  /** What the link points at, for its accessible name: 'Direct link to {name}'. */
  readonly name: string;
}

/**
 * The '#' link next to a property, parameter or header, for deep links to it. It carries no class:
 * its row styles it (`SchemaTree.module.css`, `.item > div:first-child > a`), which saves 15 bytes on
 * each of the tens of thousands of rows of a large API (decision 0025, session 13's second round).
 */
export function DirectLink({ anchor, name }: DirectLinkProps): React.ReactElement {
  return (
    // data-markdown-ignore: the '#' is a control to copy the row's link (as a heading's, src/mdx/Heading.tsx), not text of the page.
    <a href={`#${anchor}`} aria-label={translate('api.directLink', { name })} data-markdown-ignore="">
      #
    </a>
  );
}
