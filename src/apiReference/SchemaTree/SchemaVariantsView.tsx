import * as React from 'react';
import type { SchemaVariants } from '../../openapi/types';
import { apiText } from '../apiText';
import { SchemaFacts } from './SchemaFacts';
import { SchemaNodeList } from './SchemaNodeList';
import { SchemaTypeLine } from './SchemaTypeLine';
import * as styles from './SchemaTree.module.css';

export interface SchemaVariantsViewProps {
  readonly variants: SchemaVariants;
  readonly level: number;
  readonly expandDepth: number;
}

/** `oneOf`/`anyOf` choices, each collapsible, with the discriminator value that selects it. */
export function SchemaVariantsView({ variants, level, expandDepth }: SchemaVariantsViewProps): React.ReactElement {
  const discriminator = variants.discriminator;
  const valueFor = (schemaName: string | undefined): string | undefined =>
    discriminator?.mapping && schemaName !== undefined
      ? Object.entries(discriminator.mapping).find(([, target]) => target === schemaName)?.[0]
      : undefined;
  return (
    <div className={styles.variants}>
      <p className={styles.variantsTitle}>
        {apiText(variants.kind === 'oneOf' ? 'api.schema.oneOf' : 'api.schema.anyOf')}
        {discriminator && (
          <>
            {' — '}
            {apiText('api.schema.discriminator', { property: discriminator.propertyName })}
          </>
        )}
      </p>
      <ul className={styles.list}>
        {variants.options.map((option, index) => {
          const value = valueFor(option.node.refName);
          const hasBody = Boolean(option.node.children || option.node.variants);
          return (
            <li key={`${option.title}-${index}`} className={styles.item}>
              <details className={styles.branch} open={level < expandDepth}>
                <summary className={styles.summary}>
                  <span className={styles.optionTitle}>{option.title}</span>
                  {discriminator && value !== undefined && (
                    <code className={styles.value}>
                      {apiText('api.schema.discriminatorValue', { property: discriminator.propertyName, value })}
                    </code>
                  )}
                </summary>
                <div className={styles.row}>
                  <SchemaTypeLine node={option.node} />
                </div>
                <SchemaFacts node={option.node} />
                {hasBody && option.node.children && (
                  <SchemaNodeList nodes={option.node.children} level={level + 1} expandDepth={expandDepth} />
                )}
                {hasBody && option.node.variants && (
                  <SchemaVariantsView variants={option.node.variants} level={level + 1} expandDepth={expandDepth} />
                )}
              </details>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
