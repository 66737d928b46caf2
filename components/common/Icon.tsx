// The icon names content may use, mapped to one icon library (Tabler, tree-shaken: only
// the icons listed here reach the bundle).
import {
  IconAward, IconBug, IconCalendar, IconClock, IconCookie, IconDroplet, IconHome, IconMail, IconMapPin, IconPhone, IconRefresh, IconScissors, IconSearch, IconShieldCheck, IconSparkles, IconStar, IconTool, IconTruck,
} from '@tabler/icons-react'
import type { IconName } from '../../schemas/content-types.js'

const icons = {
  scissors: IconScissors,
  wrench: IconTool,
  droplets: IconDroplet,
  'map-pin': IconMapPin,
  phone: IconPhone,
  mail: IconMail,
  calendar: IconCalendar,
  clock: IconClock,
  cookie: IconCookie,
  shield: IconShieldCheck,
  sparkles: IconSparkles,
  search: IconSearch,
  truck: IconTruck,
  bug: IconBug,
  award: IconAward,
  home: IconHome,
  star: IconStar,
  refresh: IconRefresh,
} satisfies Record<IconName, unknown>

/** Decorative: hidden from assistive technology, the text beside it carries the meaning. */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  const Component = icons[name]
  return <Component size={size} stroke={1.6} aria-hidden="true" focusable="false" />
}
