// The washing process as the site writes it once: the steps of the one service file that
// has them (content/services/lavage-tapis.json → process), and the figure of
// site.json → claims.washingSteps. The washing-steps test holds every page to it; the
// rendered-text test takes its words out, as it does the claims', before it reads a page.
import { readJson, serviceSlugs } from './built-site.js'

export interface Step {
  title: string
  description: string
}

export function washingProcess(): { file: string; steps: Step[] } {
  const found = serviceSlugs()
    .map((slug) => ({ file: `services/${slug}.json`, process: readJson<{ process?: { steps: Step[] } }>(`services/${slug}.json`).process }))
    .filter((service) => service.process)
  if (found.length !== 1) throw new Error(`the washing steps must be written in one service file, found in ${found.length}`)
  return { file: found[0].file, steps: found[0].process!.steps }
}

/** The process's own words: its step titles and descriptions (the claims' words are site.json's). */
export const processWordings = () => washingProcess().steps.flatMap((step) => [step.title, step.description])
