/** @jest-environment node */
import * as React from 'react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { OperationPage } from '../../../src/apiReference/OperationPage';
import { normaliseApi } from '../../../src/openapi/normalise';
import type { OpenApiV3Document } from '../../../src/openapi/types';
import { CopyButton } from '../../../src/ui/CopyButton';

const document = JSON.parse(
  readFileSync(path.join(__dirname, '../../fixtures/openapi/openapi-3.0.json'), 'utf8'),
) as OpenApiV3Document;
const api = normaliseApi(document, { id: 'portal-api', file: '/Portal-v1.json' });
const html = (slug: string): string => {
  const operation = api.operations.find((op) => op.slug === slug);
  if (!operation) throw new Error(slug);
  return renderToString(<OperationPage operation={operation} />);
};

describe('server-rendered operation pages (what readers without JavaScript get)', () => {
  it('contain the whole schema tree, the first two levels open', () => {
    const markup = html('create-work-order');
    expect(markup).toContain('>asset<');
    expect(markup).toContain('>categoryId<');
    expect(markup).toMatch(/<details[^>]*open=""[^>]*><summary[^>]*><span[^>]*>asset: <\/span>/);
  });

  it('show the first code sample and keep the others in hidden panels', () => {
    const markup = html('create-asset');
    expect(markup.match(/role="tabpanel"/g)).toHaveLength(5);
    expect(markup.match(/role="tabpanel"[^>]*hidden=""/g)).toHaveLength(4);
    expect(markup).toContain('curl --request POST');
  });

  it('never contain a live script from a description', () => {
    expect(html('list-assets')).not.toMatch(/<script/i);
  });

  it('hide copy buttons, which cannot work without JavaScript', () => {
    expect(renderToString(<CopyButton text="x" />)).toMatch(/^<span[^>]*hidden=""/);
  });
});
