/** A tag's page of a split API index (decision 0025): its operations, nested tags, parent and the way back. */
import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { TagPage } from '../../../../src/apiReference/index/TagPage';

test('lists the tag’s operations as the index would, links its nested tags and its parent, and leads back to its section of the index', () => {
  render(
    <TagPage
      tag={{
        apiLabel: 'GitHub API',
        apiRoute: '/docs/api/github',
        label: 'Branches',
        slug: 'branches',
        descriptionHtml: '<p>Protect branches.</p>',
        operations: [
          {
            route: '/docs/api/github/repos-get-branch',
            method: 'GET',
            title: 'Get a branch',
            path: '/repos/{owner}/{repo}/branches/{branch}',
            deprecated: true,
          },
        ],
        children: [{ label: 'Protection', route: '/docs/api/github/tags/protection', operations: 12 }],
        parent: { label: 'Repositories', route: '/docs/api/github/tags/repos' },
      }}
    />,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Branches' })).toBeInTheDocument();
  expect(screen.getByText('Protect branches.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Get a branch/ })).toHaveAttribute('href', '/docs/api/github/repos-get-branch');
  expect(screen.getByText('/repos/{owner}/{repo}/branches/{branch}')).toBeInTheDocument();
  expect(screen.getByText('Deprecated')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All groups of GitHub API' })).toHaveAttribute('href', '/docs/api/github#branches');
  expect(screen.getByRole('link', { name: 'Part of Repositories' })).toHaveAttribute('href', '/docs/api/github/tags/repos');
  expect(screen.getByRole('heading', { level: 2, name: 'Groups within Branches' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'The 12 operations of Protection' })).toHaveAttribute('href', '/docs/api/github/tags/protection');
});
