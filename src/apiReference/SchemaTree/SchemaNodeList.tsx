import * as React from 'react';
import type { SchemaNode } from '../../openapi/types';
import { SchemaNodeItem } from './SchemaNodeItem';
import * as styles from './SchemaTree.module.css';

export interface SchemaNodeListProps {
  readonly nodes: readonly SchemaNode[];
  /** 1 for the root's properties. */
  readonly level: number;
  readonly expandDepth: number;
}

export function SchemaNodeList({ nodes, level, expandDepth }: SchemaNodeListProps): React.ReactElement {
  return (
    <ul className={styles.list}>
      {nodes.map((node, index) => (
        <SchemaNodeItem key={`${node.role ?? ''}:${node.name ?? index}`} node={node} level={level} expandDepth={expandDepth} />
      ))}
    </ul>
  );
}
