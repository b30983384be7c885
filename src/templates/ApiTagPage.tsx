import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { ApiLayout } from '../apiReference/shared/ApiLayout';
import { TagPage } from '../apiReference/index/TagPage';
import type { ApiTagPageContext } from '../apiReference/shared/pageContext';
import { Seo } from '../shell/Seo';
import { translate } from '../strings';

/** A tag's page of a large API's split index (src/apiReference/routes/tagPages.ts): all it shows is in its context. */
export default function ApiTagPage({ pageContext }: PageProps<object, ApiTagPageContext>): JSX.Element {
  return (
    <ApiLayout context={pageContext} toc={[]}>
      <TagPage tag={pageContext.tag} />
    </ApiLayout>
  );
}

export const Head = ({ pageContext, location }: HeadProps<object, ApiTagPageContext>): JSX.Element => (
  <Seo title={translate('api.tag.title', { tag: pageContext.tag.label, api: pageContext.tag.apiLabel })} pathname={location.pathname} />
);
