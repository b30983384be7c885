/** The API overview page's body (its template, src/templates/ApiOverviewPage.tsx, only queries and composes). */
import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
import { ApiOverview, overviewLabels, overviewToc, type ApiOverviewSpec } from '../../../../src/apiReference/overview/ApiOverview';

const spec = (apiId: string, label: string, extra: Partial<ApiOverviewSpec> = {}): ApiOverviewSpec =>
  ({
    apiId,
    label,
    version: '1.2',
    openapiVersion: '3.1.0',
    changelogRoute: null,
    descriptionHtml: null,
    servers: [],
    securitySchemes: [],
    file: `/${apiId}.json`,
    route: `/docs/api/${apiId}`,
    tags: [{ name: 'Assets', label: 'Assets', slug: 'assets', route: `/docs/api/${apiId}#assets`, operationCount: 1 }],
    schemas: [],
    ...extra,
  }) as unknown as ApiOverviewSpec;

const portal = spec('portal-api', 'Portal API', {
  servers: [{ url: 'https://api.example.com', template: null, descriptionHtml: null, variables: null }],
  securitySchemes: [{ name: 'bearer', type: 'http', scheme: 'bearer', bearerFormat: 'JWT', in: null, paramName: null, descriptionHtml: null }],
  schemas: [{ name: 'Asset', slug: 'asset', deprecated: true }],
} as Partial<ApiOverviewSpec>);
const work = spec('work-api', 'Work API');

describe('the API overview', () => {
  it('has a table of contents: each API, its sections below it, Schemas only where it has some', () => {
    expect(overviewToc([portal, work]).map((entry) => `${entry.level} ${entry.id}`)).toEqual([
      '2 portal-api',
      '3 portal-api-servers',
      '3 portal-api-authentication',
      '3 portal-api-download',
      '3 portal-api-tags',
      '3 portal-api-schemas',
      '2 work-api',
      '3 work-api-servers',
      '3 work-api-authentication',
      '3 work-api-download',
      '3 work-api-tags',
    ]);
  });

  it('names the APIs in one phrase', () => {
    expect(overviewLabels([portal, work])).toBe('Portal API and the Work API');
  });

  it('renders a section per API with the ids the table of contents links to', () => {
    const { container } = render(<ApiOverview title="APIs" specs={[portal, work]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'APIs' })).toBeInTheDocument();
    const ids = overviewToc([portal, work]).map((entry) => entry.id);
    expect(ids.filter((id) => !container.querySelector(`[id="${id}"]`))).toEqual([]);
    const portalSection = screen.getByRole('region', { name: 'Portal API' });
    expect(within(portalSection).getByText('https://api.example.com')).toBeInTheDocument();
    expect(within(portalSection).getByText('Asset').closest('a')).toHaveAttribute('href', '/docs/api/portal-api/schemas/asset');
    expect(within(screen.getByRole('region', { name: 'Work API' })).getByText(/The document names no server/)).toBeInTheDocument();
  });
});
