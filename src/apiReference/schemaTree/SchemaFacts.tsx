import * as React from 'react';
import type { SchemaNode } from '../../openapi/pageData';
import { translate } from '../../strings';
import { formatConstraints, formatValue } from './formatSchema';
import { HtmlContent } from '../shared/HtmlContent';
import { StaticHtml } from '../shared/StaticHtml';
import { Link } from '../../ui/LocaleLink';
import { useSchemaLinks } from './schemaLinks';
import { TreeRootAnchor } from './treeRoot';
import * as styles from './SchemaTree.module.css';

export interface SchemaFactsProps {
  readonly node: SchemaNode;
  /**
   * The facts of a property's item (a tree's or a parameter list's `li`): the block has no class, its
   * place styles it (`li > div:first-child + div`, after the row), about 15 bytes a row (decision 0025,
   * session 15). The tree's root and an option's body keep the class.
   */
  readonly inItem?: boolean;
}

/**
 * What a node says about its values: its description, then one wrapping line with the
 * constraints, allowed values, default and example (a line each made long schemas twice as tall).
 * Each label is one string with its space: two adjacent strings would be separated by `<!-- -->` in
 * the server-rendered HTML, bytes on every node (decision 0025). Hydrated as one element (StaticHtml).
 * Only the block carries a class, and only outside an item (`inItem`): its lines, groups, values and
 * description are styled by their place in it (`.facts > p`, `.facts > p code`…), bytes saved on every
 * row (decision 0025, sessions 13 and 15).
 */
export function SchemaFacts({ node, inItem = false }: SchemaFactsProps): React.ReactElement | null {
  const constraints = formatConstraints(node.constraints);
  const hasLine = node.enum || node.default !== undefined || node.example !== undefined || constraints.length > 0;
  if (!node.descriptionHtml && !hasLine && !node.truncated && !node.seeSchema && !node.sameAs) return null;
  return (
    <StaticHtml as="div" className={inItem ? undefined : styles.facts}>
      {node.descriptionHtml && <HtmlContent html={node.descriptionHtml} />}
      {hasLine && (
        // Its parts are separated by a space: the line and its groups are flex containers, where a space shows
        // nothing (their gaps space the parts), but text read or copied from it has its words apart
        // ('max length 200 Example: "B-12"', '"Draft" "Active"'), as a screen reader or an agent needs them.
        <p>
          {spaced([
            ...constraints.map((text) => <code key={text}>{text}</code>),
            node.enum && (
              <span key="enum">
                {`${translate('api.schema.enum')} `}
                {spaced(node.enum.map((value, index) => <code key={index}>{formatValue(value)}</code>))}
              </span>
            ),
            node.default !== undefined && (
              <span key="default">
                {`${translate('api.schema.default')} `}
                <code>{formatValue(node.default)}</code>
              </span>
            ),
            node.example !== undefined && (
              <span key="example">
                {`${translate('api.schema.example')} `}
                <code>{formatValue(node.example)}</code>
              </span>
            ),
          ])}
        </p>
      )}
      {node.truncated && <p>{translate('api.schema.truncated')}</p>}
      {node.seeSchema && <SeeSchema name={node.seeSchema} />}
      {node.sameAs && <SameAs path={node.sameAs} />}
    </StaticHtml>
  );
}

/** The elements given (false and undefined left out) with a space between each two: one text node each, never two adjacent. */
function spaced(parts: readonly (React.ReactElement | false | undefined)[]): React.ReactNode[] {
  return parts.filter((part): part is React.ReactElement => Boolean(part)).flatMap((part, index) => (index > 0 ? [' ', part] : [part]));
}

/**
 * Contents shown earlier in the same tree are not repeated (decision 0025, src/openapi/repeatedSubtrees.ts):
 * 'Same fields as option-1.pull_request', a link to that node. Outside a tree, the words alone.
 */
function SameAs({ path }: { readonly path: string }): React.ReactElement {
  const root = React.useContext(TreeRootAnchor);
  const text = translate('api.schema.sameAsNode', { path });
  return <p data-same-as={path}>{root ? <a href={`#${root}.${path}`}>{text}</a> : text}</p>;
}

/**
 * A big named schema's contents are on its page, not repeated in this tree (decision 0025 — schema
 * trees link named schemas): 'See Asset', a link to that page. Outside a provider, the words alone.
 */
function SeeSchema({ name }: { readonly name: string }): React.ReactElement {
  const route = useSchemaLinks()(name);
  const text = translate('api.schema.see', { name });
  return <p data-see-schema={name}>{route ? <Link to={route}>{text}</Link> : text}</p>;
}
