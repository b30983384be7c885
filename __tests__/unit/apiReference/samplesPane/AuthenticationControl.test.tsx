/** Issue 43: the reader's own credentials in every sample, masked until shown, kept in the tab's memory per API, cleared on request. */
import * as React from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { credentialsOf, resetCredentials } from '../../../../src/apiReference/samplesPane/credentials';
import { OperationPage } from '../../../../src/apiReference/operationPage/OperationPage';
import { resetLanguageChoice } from '../../../../src/apiReference/samplesPane/languageChoice';
import { normaliseApi } from '../../../../src/openapi/normalise';
import { MASK } from '../../../../src/openapi/sampleSlots';
import type { OpenApiV3Document } from '../../../../src/openapi/document';
import type { OperationPageData } from '../../../../src/openapi/pageData';

const document = {
  openapi: '3.1.0',
  info: { title: 'Auth', version: '1' },
  servers: [{ url: 'https://api.example.com' }],
  components: {
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      basic: { type: 'http', scheme: 'basic' },
      key: { type: 'apiKey', in: 'query', name: 'api_key' },
      oauth: { type: 'oauth2', flows: { authorizationCode: { authorizationUrl: 'https://a', tokenUrl: 'https://t', scopes: { read: 'r' } } } },
    },
  },
  security: [{ bearer: [] }],
  paths: {
    '/a': { get: { operationId: 'first', responses: { '204': { description: 'none' } } } },
    '/b': { get: { operationId: 'second', responses: { '204': { description: 'none' } } } },
    '/c': { get: { operationId: 'basicAndKey', security: [{ basic: [], key: [] }, { oauth: ['read'] }], responses: { '204': { description: 'none' } } } },
    '/d': { get: { operationId: 'open', security: [], responses: { '204': { description: 'none' } } } },
  },
} as unknown as OpenApiV3Document;
const api = normaliseApi(document, { id: 'auth', file: '/auth.json' });
const operation = (id: string): OperationPageData => api.operations.find((op) => op.operationId === id) as OperationPageData;
const shownCode = (): string => screen.getByRole('tabpanel').querySelector('pre')?.textContent ?? '';

/** Opens the control as a browser does (jsdom has no summary activation): `open`, then the toggle event; the fields load. */
async function openControl(): Promise<HTMLElement> {
  const summary = await screen.findByText('Authentication');
  const details = summary.closest('details') as HTMLDetailsElement;
  details.open = true;
  fireEvent(details, new Event('toggle'));
  await within(details).findByText('Show values');
  return details;
}

beforeEach(() => {
  resetCredentials();
  resetLanguageChoice();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the Authentication control', () => {
  it('puts a token into the samples, masked until shown; the copy button copies the real value; kept on another page of the API; Clear forgets it', async () => {
    const page = render(<OperationPage operation={operation('first')} />);
    const control = await openControl();
    const input = within(control).getByLabelText('Bearer token (JWT)');
    expect(input).toHaveAttribute('type', 'password');
    expect(shownCode()).toContain('Bearer <token>');
    fireEvent.change(input, { target: { value: "s3cr'et" } });
    await screen.findByText(/your values are in the samples/);
    // The samples follow once the slot filler has loaded (its own chunk).
    await waitFor(() => expect(shownCode()).toContain(`Bearer ${MASK}`));
    expect(shownCode()).not.toContain('s3cr');
    // Copying the masked sample copies the real value.
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Copy code to clipboard' }));
    await act(async () => Promise.resolve());
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining(`'Authorization: Bearer s3cr'\\''et'`));
    fireEvent.click(within(control).getByLabelText('Show values'));
    expect(input).toHaveAttribute('type', 'text');
    expect(shownCode()).toContain(`'Authorization: Bearer s3cr'\\''et'`);
    // Nothing of it in storage: memory only.
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('s3cr');
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('s3cr');
    page.unmount();

    render(<OperationPage operation={operation('second')} />);
    const again = await openControl();
    expect(within(again).getByLabelText('Bearer token (JWT)')).toHaveValue("s3cr'et");
    expect(shownCode()).toContain('s3cr');
    fireEvent.click(within(again).getByRole('button', { name: 'Clear' }));
    expect(credentialsOf('auth').values).toEqual({});
    expect(shownCode()).toContain('Bearer <token>');
    expect(within(again).getByLabelText('Bearer token (JWT)')).toHaveValue('');
  });

  it('asks for basic’s user and password and an API key by its name and place; the other requirement is a choice of the samples', async () => {
    render(<OperationPage operation={operation('basicAndKey')} />);
    const control = await openControl();
    fireEvent.change(within(control).getByLabelText('User'), { target: { value: 'ada' } });
    fireEvent.change(within(control).getByLabelText('Password'), { target: { value: 'pw' } });
    fireEvent.change(within(control).getByLabelText('API key api_key (in the query)'), { target: { value: 'k&y' } });
    fireEvent.click(within(control).getByLabelText('Show values'));
    await waitFor(() => expect(shownCode()).toContain('api_key=k%26y'));
    expect(shownCode()).toContain(`Authorization: Basic ${Buffer.from('ada:pw').toString('base64')}`);
    expect(shownCode()).toContain('api_key=k%26y');
    // The other alternative (issue 43): chosen above the samples, its own field, the samples written for it.
    const alternative = screen.getByLabelText('Authentication:');
    expect([...(alternative as HTMLSelectElement).options].map((option) => option.text)).toEqual(['basic + key', 'oauth']);
    fireEvent.change(alternative, { target: { value: '1' } });
    await waitFor(() => expect(shownCode()).toContain('Authorization: Bearer <token>'));
    expect(shownCode()).not.toContain('api_key');
    const token = await within(control).findByLabelText('OAuth 2.0 access token');
    fireEvent.change(token, { target: { value: 'tok"en' } });
    await waitFor(() => expect(shownCode()).toContain(`'Authorization: Bearer tok"en'`));
    expect(control).toHaveTextContent('Scopes this operation asks for: read.');
    expect(within(control).queryByLabelText('User')).toBeNull();
  });

  it('is absent on an operation without security', async () => {
    render(<OperationPage operation={operation('open')} />);
    await act(async () => Promise.resolve());
    expect(screen.queryByText('Authentication')).toBeNull();
  });
});
