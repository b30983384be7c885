import type { ParameterData, SchemaNode } from '../../openapi/pageData';

/** A parameter shown as a schema node: the parameter's own description and example win (the operation page and its Markdown twin). */
export function parameterNode(parameter: ParameterData): SchemaNode {
  const { schema } = parameter;
  const descriptionHtml = parameter.descriptionHtml ?? schema.descriptionHtml;
  const example = parameter.example ?? schema.example;
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
