import * as React from 'react';
import { childAnchor, variantSegment } from '../../openapi/anchors';
import type { SchemaNode } from '../../openapi/pageData';
import { SchemaNodeList } from './SchemaNodeList';
import { SchemaVariantsView } from './SchemaVariantsView';

export interface SchemaNodeBodyProps {
  readonly node: SchemaNode;
  /** The node's anchor: its properties' anchors extend it. */
  readonly anchor: string;
  /** Level of the node's properties (1 for the root's). */
  readonly level: number;
  readonly expandDepth: number;
}

/** What a node contains: its properties, then its `oneOf`/`anyOf` options. The one place this is written. */
export function SchemaNodeBody({ node, anchor, level, expandDepth }: SchemaNodeBodyProps): React.ReactElement {
  return (
    <>
      {node.children && <SchemaNodeList nodes={node.children} anchor={anchor} level={level} expandDepth={expandDepth} />}
      {node.variants && (
        <SchemaVariantsView variants={node.variants} anchorOf={(index) => childAnchor(anchor, variantSegment(index))} level={level} expandDepth={expandDepth} />
      )}
    </>
  );
}
