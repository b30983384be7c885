import * as React from 'react';
import { childAnchor, schemaSegment } from '../../openapi/anchors';
import type { SchemaNode } from '../../openapi/pageData';
import { StaticHtml } from '../shared/StaticHtml';
import { SchemaNodeItem } from './SchemaNodeItem';
import * as styles from './SchemaTree.module.css';

export interface SchemaNodeListProps {
  readonly nodes: readonly SchemaNode[];
  /** Anchor of the parent node: each item's anchor is `{anchor}.{segment}`. */
  readonly anchor: string;
  /** 1 for the root's properties. */
  readonly level: number;
  readonly expandDepth: number;
}

/** A node's properties: the HTML never changes, so it hydrates as one element (StaticHtml). */
export function SchemaNodeList({ nodes, anchor, level, expandDepth }: SchemaNodeListProps): React.ReactElement {
  return (
    <StaticHtml as="ul" className={styles.list}>
      {nodes.map((node, index) => (
        <SchemaNodeItem
          key={`${node.role ?? ''}:${node.name ?? index}`}
          node={node}
          anchor={childAnchor(anchor, schemaSegment(node, index))}
          level={level}
          expandDepth={expandDepth}
        />
      ))}
    </StaticHtml>
  );
}
