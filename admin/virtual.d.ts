// Modules the admin bundle gets from scripts/build-admin.ts.
declare module 'virtual:schemas' {
  const schemas: object[]
  export default schemas
}

/** The URL of the site's icon sprite, as the preview's components read it (scripts/build-admin.ts). */
declare module 'virtual:site-sprite' {
  export function setSprite(url: string): void
}
