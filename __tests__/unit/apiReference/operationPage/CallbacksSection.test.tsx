/** Issue 24: an operation's callbacks after its responses, folded and deep-linkable. */
import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
import { CallbacksSection } from '../../../../src/apiReference/operationPage/CallbacksSection';
import { operationToc } from '../../../../src/apiReference/shared/operationToc';
import { normaliseApi } from '../../../../src/openapi/normalise';
import { readFixture } from '../../../support/fixtures';

const api = normaliseApi(readFixture('callbacks-deprecations.json') as never, { id: 'hooks', file: '/hooks.json' });
const subscribe = api.operations.find((operation) => operation.slug === 'create-subscription');

describe('callbacks', () => {
  it('the engine reads each callback: name, URL expression as written, method, description, body and responses, with anchors', () => {
    expect(subscribe?.callbacks).toHaveLength(1);
    const [callback] = subscribe?.callbacks ?? [];
    expect(callback).toMatchObject({ name: 'onEvent', anchor: 'callback-onEvent' });
    expect(callback?.operations[0]).toMatchObject({
      expression: '{$request.body#/callbackUrl}',
      method: 'POST',
      anchor: 'callback-onEvent-post',
      summary: 'An event happened',
      descriptionHtml: '<p>Sent once per <strong>event</strong>, within a minute.</p>',
    });
    expect(callback?.operations[0]?.responses.map((response) => response.anchor)).toEqual([
      'callback-onEvent-post-response-204',
      'callback-onEvent-post-response-410',
    ]);
    expect(api.operations.find((operation) => operation.slug === 'list-things')?.callbacks).toBeUndefined();
  });

  it('renders them folded after the responses, each part in the HTML with its id', () => {
    const { container } = render(<CallbacksSection callbacks={subscribe?.callbacks} />);
    const section = screen.getByRole('region', { name: 'Callbacks' });
    const fold = container.querySelector('details#callback-onEvent');
    expect(fold).not.toHaveAttribute('open');
    expect(within(fold?.querySelector('summary') as HTMLElement).getByText('onEvent')).toBeInTheDocument();
    expect(within(section).getAllByText('{$request.body#/callbackUrl}').length).toBeGreaterThan(0);
    const operation = container.querySelector('#callback-onEvent-post') as HTMLElement;
    expect(within(operation).getByText('POST')).toBeInTheDocument();
    expect(within(operation).getByText('event')).toContainHTML('strong');
    expect(operation.querySelector('[id="callback-onEvent-post-request-body.thing.oldCode"]')).toHaveTextContent(/oldCode.*deprecated/);
    expect(operation.querySelector('details#callback-onEvent-post-response-410 summary')).toHaveTextContent('410Gone: the subscription is cancelled');
  });

  it('the table of contents lists the section and each callback', () => {
    expect(operationToc(subscribe as NonNullable<typeof subscribe>).slice(-2)).toEqual([
      { id: 'callbacks', title: 'Callbacks', level: 2 },
      { id: 'callback-onEvent', title: 'onEvent', level: 3 },
    ]);
  });

  it('renders nothing without callbacks', () => {
    const { container } = render(<CallbacksSection callbacks={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
