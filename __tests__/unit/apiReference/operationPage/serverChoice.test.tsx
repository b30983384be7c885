/** Issue 24: the reader's server and variables change the URL line and every request sample, and are remembered per API. */
import * as React from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { resetServerChoice } from '../../../../src/apiReference/operationPage/serverChoice';
import { OperationPage } from '../../../../src/apiReference/operationPage/OperationPage';
import { normaliseApi } from '../../../../src/openapi/normalise';
import type { OperationPageData } from '../../../../src/openapi/pageData';
import { readFixture } from '../../../support/fixtures';

const api = normaliseApi(readFixture('callbacks-deprecations.json'), { id: 'hooks', file: '/hooks.json' });
const operation = (slug: string): OperationPageData => api.operations.find((op) => op.slug === slug) as OperationPageData;
const urlLine = (container: HTMLElement) => container.querySelector('p > code')?.textContent;
const curl = () => screen.getAllByText(/curl --request/)[0]?.textContent ?? '';

beforeEach(() => {
  window.localStorage.clear();
  resetServerChoice();
});

describe('servers and variables', () => {
  it('the engine lists the servers that apply with their variables, and the base the samples use', () => {
    expect(operation('create-subscription').servers?.map((server) => server.url)).toEqual([
      'https://{tenant}.{region}.hooks.example.com/v1',
      'https://sandbox.hooks.example.com/v1',
    ]);
    expect(operation('create-subscription').servers?.[0]?.variables).toEqual([
      { name: 'tenant', default: 'acme', descriptionHtml: "<p>Your tenant's name.</p>" },
      { name: 'region', default: 'eu', enum: ['eu', 'us'] },
    ]);
    // Every generated sample records where the server sits; the document's own samples do not.
    const samples = operation('create-subscription').codeSamples;
    expect(samples.filter((sample) => !sample.origin).every((sample) => (sample.slots?.length ?? 0) > 0)).toBe(true);
    // An operation without a choice carries no slots (page data stays as small as before).
    expect(api.operations.filter((op) => !op.servers).flatMap((op) => op.codeSamples.filter((sample) => sample.slots))).toEqual([]);
    // A webhook is not called at a server.
    expect(operation('thing-retired').servers).toBeUndefined();
  });

  it('choosing a variable value rewrites the URL line and the samples; the choice holds on another operation page', async () => {
    const { container, unmount } = render(<OperationPage operation={operation('create-subscription')} />);
    expect(urlLine(container)).toBe('https://acme.eu.hooks.example.com/v1/subscriptions');
    expect(curl()).toContain('--url https://acme.eu.hooks.example.com/v1/subscriptions ');
    const chooser = screen.getByRole('group', { name: 'Server' });
    fireEvent.change(within(chooser).getByLabelText('region'), { target: { value: 'us' } });
    fireEvent.change(within(chooser).getByLabelText('tenant'), { target: { value: 'globex' } });
    expect(urlLine(container)).toBe('https://globex.us.hooks.example.com/v1/subscriptions');
    // The samples follow once the slot filler has loaded (its own chunk: chosenSamples.ts).
    await waitFor(() => expect(curl()).toContain('--url https://globex.us.hooks.example.com/v1/subscriptions '));
    expect(curl()).not.toContain('acme');
    unmount();
    const other = render(<OperationPage operation={operation('get-thing')} />);
    expect(urlLine(other.container)).toBe('https://globex.us.hooks.example.com/v1/things/{thingId}');
    expect(within(screen.getByRole('group', { name: 'Server' })).getByLabelText('region')).toHaveValue('us');
  });

  it('choosing another server applies to the samples; a typed value of any characters is placed encoded, never as code', async () => {
    const { container } = render(<OperationPage operation={operation('create-subscription')} />);
    const chooser = screen.getByRole('group', { name: 'Server' });
    fireEvent.change(within(chooser).getByLabelText('tenant'), { target: { value: "x'; rm -rf ~" } });
    await waitFor(() => expect(curl()).toContain("--url 'https://x%27;%20rm%20-rf%20~.eu.hooks.example.com/v1/subscriptions' "));
    expect(within(chooser).queryByRole('status')).toBeNull();
    fireEvent.change(within(chooser).getByLabelText('Send requests to'), { target: { value: '1' } });
    expect(urlLine(container)).toBe('https://sandbox.hooks.example.com/v1/subscriptions');
    await waitFor(() => expect(curl()).toContain('--url https://sandbox.hooks.example.com/v1/subscriptions '));
  });
});
