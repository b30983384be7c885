import * as React from 'react';
import type { SchemaNode } from '../../openapi/types';
import { SchemaFacts } from './SchemaFacts';
import { SchemaNodeList } from './SchemaNodeList';
import { SchemaTypeLine } from './SchemaTypeLine';
import { SchemaVariantsView } from './SchemaVariantsView';
import * as styles from './SchemaTree.module.css';

/** Levels shown open in the server-rendered HTML: the root's properties and theirs. */
export const SCHEMA_EXPAND_DEPTH = 2;

export interface SchemaTreeProps {
  readonly node: SchemaNode;
  /** Levels open at first (and without JavaScript); deeper ones start collapsed. */
  readonly expandDepth?: number;
}

/**
 * A schema as nested lists. Every part is in the server-rendered HTML; nodes with children use
 * `<details>`/`<summary>`, so expanding and collapsing works with the keyboard, is announced by
 * screen readers, and needs no JavaScript at all.
 */
export function SchemaTree({ node, expandDepth = SCHEMA_EXPAND_DEPTH }: SchemaTreeProps): React.ReactElement {
  return (
    <div className={styles.tree}>
      <div className={styles.row}>
        <SchemaTypeLine node={node} />
      </div>
      <SchemaFacts node={node} />
      {node.children && <SchemaNodeList nodes={node.children} level={1} expandDepth={expandDepth} />}
      {node.variants && <SchemaVariantsView variants={node.variants} level={1} expandDepth={expandDepth} />}
    </div>
  );
}
