import { translate } from '../strings';

/** '1 result', '12 results': the status line of the search dialog and page. */
export function resultCount(count: number): string {
  return count === 1 ? translate('search.status.one') : translate('search.status.many', { count });
}
