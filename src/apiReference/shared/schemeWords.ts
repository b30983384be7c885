import type { SecurityRequirementData } from '../../openapi/pageData';
import { translate } from '../../strings';

/** A security scheme in the page's words ('HTTP bearer', 'API key in header "X-Key"'), for the operation page, the overview and the Markdown twins. */
export function describeScheme(scheme: SecurityRequirementData['schemes'][number]): string {
  switch (scheme.type) {
    case 'http':
      return translate('api.security.type.http', { scheme: scheme.scheme ?? '' }).trim();
    case 'apiKey':
      return translate('api.security.type.apiKey', { in: scheme.in ?? '', paramName: scheme.paramName ?? '' });
    case 'oauth2':
      return translate('api.security.type.oauth2');
    case 'openIdConnect':
      return translate('api.security.type.openIdConnect');
    case 'mutualTLS':
      return translate('api.security.type.mutualTLS');
    default:
      return scheme.type;
  }
}
