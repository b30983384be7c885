import * as React from 'react';
import type { SchemaNode } from '../../openapi/types';
import { apiText } from '../apiText';
import { formatConstraints, formatValue } from '../formatSchema';
import { HtmlContent } from '../HtmlContent';
import * as styles from './SchemaTree.module.css';

export interface SchemaFactsProps {
  readonly node: SchemaNode;
}

/** What a node says about its values: description, allowed values, default, example, constraints. */
export function SchemaFacts({ node }: SchemaFactsProps): React.ReactElement | null {
  const constraints = formatConstraints(node.constraints);
  const hasFacts =
    node.descriptionHtml || node.enum || node.default !== undefined || node.example !== undefined || constraints.length > 0;
  if (!hasFacts && !node.truncated) return null;
  return (
    <div className={styles.facts}>
      {node.descriptionHtml && <HtmlContent html={node.descriptionHtml} />}
      {constraints.length > 0 && (
        <p className={styles.fact}>
          {constraints.map((text) => (
            <code key={text} className={styles.constraint}>
              {text}
            </code>
          ))}
        </p>
      )}
      {node.enum && (
        <p className={styles.fact}>
          {apiText('api.schema.enum')}{' '}
          {node.enum.map((value, index) => (
            <code key={index} className={styles.value}>
              {formatValue(value)}
            </code>
          ))}
        </p>
      )}
      {node.default !== undefined && (
        <p className={styles.fact}>
          {apiText('api.schema.default')} <code className={styles.value}>{formatValue(node.default)}</code>
        </p>
      )}
      {node.example !== undefined && (
        <p className={styles.fact}>
          {apiText('api.schema.example')} <code className={styles.value}>{formatValue(node.example)}</code>
        </p>
      )}
      {node.truncated && <p className={styles.fact}>{apiText('api.schema.truncated')}</p>}
    </div>
  );
}
