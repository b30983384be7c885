/**
 * The schema tree's recursive part, in one module because its components render one another: a node's
 * body lists its properties (SchemaNodeList), each an item (SchemaNodeItem) with a body of its own, and
 * shows its `oneOf`/`anyOf` options (SchemaVariantsView), each a body again. Kept as four files they
 * were the one file-level import cycle of src/ (issue 46; __tests__/unit/architecture.test.ts).
 */
import * as React from 'react';
import { childAnchor, schemaSegment, variantSegment } from '../../openapi/anchors';
import { foldable } from '../../openapi/operationView';
import type { SchemaNode, SchemaVariants } from '../../openapi/pageData';
import { translate } from '../../strings';
import { DirectLink } from '../shared/DirectLink';
import { StaticHtml } from '../shared/StaticHtml';
import { SchemaFacts } from './SchemaFacts';
import { SchemaTypeLine } from './SchemaTypeLine';
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

export interface SchemaVariantsViewProps {
  readonly variants: SchemaVariants;
  /** Anchor of the n-th option (0-based index). */
  readonly anchorOf: (index: number) => string;
  readonly level: number;
  readonly expandDepth: number;
}

/** `oneOf`/`anyOf` choices, each collapsible, with the discriminator value that selects it (hydrated as one element: StaticHtml). */
export function SchemaVariantsView({ variants, anchorOf, level, expandDepth }: SchemaVariantsViewProps): React.ReactElement {
  const discriminator = variants.discriminator;
  const valueFor = (schemaName: string | undefined): string | undefined =>
    discriminator?.mapping && schemaName !== undefined ? Object.entries(discriminator.mapping).find(([, target]) => target === schemaName)?.[0] : undefined;
  return (
    <StaticHtml as="div" className={styles.variants}>
      <p className={styles.variantsTitle}>
        {translate(variants.kind === 'oneOf' ? 'api.schema.oneOf' : 'api.schema.anyOf')}
        {discriminator && (
          <>
            {' — '}
            {translate('api.schema.discriminator', { property: discriminator.propertyName })}
          </>
        )}
      </p>
      <ul className={styles.list}>
        {variants.options.map((option, index) => {
          const value = valueFor(option.node.refName);
          const anchor = anchorOf(index);
          return (
            <li key={`${option.title}-${index}`} id={anchor}>
              <details className={styles.branch} open={level < expandDepth}>
                <summary className={styles.summary}>
                  {/* The summary is a flex container: a space before the value shows nothing but is read and copied. */}
                  <span className={styles.optionTitle}>{option.title}</span>
                  {discriminator && value !== undefined && ' '}
                  {discriminator && value !== undefined && (
                    <code className={styles.value}>{translate('api.schema.discriminatorValue', { property: discriminator.propertyName, value })}</code>
                  )}
                </summary>
                <SchemaNodeBody node={option.node} anchor={anchor} level={level + 1} expandDepth={expandDepth} />
              </details>
            </li>
          );
        })}
      </ul>
    </StaticHtml>
  );
}
