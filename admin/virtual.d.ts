// Modules the admin bundle gets from scripts/build-admin.ts.
declare module 'virtual:schemas' {
  const schemas: object[]
  export default schemas
}
