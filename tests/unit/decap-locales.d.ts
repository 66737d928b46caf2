// Decap's locale files (plain objects of phrases) ship without types.
declare module 'decap-cms-locales/dist/esm/*/index.js' {
  const phrases: { [key: string]: unknown }
  export default phrases
}
