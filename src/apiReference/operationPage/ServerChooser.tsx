import * as React from 'react';
import type { ServerChoiceData } from '../../openapi/pageData';
import { translate } from '../../strings';
import { useAfterHydration } from '../../lib/hydrated';
import { HtmlContent } from '../shared/HtmlContent';
import type { ServerChoice } from './serverChoice';

export interface ServerChooserProps {
  readonly servers: readonly ServerChoiceData[];
  readonly index: number;
  readonly values: Readonly<Record<string, string>>;
  readonly onChoose: (choice: ServerChoice) => void;
}

/**
 * The server a request goes to and its variables (issue 24): a choice among the servers that apply
 * and, for each variable, its allowed values as a choice or a text field showing its default. The
 * URL line and every request sample follow at once (OperationPage). Rendered once the page runs:
 * without JavaScript the page shows the first server with its defaults.
 */
export function ServerChooser({ servers, index, values, onChoose }: ServerChooserProps): React.ReactElement | null {
  const id = React.useId();
  // Only this component renders again once the page has hydrated, not the page around it (decision 0026).
  const running = useAfterHydration();
  const server = servers[index] ?? servers[0];
  if (!running || !server) return null;
  const setValue = (name: string, value: string): void => onChoose({ url: server.url, values: { ...values, [name]: value } });
  return (
    <fieldset>
      <legend>{translate('api.servers.title')}</legend>
      {servers.length > 1 && (
        <p>
          <label htmlFor={`${id}-server`}>{translate('api.servers.server')}</label>{' '}
          <select id={`${id}-server`} value={index} onChange={(event) => onChoose({ url: servers[Number(event.currentTarget.value)]?.url ?? '', values: {} })}>
            {servers.map((entry, position) => (
              <option key={entry.url} value={position}>
                {entry.url}
              </option>
            ))}
          </select>
        </p>
      )}
      {server.descriptionHtml && <HtmlContent html={server.descriptionHtml} />}
      {server.variables.map((variable) => {
        const fieldId = `${id}-${variable.name}`;
        const value = values[variable.name] ?? '';
        return (
          <div key={variable.name}>
            <label htmlFor={fieldId}>
              <code>{variable.name}</code>
            </label>{' '}
            {variable.enum ? (
              <select
                id={fieldId}
                value={value || variable.default || variable.enum[0]}
                onChange={(event) => setValue(variable.name, event.currentTarget.value)}
              >
                {variable.enum.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={fieldId}
                type="text"
                value={value}
                placeholder={variable.default}
                spellCheck={false}
                autoComplete="off"
                onChange={(event) => setValue(variable.name, event.currentTarget.value)}
              />
            )}
            {variable.descriptionHtml && <HtmlContent html={variable.descriptionHtml} />}
          </div>
        );
      })}
    </fieldset>
  );
}
