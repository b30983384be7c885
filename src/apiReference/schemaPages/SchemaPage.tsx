import * as React from 'react';
import type { SchemaPageData, SchemaUseData, UsagePlace } from '../../openapi/pageData';
import { translate } from '../../strings';
import { Link } from '../../ui/LocaleLink';
import { MethodBadge } from '../../ui/MethodBadge';
// HtmlContent before ExamplePicker, as on the operation page: one CSS order for every page
// (src/node/webpack/cssOrder.ts).
import { HtmlContent } from '../shared/HtmlContent';
import { ExamplePicker } from '../shared/ExamplePicker';
import { StaticHtml } from '../shared/StaticHtml';
import { SchemaTree } from '../schemaTree/SchemaTree';
import { SchemaLinksProvider, useSchemaLinks } from '../schemaTree/schemaLinks';
import { operationRouteIn, schemaRoute } from '../routes/schemaPages';
import { DeprecatedMark } from '../../ui/DeprecatedMark';
import * as header from '../operationPage/OperationHeader.module.css';
import * as page from '../operationPage/OperationPage.module.css';

export interface SchemaPageProps {
  readonly schema: SchemaPageData;
  /** The API's index route: operation and schema pages are below it. */
  readonly apiRoute: string;
  /** Shown under the title: "New in 1.1" / "Changed in 1.1" (the API's changelog, decision 0021). */
  readonly mark?: React.ReactNode;
}

/** Ids of the page's sections (its table of contents, deep links); the tree's properties are `schema.{path}`. */
export const SCHEMA_PAGE_IDS = { definition: 'definition', tree: 'schema', example: 'example', usedBy: 'used-by', referencedBy: 'referenced-by' } as const;

/** The table of contents of a schema page: the sections it renders. */
export function schemaPageToc(schema: SchemaPageData): { id: string; title: string; level: number }[] {
  return [
    { id: SCHEMA_PAGE_IDS.definition, title: translate('api.schemaPage.definition'), level: 2 },
    ...(schema.examples.length > 0 ? [{ id: SCHEMA_PAGE_IDS.example, title: translate('api.schemaPage.example'), level: 2 }] : []),
    { id: SCHEMA_PAGE_IDS.usedBy, title: translate('api.schemaPage.usedBy'), level: 2 },
    ...(schema.referencedBy.length > 0 ? [{ id: SCHEMA_PAGE_IDS.referencedBy, title: translate('api.schemaPage.referencedBy'), level: 2 }] : []),
  ];
}

/**
 * A named schema's page (issue 24): what it is, its folded tree (as on operation pages, with deep
 * links and links to the other schemas it shows), an example, and "Used by": every operation using
 * it, with where (parameters, request body, a response's status, a callback) and, for a use through
 * another schema, that schema. The lists of links never change: each hydrates as one element (StaticHtml).
 */
export function SchemaPage({ schema, apiRoute, mark }: SchemaPageProps): React.ReactElement {
  return (
    <SchemaLinksProvider links={schema.schemaLinks} apiRoute={apiRoute}>
      <div data-schema={schema.name}>
        <h1 className={page.title}>{schema.name}</h1>
        {mark}
        {schema.title && <p>{schema.title}</p>}
        {schema.deprecated && (
          <p className={header.deprecated} role="note">
            <strong>{translate('api.deprecated')}.</strong> {translate('api.schemaPage.deprecated.notice')}
          </p>
        )}
        {schema.descriptionHtml && <HtmlContent html={schema.descriptionHtml} className={page.description} />}

        <section aria-labelledby={SCHEMA_PAGE_IDS.definition}>
          <h2 id={SCHEMA_PAGE_IDS.definition}>{translate('api.schemaPage.definition')}</h2>
          <SchemaTree node={schema.tree} anchor={SCHEMA_PAGE_IDS.tree} />
        </section>

        {schema.examples.length > 0 && (
          <section aria-labelledby={SCHEMA_PAGE_IDS.example}>
            <h2 id={SCHEMA_PAGE_IDS.example}>{translate('api.schemaPage.example')}</h2>
            <ExamplePicker examples={schema.examples} idPrefix={SCHEMA_PAGE_IDS.example} />
          </section>
        )}

        <section aria-labelledby={SCHEMA_PAGE_IDS.usedBy}>
          <h2 id={SCHEMA_PAGE_IDS.usedBy}>{translate('api.schemaPage.usedBy')}</h2>
          {schema.usedBy.length === 0 ? (
            <p>{translate('api.schemaPage.usedBy.none', { name: schema.name })}</p>
          ) : (
            <>
              <p>{translate('api.schemaPage.usedBy.lead', { name: schema.name })}</p>
              <StaticHtml as="ul">
                {schema.usedBy.map((use) => (
                  <UseItem key={use.slug} use={use} apiRoute={apiRoute} />
                ))}
              </StaticHtml>
            </>
          )}
        </section>

        {schema.referencedBy.length > 0 && (
          <section aria-labelledby={SCHEMA_PAGE_IDS.referencedBy}>
            <h2 id={SCHEMA_PAGE_IDS.referencedBy}>{translate('api.schemaPage.referencedBy')}</h2>
            <StaticHtml as="ul">
              {schema.referencedBy.map((other) => (
                <li key={other.name}>
                  <Link to={schemaRoute(apiRoute, other.slug)}>
                    <code>{other.name}</code>
                  </Link>
                </li>
              ))}
            </StaticHtml>
          </section>
        )}
      </div>
    </SchemaLinksProvider>
  );
}

function UseItem({ use, apiRoute }: { readonly use: SchemaUseData; readonly apiRoute: string }): React.ReactElement {
  // Text in single strings, one line per operation: a schema used by hundreds of operations (a user
  // object in GitHub's description) keeps its page within the published-bytes budget (decision 0025).
  return (
    <li>
      <Link to={operationRouteIn(apiRoute, use.slug)}>
        <MethodBadge method={use.method} />
        {` ${use.title}`}
      </Link>
      {/* A space before the deprecated mark, so the title and the mark are apart when read or copied (the mark's margin is narrowed to match, OperationPage.module.css). */}
      {use.deprecated && (
        <>
          {' '}
          <DeprecatedMark word="api.index.deprecated" />
        </>
      )}{' '}
      <code>{use.path}</code>
      <Places places={use.places} />
    </li>
  );
}

/** A use's places with the responses used through the same schema as one: 'responses 400, 401, 403 through ErrorResponse'. */
export interface PlaceGroup extends UsagePlace {
  /** Two or more responses' statuses. */
  readonly statuses?: readonly string[];
}

export function groupPlaces(places: readonly UsagePlace[]): PlaceGroup[] {
  const groups: { -readonly [K in keyof PlaceGroup]: PlaceGroup[K] }[] = [];
  for (const place of places) {
    const same = place.in === 'response' ? groups.find((group) => group.in === 'response' && group.via === place.via) : undefined;
    if (same) same.statuses = [...(same.statuses ?? [same.status ?? '']), place.status ?? ''];
    else groups.push({ ...place });
  }
  return groups;
}

/** 'response 200', 'request body through Location' (the schema a link when it has a page). */
export function placeLabel(place: PlaceGroup): string {
  if (place.in === 'response' && place.statuses) return translate('api.schemaPage.place.responses', { statuses: place.statuses.join(', ') });
  if (place.in === 'response') return translate('api.schemaPage.place.response', { status: place.status ?? '' });
  if (place.in === 'callback') return translate('api.schemaPage.place.callback', { name: place.callback ?? '' });
  return translate(place.in === 'request' ? 'api.schemaPage.place.request' : 'api.schemaPage.place.parameters');
}

/**
 * ': responses 400, 401 through ErrorResponse, request body': the text between the schemas as one
 * string each (adjacent strings would each be a text node, separated by `<!-- -->` in the HTML).
 */
function Places({ places }: { readonly places: readonly UsagePlace[] }): React.ReactElement {
  const linkOf = useSchemaLinks();
  const parts: React.ReactNode[] = [];
  let text = ': ';
  groupPlaces(places).forEach((place, index) => {
    text += `${index > 0 ? ', ' : ''}${placeLabel(place)}`;
    if (place.via === undefined) return;
    const viaRoute = linkOf(place.via);
    const via = <code>{place.via}</code>;
    parts.push(
      `${text} ${translate('api.schemaPage.place.through')} `,
      viaRoute ? (
        <Link key={index} to={viaRoute}>
          {via}
        </Link>
      ) : (
        <React.Fragment key={index}>{via}</React.Fragment>
      ),
    );
    text = '';
  });
  if (text) parts.push(text);
  return <>{parts}</>;
}
