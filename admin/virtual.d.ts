// Modules the admin bundle gets from scripts/build-admin.ts.
declare module 'virtual:schemas' {
  const schemas: object[]
  export default schemas
}

/** The admin's files named by their content's hash, relative to /admin/. */
declare module 'virtual:admin-assets' {
  const assets: { decap: string; previewStyle: string }
  export default assets
}
