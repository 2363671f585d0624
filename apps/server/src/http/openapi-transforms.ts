import type { SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const COMPONENT_REF = /"#\/components\/schemas\/([^"]+)"/g;

/** The names of the component schemas a part of the document refers to. */
function referencedIn(value: unknown): string[] {
  return [...JSON.stringify(value).matchAll(COMPONENT_REF)].map((match) => match[1]!);
}

/**
 * The contract's schemas with an id (the error body, its field errors, the codes) become `components/schemas`
 * entries that each route refers to, instead of a copy of the whole code list per answer. The library writes
 * every id twice (as input and as output): only the entries something refers to are kept.
 */
const referencedComponents: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as { components?: { schemas?: Record<string, unknown> } };
  const schemas = document.components?.schemas ?? {};
  const kept = new Set<string>();
  const pending = referencedIn({ ...document, components: { ...document.components, schemas: {} } });
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (kept.has(name) || !(name in schemas)) continue;
    kept.add(name);
    pending.push(...referencedIn(schemas[name]));
  }
  const used = Object.fromEntries(Object.entries(schemas).filter(([name]) => kept.has(name)));
  return { ...document, components: { ...document.components, schemas: used } } as ReturnType<SwaggerTransformObject>;
};

/** How both OpenAPI documents (`/api/docs` and the moderators') turn the contract's zod schemas into JSON Schema. */
export const openapiTransforms = { transform: jsonSchemaTransform, transformObject: referencedComponents };
