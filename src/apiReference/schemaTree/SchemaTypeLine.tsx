import * as React from 'react';
import type { SchemaNode } from '../../openapi/pageData';
import { typeLabelParts } from '../../openapi/schemaLinks';
import { translate } from '../../strings';
import { DeprecatedMark } from '../../ui/DeprecatedMark';
import { Link } from '../../ui/LocaleLink';
import { useSchemaLinks } from './schemaLinks';
import * as styles from './SchemaTree.module.css';

export interface SchemaTypeLineProps {
  readonly node: SchemaNode;
}

/**
 * 'object (Asset)', then the flags: required, nullable, read-only, write-only, deprecated, circular.
 * A named schema with a page of its own is a link to it ('array<Asset>' links Asset).
 */
export function SchemaTypeLine({ node }: SchemaTypeLineProps): React.ReactElement {
  const linkOf = useSchemaLinks();
  const showRef = node.refName !== undefined && !node.typeLabel.includes(node.refName);
  const refRoute = node.refName !== undefined ? linkOf(node.refName) : undefined;
  const flags = [
    node.required && <b key="required">{translate('api.schema.required')}</b>,
    node.nullable && <span key="nullable">{translate('api.schema.nullable')}</span>,
    node.readOnly && <span key="readOnly">{translate('api.schema.readOnly')}</span>,
    node.writeOnly && <span key="writeOnly">{translate('api.schema.writeOnly')}</span>,
    node.deprecated && <DeprecatedMark key="deprecated" word="api.schema.deprecated" look="flag" />,
    node.circular && <span key="circular">{`↻ ${translate('api.schema.circular', { name: node.refName ?? node.typeLabel })}`}</span>,
  ].filter((flag): flag is React.ReactElement => Boolean(flag));
  return (
    <>
      {/* The row's first span (`.row > span:first-of-type` in SchemaTree.module.css): no class. */}
      <span>
        {typeLabelParts(node.typeLabel, (name) => linkOf(name) !== undefined).map((part, index) =>
          part.schema ? (
            <Link key={index} to={linkOf(part.text) ?? ''}>
              {part.text}
            </Link>
          ) : (
            part.text
          ),
        )}
        {showRef && (
          <span className={styles.ref}>
            {' ('}
            {refRoute ? <Link to={refRoute}>{node.refName}</Link> : node.refName}
            {')'}
          </span>
        )}
      </span>
      {/* The flags carry no class (decision 0025, session 14's second round): SchemaTree.module.css styles
          the row's spans after the first as flags, `b` as "required" and `i` as "deprecated" (DeprecatedMark's
          flag), neither of which has a role or is spoken differently. */}
      {/* A space before each flag: the row is a flex container, where it shows nothing (its gap spaces the flags),
          but text read or copied from the row has its words apart ('string required', not 'stringrequired'). */}
      {flags.flatMap((flag) => [' ', flag])}
    </>
  );
}
