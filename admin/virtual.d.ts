// Modules the admin bundle gets from lib/build/admin.ts.
declare module 'virtual:schemas' {
  const schemas: object[]
  export default schemas
}

/** The admin's files named by their content's hash, relative to /admin/. */
declare module 'virtual:admin-assets' {
  const assets: { decap: string; previewStyle: string }
  export default assets
}

/** The URL of the site's icon sprite, as the preview's components read it (lib/build/admin.ts). */
declare module 'virtual:site-sprite' {
  export function setSprite(url: string): void
}
