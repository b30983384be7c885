/** Every user-visible string of the file-system pages (home, 404, samples), by id. {name} placeholders are filled by `translate`. */
export const pagesStrings = {
  'home.seoTitle': 'Home',
  'home.lead':
    'Documentation for developers who integrate with {product} and administrators who run it: how assets, work orders and zones fit together, and every API operation in detail.',
  'home.getStarted': 'Get started',
  'home.apiReference': 'API reference',
  'home.entryPoints': 'Where to start',
  'home.topics': 'Popular topics',
  'notFound.link.home': 'Home',
  'notFound.link.guide': 'Guide',
  'notFound.link.api': 'API reference',
  'notFound.link.blog': 'Blog',
  'reactPage.title': 'My React page',
  'reactPage.description': 'A stand-alone page written as a React component, outside the guide and the API reference.',
  'reactPage.intro.before': 'This page is a React component in ',
  'reactPage.intro.middle': '. Gatsby turns every component in ',
  'reactPage.intro.after': ' into a route named after its file, and the page shell (navbar, footer, colour mode) is added around it automatically.',
  'reactPage.when': 'Use a React page when a page needs interaction or layout that Markdown cannot express, such as a landing page.',
} as const;
