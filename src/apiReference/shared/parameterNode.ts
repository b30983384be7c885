import type { ParameterData, SchemaNode } from '../../openapi/pageData';

/**
 * A parameter shown as a schema node: the parameter's own description and example win (the operation page and its Markdown twin).
 * A parameter with named examples has no single example: they are listed after its facts (ParametersSection, the twin's Example cell).
 */
export function parameterNode(parameter: ParameterData): SchemaNode {
  const { example: schemaExample, ...schema } = parameter.schema;
  const descriptionHtml = parameter.descriptionHtml ?? schema.descriptionHtml;
  const example = parameter.examples ? undefined : (parameter.example ?? schemaExample);
  return {
    ...schema,
    name: parameter.name,
    role: 'property',
    ...(parameter.required ? { required: true as const } : {}),
    ...(parameter.deprecated || schema.deprecated ? { deprecated: true as const } : {}),
    ...(descriptionHtml ? { descriptionHtml } : {}),
    ...(example !== undefined ? { example } : {}),
  };
}
