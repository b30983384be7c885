/** Issue 43: every body an operation documents can be sent by the samples; the samples pane and the request body's pickers share the choice. */
import * as React from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useRequestChoice } from '../../../../src/apiReference/samplesPane/requestChoice';
import { OperationPage } from '../../../../src/apiReference/operationPage/OperationPage';
import { resetLanguageChoice } from '../../../../src/apiReference/samplesPane/languageChoice';
import { normaliseApi } from '../../../../src/openapi/normalise';
import type { OpenApiV3Document } from '../../../../src/openapi/document';
import type { OperationPageData } from '../../../../src/openapi/pageData';

const document = {
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1' },
  servers: [{ url: 'https://api.example.com' }],
  paths: {
    '/pets': {
      post: {
        operationId: 'addPet',
        requestBody: {
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/Pet' } },
            'application/x-www-form-urlencoded': { examples: { small: { summary: 'A small pet', value: { name: 'Mo' } }, big: { value: { name: 'Rex' } } } },
          },
        },
        responses: { '204': { description: 'none' } },
      },
    },
    '/search': {
      get: {
        operationId: 'search',
        parameters: [{ name: 'q', in: 'query', examples: { boiler: { summary: 'Boilers', value: 'boiler' }, pump: { summary: 'Pumps', value: 'pump & co' } } }],
        responses: { '204': { description: 'none' } },
      },
    },
    '/plain': { post: { operationId: 'plain', requestBody: { content: { 'text/plain': { example: 'hi' } } }, responses: { '204': { description: 'none' } } } },
  },
  components: {
    schemas: {
      Pet: {
        type: 'object',
        required: ['petType'],
        properties: { petType: { type: 'string' } },
        discriminator: { propertyName: 'petType', mapping: { cat: '#/components/schemas/Cat', dog: '#/components/schemas/Dog' } },
        oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }],
      },
      Cat: { allOf: [{ $ref: '#/components/schemas/Pet' }, { type: 'object', properties: { lives: { type: 'integer', example: 9 } } }] },
      Dog: { allOf: [{ $ref: '#/components/schemas/Pet' }, { type: 'object', properties: { bark: { type: 'boolean', example: true } } }] },
    },
  },
} as unknown as OpenApiV3Document;
const api = normaliseApi(document, { id: 'pets', file: '/pets.json', schemaPages: false });
const operation = (id: string): OperationPageData => api.operations.find((op) => op.operationId === id) as OperationPageData;
const shownCode = (): string => screen.getAllByRole('tabpanel').find((panel) => panel.closest('[data-samples-pane]') && !panel.hidden)?.textContent ?? '';

beforeEach(() => {
  resetLanguageChoice();
  window.localStorage.clear();
});

describe('the request body the samples send', () => {
  it('offers every example of every media type, grouped by media type, and the samples follow the choice', async () => {
    render(<OperationPage operation={operation('addPet')} />);
    const body = (await screen.findByLabelText('Body:')) as HTMLSelectElement;
    expect([...body.querySelectorAll('optgroup')].map((group) => [group.label, [...group.querySelectorAll('option')].map((option) => option.text)])).toEqual([
      ['application/json', ['Cat (petType: cat)', 'Dog (petType: dog)']],
      ['application/x-www-form-urlencoded', ['A small pet', 'big']],
    ]);
    expect(shownCode()).toContain('"petType": "cat"');
    fireEvent.change(body, { target: { value: '1' } });
    await waitFor(() => expect(shownCode()).toContain('"petType": "dog"'));
    expect(shownCode()).toContain('"bark": true');
    fireEvent.change(body, { target: { value: '2' } });
    await waitFor(() => expect(shownCode()).toContain('name=Mo'));
    expect(shownCode()).toContain('Content-Type: application/x-www-form-urlencoded');
  });

  it('is the example the request body section shows: choosing there changes the samples, and the reverse', async () => {
    const { container } = render(<OperationPage operation={operation('addPet')} />);
    const body = (await screen.findByLabelText('Body:')) as HTMLSelectElement;
    const pickers = within(container.querySelector('section[aria-labelledby="request-body"]') as HTMLElement).getAllByLabelText(
      'Example:',
    ) as HTMLSelectElement[];
    expect(pickers.map((picker) => picker.value)).toEqual(['0', '0']);
    fireEvent.change(pickers[1] as HTMLSelectElement, { target: { value: '1' } });
    expect(body.value).toBe('3');
    await waitFor(() => expect(shownCode()).toContain('name=Rex'));
    fireEvent.change(body, { target: { value: '1' } });
    expect((pickers[0] as HTMLSelectElement).value).toBe('1');
  });

  it('opens and marks the schema branch of the variant chosen, not before a choice', async () => {
    const { container } = render(<OperationPage operation={operation('addPet')} />);
    const body = await screen.findByLabelText('Body:');
    const dog = container.querySelector('[id="request-body.option-2"]') as HTMLElement;
    const cat = container.querySelector('[id="request-body.option-1"]') as HTMLElement;
    expect(cat.hasAttribute('data-chosen')).toBe(false);
    fireEvent.change(body, { target: { value: '1' } });
    await act(async () => Promise.resolve());
    expect(dog.hasAttribute('data-chosen')).toBe(true);
    expect((dog.querySelector('details') as HTMLDetailsElement).open).toBe(true);
    fireEvent.change(body, { target: { value: '0' } });
    await act(async () => Promise.resolve());
    expect([cat.hasAttribute('data-chosen'), dog.hasAttribute('data-chosen')]).toEqual([true, false]);
  });

  it('offers each named example of a parameter; the samples send the one chosen, encoded', async () => {
    render(<OperationPage operation={operation('search')} />);
    const parameter = (await screen.findByLabelText('q (query):')) as HTMLSelectElement;
    expect([...parameter.options].map((option) => option.text)).toEqual(['Boilers', 'Pumps']);
    expect(shownCode()).toContain('q=boiler');
    fireEvent.change(parameter, { target: { value: '1' } });
    await waitFor(() => expect(shownCode()).toContain('q=pump%20%26%20co'));
  });

  it('offers no choice for one body and one way to authenticate', async () => {
    render(<OperationPage operation={operation('plain')} />);
    await act(async () => Promise.resolve());
    expect(screen.queryByLabelText('Body:')).toBeNull();
    expect(screen.queryByLabelText('Authentication:')).toBeNull();
  });
});

describe('useRequestChoice', () => {
  it('starts each operation from its first pair', () => {
    const seen: number[] = [];
    function Probe({ op }: { readonly op: OperationPageData }): null {
      const choice = useRequestChoice(op);
      seen.push(choice.body);
      React.useEffect(() => {
        if (op.operationId === 'addPet' && choice.body === 0) choice.choose({ body: 2 });
      });
      return null;
    }
    const view = render(<Probe op={operation('addPet')} />);
    view.rerender(<Probe op={operation('plain')} />);
    expect(seen).toEqual([0, 2, 0]);
  });

  it('is one object per choice, not per render (the pickers and the samples memoise on it)', () => {
    const seen: ReturnType<typeof useRequestChoice>[] = [];
    function Probe({ op }: { readonly op: OperationPageData; readonly render: number }): null {
      seen.push(useRequestChoice(op));
      return null;
    }
    const op = operation('addPet');
    const view = render(<Probe op={op} render={1} />);
    view.rerender(<Probe op={op} render={2} />);
    expect(seen[1]).toBe(seen[0]);
    act(() => seen[1]?.choose({ body: 1 }));
    expect(seen).toHaveLength(3);
    expect(seen[2]).not.toBe(seen[1]);
    expect(seen[2]?.body).toBe(1);
  });
});
