/** Issue 24: a deprecated operation or schema is marked in search results in words, not by colour alone. */
import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { ResultLabel } from '../../../src/search/ResultLabel';

describe('ResultLabel', () => {
  it('marks a deprecated operation with the word, inside the result', () => {
    render(
      <ResultLabel
        record={{
          id: '1',
          kind: 'api',
          title: 'List work orders',
          url: '/docs/api/portal-api/list-work-orders',
          method: 'GET',
          path: '/work-orders',
          deprecated: true,
          excerpt: '',
        }}
        words={['work']}
      />,
    );
    expect(screen.getByText('deprecated')).toBeVisible();
  });

  it('shows no mark otherwise; a schema record is its name', () => {
    const { container } = render(
      <ResultLabel
        record={{ id: '2', kind: 'schema', title: 'Asset', url: '/docs/api/portal-api/schemas/asset', excerpt: 'A physical thing.' }}
        words={['asset']}
      />,
    );
    expect(container).not.toHaveTextContent('deprecated');
    expect(container).toHaveTextContent('Asset');
  });
});
