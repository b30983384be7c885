import * as React from 'react';
import type { SchemaNode } from '../../openapi/pageData';
import { translate } from '../../strings';
import * as styles from './SchemaTree.module.css';

export interface SchemaTypeLineProps {
  readonly node: SchemaNode;
}

/** 'object (Asset)', then the flags: required, nullable, read-only, write-only, deprecated, circular. */
export function SchemaTypeLine({ node }: SchemaTypeLineProps): React.ReactElement {
  const showRef = node.refName !== undefined && !node.typeLabel.includes(node.refName);
  return (
    <>
      <span className={styles.type}>
        {node.typeLabel}
        {showRef && <span className={styles.ref}> ({node.refName})</span>}
      </span>
      {node.required && <span className={styles.required}>{translate('api.schema.required')}</span>}
      {node.nullable && <span className={styles.flag}>{translate('api.schema.nullable')}</span>}
      {node.readOnly && <span className={styles.flag}>{translate('api.schema.readOnly')}</span>}
      {node.writeOnly && <span className={styles.flag}>{translate('api.schema.writeOnly')}</span>}
      {node.deprecated && <span className={styles.deprecated}>{translate('api.schema.deprecated')}</span>}
      {node.circular && <span className={styles.flag}>↻ {translate('api.schema.circular', { name: node.refName ?? node.typeLabel })}</span>}
    </>
  );
}
