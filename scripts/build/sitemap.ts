// The sitemap step: sitemap.xml (every page but those marked noindex: the 404, the form's
// confirmation page; absolute URLs) and robots.txt (the admin is for the owner only).
import fs from 'node:fs'
import path from 'node:path'
import type { BuildContext } from './context.js'

export function sitemapXml(siteUrl: string, routes: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...routes.map((route) => `  <url><loc>${siteUrl}${route}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n')
}

export async function sitemap(context: BuildContext): Promise<string> {
  const siteUrl = context.content!.site.url
  const routes = context
    .pages!.filter((page) => !page.noindex)
    .map((page) => page.route)
    .sort()
  fs.writeFileSync(path.join(context.client, 'sitemap.xml'), sitemapXml(siteUrl, routes))
  fs.writeFileSync(
    path.join(context.client, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
  )
  return `${routes.length} URLs`
}
