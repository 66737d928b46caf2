import { localIsoDate } from './browser/salons.js'

/**
 * The day the HTML is rendered for. SOURCE_DATE_EPOCH (seconds), the reproducible-builds
 * convention, pins it so two builds of the same content give identical pages.
 */
export function buildDay(): string {
  const epoch = process.env.SOURCE_DATE_EPOCH
  return localIsoDate(epoch ? new Date(Number(epoch) * 1000) : new Date())
}
