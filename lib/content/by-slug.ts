// The item of a collection with a given slug, for the pages' data hooks. Pure (no file
// system), so the admin's preview runs those hooks too.
const slugMaps = new WeakMap<readonly { slug: string }[], Map<string, { slug: string }>>()

/** The item of a collection (content.cities, content.services) with this slug: a map built once per collection. */
export function bySlug<T extends { slug: string }>(items: readonly T[], slug: string): T | undefined {
  let map = slugMaps.get(items)
  if (!map) slugMaps.set(items, (map = new Map(items.map((item) => [item.slug, item]))))
  return map.get(slug) as T | undefined
}
