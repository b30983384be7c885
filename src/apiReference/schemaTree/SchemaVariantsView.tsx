import * as React from 'react';
import type { SchemaVariants } from '../../openapi/pageData';
import { translate } from '../../strings';
import { StaticHtml } from '../shared/StaticHtml';
import { SchemaNodeBody } from './SchemaNodeBody';
import * as styles from './SchemaTree.module.css';

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
