// Content documents as the rules read them: parsed JSON by path relative to content/,
// before any schema says their shape (no node:path: the rules run in the browser too).

export type Doc = Record<string, unknown>

/** "lyon" for "cities/lyon.json". */
export const baseName = (file: string) => file.slice(file.lastIndexOf('/') + 1).replace(/\.json$/, '')

/** The documents of one folder that are objects. */
export const collection = (documents: Map<string, unknown>, folder: string) =>
  [...documents].filter(([file, data]) => file.startsWith(`${folder}/`) && data && typeof data === 'object') as [string, Doc][]
