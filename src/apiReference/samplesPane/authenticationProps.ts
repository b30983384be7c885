/** What the authentication control and its lazily loaded fields take (apart, so that neither file imports the other's). */
import type { SecurityRequirementData } from '../../openapi/pageData';

export interface AuthenticationControlProps {
  readonly apiId: string;
  /** The operation's security requirements (alternatives). */
  readonly security: readonly SecurityRequirementData[];
  /** The alternative the samples send (the reader's choice: issue 43); the first by default. */
  readonly alternative?: number;
}
