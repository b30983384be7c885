import * as React from 'react';
import type { SchemaNode } from '../../openapi/pageData';
import { translate } from '../../strings';
import { DirectLink } from '../shared/DirectLink';
import { SchemaNodeBody } from './SchemaNodeBody';
import * as styles from './SchemaTree.module.css';

export interface SchemaNodeItemProps {
  readonly node: SchemaNode;
  readonly level: number;
  readonly expandDepth: number;
  /** The item's element id, the target of its deep link. */
  readonly anchor: string;
  /** Shown after the facts (SchemaNodeBody's `extra`): a parameter's named examples. */
  readonly extra?: React.ReactNode;
}

/** The label of a node: its property name, or what it stands for (items, additional properties…). */
export function nodeLabel(node: SchemaNode): string {
  if (node.role === 'items') return translate('api.schema.items');
  if (node.role === 'additionalProperties') return translate('api.schema.additionalProperties');
  if (node.role === 'patternProperty') return translate('api.schema.patternProperty', { pattern: node.name ?? '' });
  return node.name ?? node.title ?? node.refName ?? node.typeLabel;
}

/**
 * One property (its list's `li`, no class: the list styles it, `.list` or `.items`): its name, type line and facts are always visible; its own properties or choices
 * sit in a `<details>` that starts open above `expandDepth` (by default only the root's properties
 * are shown, each nested object behind a control saying what it opens).
 */
export function SchemaNodeItem({ node, level, expandDepth, anchor, extra }: SchemaNodeItemProps): React.ReactElement {
  const label = nodeLabel(node);
  const named = node.role === undefined || node.role === 'property';
  return (
    <li id={anchor}>
      <SchemaNodeBody
        node={node}
        anchor={anchor}
        level={level + 1}
        expandDepth={expandDepth}
        extra={extra}
        name={
          <>
            <code className={named ? undefined : styles.roleName}>{label}</code>
            <DirectLink anchor={anchor} name={label} />
          </>
        }
        fold={(contents) => (
          <details className={styles.branch} open={level < expandDepth}>
            {/* data-markdown-ignore: the fold's control ('3 properties'); the properties themselves are the content. */}
            <summary className={styles.summary} data-markdown-ignore="">
              <span className="visually-hidden">{`${label}: `}</span>
              {summaryText(node)}
            </summary>
            {contents}
          </details>
        )}
      />
    </li>
  );
}

/** '7 properties', 'one of 3 options', or both. */
export function summaryText(node: SchemaNode): string {
  const parts: string[] = [];
  const properties = node.children?.length ?? 0;
  if (properties > 0) parts.push(translate(properties === 1 ? 'api.schema.count.one' : 'api.schema.count.other', { count: properties }));
  if (node.variants) {
    parts.push(translate(node.variants.kind === 'oneOf' ? 'api.schema.oneOfCount' : 'api.schema.anyOfCount', { count: node.variants.options.length }));
  }
  return parts.join(', ');
}
