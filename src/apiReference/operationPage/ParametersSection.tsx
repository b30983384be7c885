import * as React from 'react';
import type { ParameterLocation, ParametersByLocation } from '../../openapi/pageData';
import { translate } from '../../strings';
import { SCHEMA_EXPAND_DEPTH } from '../schemaTree/SchemaTree';
import { SchemaNodeItem } from '../schemaTree/SchemaNode';
import * as treeStyles from '../schemaTree/SchemaTree.module.css';
import { StaticHtml } from '../shared/StaticHtml';
import * as styles from './ParametersSection.module.css';
import { parameterNode } from '../shared/parameterNode';
import { NamedExamples } from '../schemaTree/NamedExamples';

export interface ParametersSectionProps {
  readonly parameters: ParametersByLocation;
}

export const PARAMETERS_HEADING_ID = 'parameters';
const LOCATIONS: readonly ParameterLocation[] = ['path', 'query', 'header', 'cookie'];

/** Element id of a location's heading: 'parameters-query'. */
export function parameterGroupId(location: ParameterLocation): string {
  return `${PARAMETERS_HEADING_ID}-${location}`;
}

/** Parameters grouped by where they go (path, query, header, cookie), each a deep-link target; each group's list hydrates as one element (StaticHtml). */
export function ParametersSection({ parameters }: ParametersSectionProps): React.ReactElement | null {
  const groups = LOCATIONS.filter((location) => parameters[location].length > 0);
  if (groups.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={PARAMETERS_HEADING_ID}>
      <h2 id={PARAMETERS_HEADING_ID}>{translate('api.parameters.title')}</h2>
      {groups.map((location) => (
        <div key={location} className={styles.group}>
          <h3 id={parameterGroupId(location)}>{translate(`api.parameters.${location}`)}</h3>
          <StaticHtml as="ul" className={`${styles.list} ${treeStyles.items}`}>
            {parameters[location].map((parameter) => (
              <SchemaNodeItem
                key={parameter.anchor}
                node={parameterNode(parameter)}
                level={1}
                expandDepth={SCHEMA_EXPAND_DEPTH}
                anchor={parameter.anchor}
                extra={parameter.examples && <NamedExamples examples={parameter.examples} />}
              />
            ))}
          </StaticHtml>
        </div>
      ))}
    </section>
  );
}
