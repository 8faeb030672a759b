import type * as React from 'react';
import { icon } from '@/components/icons';
import type { AdminScreenId } from '../admin-screens';

// Lucide-style stroke icons on a 24px grid; the collapsed sidebar shows only these, so each menu entry has one.
// Decorative: the entry's label stays in the link for assistive technology.
const adminIcon = (paths: React.ReactNode) => icon(paths, 18);

export const PanelIcon = adminIcon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M9 3v18" />
  </>,
);
export const HomeIcon = adminIcon(<path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />);
export const ShieldIcon = adminIcon(<path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z" />);

const dashboard = adminIcon(
  <>
    <rect x="3" y="3" width="7" height="9" rx="1" />
    <rect x="14" y="3" width="7" height="5" rx="1" />
    <rect x="14" y="12" width="7" height="9" rx="1" />
    <rect x="3" y="16" width="7" height="5" rx="1" />
  </>,
);
const box = adminIcon(
  <>
    <path d="m21 8-9-5-9 5 9 5z" />
    <path d="M3 8v8l9 5 9-5V8M12 13v8" />
  </>,
);
const cart = adminIcon(
  <>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2.5 3h2.7l2.4 12.2a2 2 0 0 0 2 1.6h8.2a2 2 0 0 0 2-1.5L21.5 8H6.1" />
  </>,
);
const clock = adminIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
const key = adminIcon(
  <>
    <circle cx="7.5" cy="15.5" r="4.5" />
    <path d="m10.5 12.5 9-9M16 7l3 3M14 9l2 2" />
  </>,
);
const star = adminIcon(<path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />);
const globe = adminIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </>,
);
const users = adminIcon(
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0M16 4a4 4 0 0 1 0 8M22 21a7 7 0 0 0-4-6.3" />
  </>,
);
const brain = adminIcon(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
  </>,
);
const mail = adminIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
);
const download = adminIcon(<path d="M12 3v12M7 10l5 5 5-5M4 19h16" />);
const gear = adminIcon(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19 12a7 7 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7 7 0 0 0-2-1.2L14 3h-4l-.5 2.6a7 7 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7 7 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7 7 0 0 0 2 1.2L10 21h4l.5-2.6a7 7 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6A7 7 0 0 0 19 12z" />
  </>,
);
const search = adminIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);
const chart = adminIcon(<path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />);
const flask = adminIcon(<path d="M9 3h6M10 3v6L4.5 19a1.5 1.5 0 0 0 1.3 2h12.4a1.5 1.5 0 0 0 1.3-2L14 9V3" />);
const languages = adminIcon(<path d="M4 5h8M8 3v2M5 9c1.5 3 4 5 7 6M11 5c-1 4-3.5 7-7 9M13 21l4-9 4 9M14.5 18h5" />);
const gauge = adminIcon(
  <>
    <path d="M12 14l4-4" />
    <path d="M3.5 18a9 9 0 1 1 17 0" />
  </>,
);

/** The icon of each side-menu entry. */
export const screenIcons: Partial<Record<AdminScreenId, ReturnType<typeof icon>>> = {
  dashboard,
  products: box,
  orders: cart,
  preOrders: clock,
  variants: key,
  featured: star,
  seoSitemaps: globe,
  audience: mail,
  users,
  enhancedIntelligence: brain,
  securityFraud: ShieldIcon,
  algoliaExports: download,
  settings: gear,
  enhancedAlgolia: search,
  searchAnalytics: chart,
  searchTesting: flask,
  multiLanguage: languages,
  performance: gauge,
};
