/** What the authentication control and its lazily loaded fields take (apart, so that neither file imports the other's). */
import type { SecurityRequirementData } from '../../openapi/pageData';

export interface AuthenticationControlProps {
  readonly apiId: string;
  /** The operation's security requirements; the samples send the first. */
  readonly security: readonly SecurityRequirementData[];
}
