// What the type generator (scripts/generate-types.ts) is given of a schema.
type Node = { [key: string]: unknown }

/**
 * A property's `title` is its label in the admin (Decap CMS), in French; given to
 * json-schema-to-typescript it would name a type after it (`town: Ville`). Titles stay where
 * they name types: a schema's root, its $defs and array items.
 */
export function withoutPropertyTitles(node: unknown, isProperty = false): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutPropertyTitles(item))
  if (!node || typeof node !== 'object') return node
  const copy: Node = {}
  for (const [key, value] of Object.entries(node as Node)) {
    if (key === 'title' && isProperty) continue
    if (key === 'properties' && value && typeof value === 'object') {
      copy[key] = Object.fromEntries(Object.entries(value as Node).map(([name, property]) => [name, withoutPropertyTitles(property, true)]))
    } else copy[key] = withoutPropertyTitles(value)
  }
  return copy
}
