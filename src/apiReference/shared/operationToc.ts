/**
 * The headings an operation page renders, in order, for the table of contents (levels 2 and 3,
 * as the site's TOC setting asks). Ids match the ones the components put on their headings.
 */
import type { OperationPageData, ParameterLocation } from '../../openapi/pageData';
import { translate } from '../../strings';

export interface OperationTocEntry {
  readonly id: string;
  readonly title: string;
  readonly level: 2 | 3;
}

export const REQUEST_SAMPLES_HEADING_ID = 'request-samples';
const LOCATIONS: readonly ParameterLocation[] = ['path', 'query', 'header', 'cookie'];

export function operationToc(operation: OperationPageData): OperationTocEntry[] {
  const entries: OperationTocEntry[] = [];
  const groups = LOCATIONS.filter((location) => operation.parameters[location].length > 0);
  if (groups.length > 0) {
    entries.push({ id: 'parameters', title: translate('api.parameters.title'), level: 2 });
    for (const location of groups) {
      entries.push({ id: `parameters-${location}`, title: translate(`api.parameters.${location}`), level: 3 });
    }
  }
  if (operation.requestBody) entries.push({ id: 'request-body', title: translate('api.requestBody.title'), level: 2 });
  if (operation.codeSamples.length > 0) {
    entries.push({ id: REQUEST_SAMPLES_HEADING_ID, title: translate('api.samples.title'), level: 2 });
  }
  if (operation.responses.length > 0) {
    entries.push({ id: 'responses', title: translate('api.responses.title'), level: 2 });
    for (const response of operation.responses) {
      entries.push({
        id: response.anchor,
        title: response.status === 'default' ? translate('api.response.default') : response.status,
        level: 3,
      });
    }
  }
  if (operation.callbacks && operation.callbacks.length > 0) {
    entries.push({ id: 'callbacks', title: translate('api.callbacks.title'), level: 2 });
    for (const callback of operation.callbacks) entries.push({ id: callback.anchor, title: callback.name, level: 3 });
  }
  return entries;
}
