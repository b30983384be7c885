import * as React from 'react';
import { foldControlCount } from '../../openapi/operationView';
import type { SchemaNode } from '../../openapi/pageData';
import { translate } from '../../strings';
import { SchemaNodeBody } from './SchemaNode';
import { TreeRootAnchor } from './treeRoot';
import * as styles from './SchemaTree.module.css';

/** Levels shown open in the server-rendered HTML: the root's properties; nested objects start folded. */
export const SCHEMA_EXPAND_DEPTH = 1;

export interface SchemaTreeProps {
  readonly node: SchemaNode;
  /** The tree's anchor: `request-body`, `response-201`…; each property's is `{anchor}.{path}`. */
  readonly anchor: string;
  /** Levels open at first (and without JavaScript); deeper ones start collapsed. */
  readonly expandDepth?: number;
}

/**
 * A schema as nested lists. Every part is in the server-rendered HTML; nodes with children use
 * `<details>`/`<summary>`, so expanding and collapsing works with the keyboard, is announced by
 * screen readers, and needs no JavaScript at all. 'Expand all' opens every fold of this tree.
 */
export function SchemaTree({ node, anchor, expandDepth = SCHEMA_EXPAND_DEPTH }: SchemaTreeProps): React.ReactElement {
  const folds = React.useMemo(() => foldControlCount(node), [node]);
  return (
    <TreeRootAnchor.Provider value={anchor}>
      <div className={styles.tree} data-schema-tree={anchor}>
        <SchemaNodeBody node={node} anchor={anchor} level={1} expandDepth={expandDepth} bar={{ control: folds > 0 && <ExpandAll /> }} />
      </div>
    </TreeRootAnchor.Provider>
  );
}

/** Opens or closes every fold of the tree it is in (the `<details>` keep their own state otherwise). */
function ExpandAll(): React.ReactElement {
  const [expanded, setExpanded] = React.useState(false);
  const onClick = (event: React.MouseEvent<HTMLButtonElement>): void => {
    const tree = event.currentTarget.closest('[data-schema-tree]');
    const next = !expanded;
    tree?.querySelectorAll('details').forEach((details) => {
      details.open = next;
    });
    setExpanded(next);
  };
  return (
    <button type="button" className={styles.expandAll} onClick={onClick}>
      {translate(expanded ? 'api.schema.collapseAll' : 'api.schema.expandAll')}
    </button>
  );
}
