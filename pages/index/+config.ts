import type { Config } from 'vike/types'

export default {
  deferFooter: true,
} satisfies Config
