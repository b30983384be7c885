/** How a response's status reads and is coloured, on the operation page (responses, callbacks) and in the samples pane. */
import { translate } from '../../strings';

/** 'default' reads as 'Default response'; codes and ranges ('404', '4XX') as written. */
export function responseTitle(status: string): string {
  return status === 'default' ? translate('api.response.default') : status;
}

/** The status class a response is coloured by: '2xx'…'5xx', or 'default'. */
export function statusClass(status: string): string {
  return /^[1-5]/.test(status) ? `${status[0]}xx` : 'default';
}
