// The pages the sign-in functions answer with (functions/oauth/): a short French page that
// says what happened and what to do, and a script that hands the result to the admin window
// that opened it, in the message protocol of Decap CMS's GitHub backend:
//   popup → admin  « authorizing:github »          (the admin answers with the same text)
//   popup → admin  « authorization:github:success:{"token":…,"provider":"github"} »
//              or  « authorization:github:error:{"message":…} »  (Decap shows the message)
// Messages go to the site's own origin only, where the admin lives. Function answers do not
// get the _headers rules: each one carries its own strict headers, with a fresh nonce for its
// one script and its one style block.

export type Outcome = { ok: true; token: string } | { ok: false; title: string; message: string; action: string }

const NBSP = '\u00a0'
const RESTART = `Fermez cette fenêtre, puis dans l’administration du site cliquez de nouveau sur «${NBSP}Se connecter avec GitHub${NBSP}».`
const TELL_ADMIN = 'Si cela se répète, transmettez ce message à la personne qui gère le site (docs/GOING-LIVE.md).'

/** The failures, in the owner's words. `code` (GitHub's error code) is shown for whoever helps him. */
export const FAILURES = {
  denied: {
    title: 'Connexion annulée',
    message: `Vous avez refusé l’accès sur GitHub${NBSP}: le site ne peut pas enregistrer vos modifications sans lui.`,
    action: `${RESTART} Sur la page de GitHub, cliquez sur le bouton vert qui autorise la connexion.`,
  },
  state: {
    title: 'Connexion refusée par sécurité',
    message:
      'Cette réponse de GitHub ne correspond à aucune connexion commencée dans ce navigateur, ou elle a déjà servi, ou elle date de plus de dix minutes.',
    action: RESTART,
  },
  exchange: (code: string) => ({
    title: 'GitHub n’a pas validé la connexion',
    message: `GitHub a refusé de donner l’accès (code${NBSP}: ${code}). Cela arrive quand la page est restée ouverte trop longtemps.`,
    action: `${RESTART} ${TELL_ADMIN}`,
  }),
  network: {
    title: 'GitHub ne répond pas',
    message: 'Le site n’a pas pu joindre GitHub pour terminer la connexion.',
    action: `Vérifiez votre connexion à Internet, attendez quelques minutes, puis recommencez. ${TELL_ADMIN}`,
  },
  noAccess: (repo: string) => ({
    title: 'Ce compte GitHub ne peut pas modifier le site',
    message: `Votre compte GitHub n’a pas le droit d’écrire dans le dépôt ${repo}, où le site est enregistré${NBSP}: il ne pourrait rien publier.`,
    action: `Demandez à la personne qui gère le site de vous ajouter au dépôt avec le droit d’écriture, ou connectez-vous à GitHub avec le bon compte, puis recommencez.`,
  }),
  setup: {
    title: 'La connexion n’est pas encore installée',
    message: 'Il manque chez l’hébergeur du site les réglages de l’application GitHub (GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET).',
    action: 'Transmettez ce message à la personne qui gère le site (docs/GOING-LIVE.md).',
  },
  request: {
    title: 'Demande de connexion invalide',
    message: 'Cette adresse de connexion ne vient pas de l’administration du site.',
    action: 'Ouvrez l’administration du site (/admin/) et cliquez sur «\u00a0Se connecter avec GitHub\u00a0».',
  },
} as const

/** The text Decap receives: the success with the token, or the failure it shows the owner. */
export function decapMessage(outcome: Outcome): string {
  return outcome.ok
    ? `authorization:github:success:${JSON.stringify({ token: outcome.token, provider: 'github' })}`
    : `authorization:github:error:${JSON.stringify({ message: `${outcome.title}. ${outcome.message} ${outcome.action}` })}`
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

/** A value written into the inline script: JSON, with nothing that could close the script. */
const scriptValue = (value: string) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

function nonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))))
}

/** The strict headers of every function answer (no cache: a token or a one-time state is in it). */
export function functionHeaders(scriptNonce?: string): Headers {
  const source = scriptNonce ? `'nonce-${scriptNonce}'` : "'none'"
  return new Headers({
    'Content-Security-Policy': `default-src 'none'; script-src ${source}; style-src ${source}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'X-Robots-Tag': 'noindex, nofollow',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  })
}

/**
 * The page that ends a sign-in: French text for the owner, and the message for the admin window
 * (`adminOrigin`) when this page is its popup. A failure stays readable when there is no admin
 * window; Decap closes the popup itself once it has the message.
 */
export function outcomePage(outcome: Outcome, adminOrigin: string, status = outcome.ok ? 200 : 400): Response {
  const scriptNonce = nonce()
  const title = outcome.ok ? 'Connexion réussie' : outcome.title
  const text = outcome.ok
    ? ['Vous êtes connecté. Cette fenêtre va se fermer et l’administration du site s’ouvrir.']
    : [outcome.message, outcome.action]
  const html = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} — administration du site</title>
<style nonce="${scriptNonce}">body{font:1.125rem/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#222}h1{font-size:1.5rem}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${text.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
</main>
<script nonce="${scriptNonce}">
(function () {
  var origin = ${scriptValue(adminOrigin)};
  var message = ${scriptValue(decapMessage(outcome))};
  var admin = window.opener;
  if (!admin) return;
  window.addEventListener('message', function (event) {
    if (event.origin !== origin || event.source !== admin || event.data !== 'authorizing:github') return;
    admin.postMessage(message, origin);
  });
  admin.postMessage('authorizing:github', origin);
})();
</script>
</body>
</html>
`
  const headers = functionHeaders(scriptNonce)
  headers.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(html, { status, headers })
}
