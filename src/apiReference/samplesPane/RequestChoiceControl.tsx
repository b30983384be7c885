import * as React from 'react';
import type { OperationPageData } from '../../openapi/pageData';
import { translate } from '../../strings';
import type { RequestChoice } from './requestChoice';
import * as styles from './SamplesPane.module.css';

export interface RequestChoiceControlProps {
  readonly choices: NonNullable<OperationPageData['requestChoices']>;
  readonly choice: RequestChoice;
  readonly onChoose: (change: Partial<RequestChoice>) => void;
}

/**
 * Which request the samples show (issue 43): the security alternative, when the operation accepts
 * several, the named example of each parameter that has several, and the body, when it has several media types, named examples or branches of a `oneOf`
 * (grouped by media type). Rendered once the page runs (SamplesPane): the HTML shows every example
 * in the request body section, and the samples for the first choice.
 */
export function RequestChoiceControl({ choices, choice, onChoose }: RequestChoiceControlProps): React.ReactElement {
  const id = React.useId();
  const bodies = choices.bodies ?? [];
  const mediaTypes = [...new Set(bodies.map((body) => body.mediaType))];
  const option = (index: number): React.ReactElement => (
    <option key={index} value={index}>
      {bodies[index]?.label}
    </option>
  );
  return (
    <div className={styles.choices}>
      {choices.security && (
        <p className={styles.choice}>
          <label htmlFor={`${id}-security`}>{translate('api.samples.security')}</label>{' '}
          <select
            id={`${id}-security`}
            className={styles.select}
            value={choice.security}
            onChange={(event) => onChoose({ security: Number(event.currentTarget.value) })}
          >
            {choices.security.map((label, index) => (
              <option key={index} value={index}>
                {label}
              </option>
            ))}
          </select>
        </p>
      )}
      {choices.parameters?.map((parameter, position) => (
        <p className={styles.choice} key={parameter.key}>
          <label htmlFor={`${id}-parameter-${position}`}>{translate('api.samples.parameter', { name: parameter.name, in: parameter.in })}</label>{' '}
          <select
            id={`${id}-parameter-${position}`}
            className={styles.select}
            value={choice.parameters?.[parameter.key] ?? 0}
            onChange={(event) => onChoose({ parameters: { ...choice.parameters, [parameter.key]: Number(event.currentTarget.value) } })}
          >
            {parameter.options.map((option, index) => (
              <option key={option.name} value={index}>
                {option.label}
              </option>
            ))}
          </select>
        </p>
      ))}
      {bodies.length > 1 && (
        <p className={styles.choice}>
          <label htmlFor={`${id}-body`}>{translate('api.samples.body')}</label>{' '}
          <select id={`${id}-body`} className={styles.select} value={choice.body} onChange={(event) => onChoose({ body: Number(event.currentTarget.value) })}>
            {mediaTypes.length > 1
              ? mediaTypes.map((mediaType) => (
                  <optgroup key={mediaType} label={mediaType}>
                    {bodies.flatMap((body, index) => (body.mediaType === mediaType ? [option(index)] : []))}
                  </optgroup>
                ))
              : bodies.map((_, index) => option(index))}
          </select>
        </p>
      )}
    </div>
  );
}
