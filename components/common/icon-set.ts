// Every icon the site draws, by name, taken from one library (Tabler). Read only at build:
// scripts/icon-sprite.ts turns them into one SVG sprite (icons.svg beside this file), and
// pages draw them with <Icon name> — no icon code reaches the browser's bundle.
import {
  IconAward,
  IconBug,
  IconCalendar,
  IconChevronDown,
  IconClock,
  IconCookie,
  IconDroplet,
  IconExternalLink,
  IconHome,
  IconMail,
  IconMapPin,
  IconMenu2,
  IconPhone,
  IconRefresh,
  IconScissors,
  IconSearch,
  IconShieldCheck,
  IconSparkles,
  IconStar,
  IconTool,
  IconTruck,
  IconX,
} from '@tabler/icons-react'
import type { IconName } from '../../schemas/content-types.js'

/** The icons content files may name (the schema's IconName). */
const contentIcons = {
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

/** The icons of the interface itself. */
const interfaceIcons = {
  menu: IconMenu2,
  x: IconX,
  'chevron-down': IconChevronDown,
  'external-link': IconExternalLink,
}

export const iconSet = { ...contentIcons, ...interfaceIcons }
