import type { FastifyInstance } from 'fastify';

/*
 * Request bodies are closed (docs/api.md Conventions): every object of a body schema refuses fields it does not
 * list, so nothing a client adds can ride along to a database write. An object may be open only when it says
 * so itself (`additionalProperties` set on purpose, as the payment providers' protocols need); an object that
 * says nothing is open by TypeBox's default, which is the mistake this check catches when the app starts.
 */

type SchemaNode = Record<string, unknown>;

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

function describesObject(node: SchemaNode): boolean {
  const type = node.type;
  return type === 'object' || (Array.isArray(type) && type.includes('object')) || isNode(node.properties) || isNode(node.patternProperties);
}

/** Where in the schema each object sits that neither refuses unknown fields nor accepts them on purpose. */
export function unclosedObjects(schema: unknown, at = 'body'): string[] {
  if (!isNode(schema)) return [];
  const found: string[] = [];
  if (describesObject(schema) && schema.additionalProperties === undefined) found.push(at);
  const children: Array<[string, unknown]> = [];
  if (isNode(schema.properties)) children.push(...Object.entries(schema.properties).map(([name, child]): [string, unknown] => [`${at}.${name}`, child]));
  if (isNode(schema.patternProperties)) children.push(...Object.values(schema.patternProperties).map((child): [string, unknown] => [`${at}.*`, child]));
  if (isNode(schema.additionalProperties)) children.push([`${at}.*`, schema.additionalProperties]);
  if (Array.isArray(schema.items)) children.push(...schema.items.map((child, index): [string, unknown] => [`${at}[${index}]`, child]));
  else if (schema.items !== undefined) children.push([`${at}[]`, schema.items]);
  for (const keyword of ['anyOf', 'oneOf', 'allOf'] as const) {
    const choices = schema[keyword];
    if (Array.isArray(choices)) children.push(...choices.map((child, index): [string, unknown] => [`${at} (${keyword} ${index})`, child]));
  }
  for (const [where, child] of children) found.push(...unclosedObjects(child, where));
  return found;
}

/** Refuses, at start-up, a route whose body schema leaves an object open by default. */
export function requireClosedBodies(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const open = unclosedObjects(route.schema?.body);
    if (open.length === 0) return;
    const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
    throw new Error(
      `${method} ${route.url}: ${open.join(', ')} would keep fields the route does not list; ` +
        'declare it with ClosedObject (contract/request.ts), or set additionalProperties on purpose with a word on why',
    );
  });
}
