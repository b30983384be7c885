import React from 'react';
import type { HeadFC } from 'gatsby';
import { Seo } from '../shell/Seo';
import * as styles from './pages.module.css';

const DESCRIPTION = 'A stand-alone page written as a React component, outside the guide and the API reference.';

export default function MyReactPage(): JSX.Element {
  return (
    <div className={styles.page}>
      <h1>My React page</h1>
      <p>
        This page is a React component in <code>src/pages/my-react-page.tsx</code>. Gatsby turns every component in{' '}
        <code>src/pages/</code> into a route named after its file, and the page shell (navbar, footer, colour mode) is added
        around it automatically.
      </p>
      <p>Use a React page when a page needs interaction or layout that Markdown cannot express, such as a landing page.</p>
    </div>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="My React page" description={DESCRIPTION} pathname={location.pathname} />;
