// The admin's GitHub backend, set once when the site goes live (docs/GOING-LIVE.md): the
// repository and branch the admin saves to, the site's address (where the sign-in functions
// answer), the sign-in's path and scope, and the commit status of CI's preview. One module
// read by both sides, so neither reaches into the other's folder: the sign-in functions
// (functions/oauth/) read the repository and the scope, the admin's configuration
// (`npm run cms:config`, lib/build/cms-config.ts) all of it, checked before it is written.
export interface BackendSettings {
  /** owner/name of the GitHub repository the CMS commits to. */
  repo: string
  branch: string
  /** Where the sign-in runs: the site's own origin, whose functions/oauth/ hold the OAuth
   *  handshake (docs/GOING-LIVE.md). Decap accepts the popup's messages from this origin only. */
  base_url?: string
  /** The path of the sign-in function under base_url. */
  auth_endpoint?: string
  /** `public_repo` (public repository) or `repo` (private one): the least that writes. */
  auth_scope?: 'public_repo' | 'repo'
  /** The commit status whose link Decap opens as « Voir l'aperçu » (CI's preview deployment). */
  preview_context?: string
  /** GitHub's REST API; set only by the tests' build of the admin (their GitHub stand-in). */
  api_root?: string
}

export const GITHUB_BACKEND: BackendSettings = {
  repo: 'maison-herat/site-atelier',
  branch: 'main',
  base_url: 'https://www.maison-herat.example',
  auth_endpoint: 'oauth/authorize',
  auth_scope: 'public_repo',
  preview_context: 'deploy/preview',
}
