/**
 * gatsby-transformer-json, except for the API documents' File nodes (sourceInstanceName
 * 'fms-api-documents', see src/node/api/sourcePlugins.ts). Those are sourced only so that
 * `gatsby develop` watches them; the API code reads them itself. Given to gatsby-transformer-json they
 * would become nodes with the whole document in them (700 KB for the Portal API), and a malformed one
 * would stop the build with "Unable to parse JSON" before the API code could say where the error is.
 * Plain JavaScript: Gatsby loads a local plugin's gatsby-node as is.
 */
const json = require('gatsby-transformer-json/gatsby-node');

const API_SOURCE_NAME = 'fms-api-documents';

exports.shouldOnCreateNode = (args, options) => args.node.sourceInstanceName !== API_SOURCE_NAME && json.shouldOnCreateNode(args, options);
exports.onCreateNode = json.onCreateNode;
