import * as React from 'react';
import type { SecurityRequirementData } from '../../openapi/pageData';
import { translate } from '../../strings';
import * as styles from './SecurityRequirements.module.css';
import { describeScheme } from '../shared/schemeWords';

export interface SecurityRequirementsProps {
  /** Alternatives: any one of them is enough; an empty list means no authorization. */
  readonly security: readonly SecurityRequirementData[];
}

/** 'Authorization: bearerAuth (HTTP bearer) or apiKey (API key in header "X-Api-Key")'. */
export function SecurityRequirements({ security }: SecurityRequirementsProps): React.ReactElement {
  return (
    <p className={styles.security}>
      <span className={styles.label}>{translate('api.security.title')}:</span>{' '}
      {security.length === 0
        ? translate('api.security.none')
        : security.map((requirement, index) => (
            <React.Fragment key={index}>
              {index > 0 && ` ${translate('api.security.or')} `}
              {requirement.schemes.length === 0
                ? translate('api.security.optional')
                : requirement.schemes.map((scheme, position) => (
                    <React.Fragment key={scheme.name}>
                      {position > 0 && ` ${translate('api.security.and')} `}
                      <code className={styles.name}>{scheme.name}</code> ({describeScheme(scheme)}
                      {scheme.scopes.length > 0 && `; ${translate('api.security.scopes', { scopes: scheme.scopes.join(', ') })}`})
                    </React.Fragment>
                  ))}
            </React.Fragment>
          ))}
    </p>
  );
}
