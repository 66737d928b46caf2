// Each island is its own React root: a distinct prefix keeps useId values unique on the page.
// Shared by the build (RenderedIsland.tsx) and the browser's runtime (hydrate.tsx), apart from
// islands-data.ts, which the entry reads: a module both import would tie the runtime's chunk
// to the entry's (islands/build/chunk-groups.ts).
export const islandIdPrefix = (index: number) => `i${index}-`
