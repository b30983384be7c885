import * as React from 'react';
import { childAnchor, variantSegment } from '../../openapi/anchors';
import { foldable } from '../../openapi/operationView';
import type { SchemaNode } from '../../openapi/pageData';
import { StaticHtml } from '../shared/StaticHtml';
import { SchemaFacts } from './SchemaFacts';
import { SchemaNodeList } from './SchemaNodeList';
import { SchemaTypeLine } from './SchemaTypeLine';
import { SchemaVariantsView } from './SchemaVariantsView';
import * as styles from './SchemaTree.module.css';

export interface SchemaNodeBodyProps {
  readonly node: SchemaNode;
  /** The node's anchor: its properties' anchors extend it. */
  readonly anchor: string;
  /** Level of the node's properties (1 for the root's). */
  readonly level: number;
  readonly expandDepth: number;
  /** What the row shows before the type line: a property's name and direct link. */
  readonly name?: React.ReactNode;
  /** The tree's bar: the row sits in it beside this control (the root's 'Expand all', or nothing). */
  readonly bar?: { readonly control: React.ReactNode };
  /** Puts the contents behind a control (a property's `<details>`); with it, a node with nothing to fold shows no contents. */
  readonly fold?: (contents: React.ReactElement) => React.ReactElement;
  /** Shown after the facts, before the contents: a parameter's named examples. */
  readonly extra?: React.ReactNode;
}

/**
 * A schema node as every view shows it (the tree's root, a property, a `oneOf`/`anyOf` option): its
 * row with the type line, its facts, then its contents (its properties, then its options). The one
 * place this is written. What never changes (the row, the facts, the lists) hydrates as one element
 * each (StaticHtml): of a tree, only its frame and its bar's control ('Expand all') hydrate as components.
 */
export function SchemaNodeBody({ node, anchor, level, expandDepth, name, bar, fold, extra }: SchemaNodeBodyProps): React.ReactElement {
  // A property's row (with a name) is styled by its item (`.item > div:first-child`): no class of its own.
  const row = (
    <StaticHtml as="div" className={name ? undefined : styles.row}>
      {name}
      {/* Between the name and the type, a space read and copied but not shown (the row is a flex container). */}
      {name && ' '}
      <SchemaTypeLine node={node} />
    </StaticHtml>
  );
  const contents = (
    <>
      {node.children && <SchemaNodeList nodes={node.children} anchor={anchor} level={level} expandDepth={expandDepth} />}
      {node.variants && (
        <SchemaVariantsView variants={node.variants} anchorOf={(index) => childAnchor(anchor, variantSegment(index))} level={level} expandDepth={expandDepth} />
      )}
    </>
  );
  return (
    <>
      {bar ? (
        <div className={styles.treeBar}>
          {row}
          {bar.control}
        </div>
      ) : (
        row
      )}
      <SchemaFacts node={node} inItem={name !== undefined} />
      {extra}
      {fold ? foldable(node) && fold(contents) : contents}
    </>
  );
}
