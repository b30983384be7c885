import React from 'react';
import type { HeadFC } from 'gatsby';
import { Seo } from '../shell/Seo';
import { translate } from '../strings';
import * as styles from './pages.module.css';

export default function MyReactPage(): JSX.Element {
  return (
    <div className={styles.page}>
      <h1>{translate('reactPage.title')}</h1>
      <p>
        {translate('reactPage.intro.before')}
        <code>src/pages/my-react-page.tsx</code>
        {translate('reactPage.intro.middle')}
        <code>src/pages/</code>
        {translate('reactPage.intro.after')}
      </p>
      <p>{translate('reactPage.when')}</p>
    </div>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={translate('reactPage.title')} description={translate('reactPage.description')} pathname={location.pathname} />
);
