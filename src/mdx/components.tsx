/** The MDX component map: what each Markdown element and each global shortcode renders as. */
import React from 'react';
import { routeOf } from '../lib/location';
import { SmartLink } from '../ui/SmartLink';
import { Admonition } from './Admonition';
import { BuildTimeDiagram } from './BuildTimeDiagram';
import { MdxPre } from './CodeBlock';
import MermaidDiagram from './MermaidDiagram';
import { makeHeading } from './Heading';
import { TabItem, Tabs } from './Tabs';
import { translate } from '../strings';

/** gatsby-plugin-mdx already prefixes internal links with the base URL; Gatsby's Link adds it again, so strip it once. */
function MdxLink({ href = '', ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>): JSX.Element {
  return <SmartLink href={href.startsWith('/') ? routeOf(href) : href} {...rest} />;
}

/** Wide tables scroll sideways inside a focusable region, so keyboard users can scroll them too. */
function MdxTable(props: React.TableHTMLAttributes<HTMLTableElement>): JSX.Element {
  return (
    <div className="table-scroll" tabIndex={0} role="group" aria-label={translate('mdx.table.label')}>
      <table {...props} />
    </div>
  );
}

function MdxImage({ alt, ...rest }: React.ImgHTMLAttributes<HTMLImageElement>): JSX.Element {
  return <img alt={alt ?? ''} loading="lazy" decoding="async" {...rest} />;
}

export const mdxComponents = {
  h2: makeHeading(2),
  h3: makeHeading(3),
  h4: makeHeading(4),
  h5: makeHeading(5),
  h6: makeHeading(6),
  a: MdxLink,
  pre: MdxPre,
  img: MdxImage,
  table: MdxTable,
  Admonition,
  // Put in place of a ```mermaid fence by the build (src/node/mdx/rehypeMermaid.ts), not written by authors.
  BuildTimeDiagram,
  // Put in place of a ```mermaid fence that does not parse by `gatsby develop`, with the parser's message.
  MermaidDiagram,
  Tabs,
  TabItem,
};
