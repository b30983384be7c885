/** One API of the site's settings (`api.specs[]`), as the API nodes, their history and their pages read it. */
export interface ApiSpecSettings {
  readonly id: string;
  readonly label: string;
  readonly file: string;
  /** `api.specs[].schemaPages`: false leaves the API without schema pages. Default true. */
  readonly schemaPages?: boolean;
  /** Earlier documents of the API, oldest first (decision 0021). */
  readonly history?: readonly { readonly file: string }[];
}
