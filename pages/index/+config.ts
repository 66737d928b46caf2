import type { Config } from 'vike/types'

// The home page is long: its footer is deferred like its sections below the hero
// (components/common/deferred.tsx).

export default {
  deferFooter: true,
} satisfies Config
