import type { ProductSpec } from '../catalog-spec';

/** Creator and utility software licences; the face value is the licence. */
export const software: ProductSpec[] = [
  {
    slug: 'streamforge-studio',
    name: 'StreamForge Studio',
    productType: 'software',
    category: 'software',
    description:
      'Broadcast, record and edit your gameplay with scene switching, alerts and a built-in clip editor. One licence, no subscription.',
    tags: ['streaming', 'recording', 'creator tools'],
    developer: 'Silverpine Digital',
    publisher: 'Silverpine Digital',
    ageRating: 'E',
    releasedDaysAgo: 700,
    rating: 86,
    requirements: 'mid',
    variants: [
      { platform: 'pc', region: 'GLOBAL', faceValue: '1 PC, Lifetime', priceUsdCents: 4999, retailPriceUsdCents: 7999 },
      { platform: 'pc', region: 'GLOBAL', faceValue: '3 PCs, Lifetime', priceUsdCents: 8999 },
    ],
  },
  {
    slug: 'aegis-shield-antivirus',
    name: 'Aegis Shield Antivirus',
    productType: 'software',
    category: 'software',
    description:
      'Lightweight protection with a gaming mode that pauses scans and notifications while you play. Includes ransomware rollback and a password vault.',
    tags: ['security', 'antivirus', 'utility'],
    developer: 'Aegis Labs',
    publisher: 'Aegis Labs',
    ageRating: 'E',
    releasedDaysAgo: 400,
    rating: 81,
    requirements: 'low',
    variants: [
      { platform: 'pc', region: 'GLOBAL', faceValue: '1 Device, 1 Year', priceUsdCents: 1999, retailPriceUsdCents: 3999 },
      { platform: 'pc', region: 'GLOBAL', faceValue: '5 Devices, 1 Year', priceUsdCents: 3499, retailPriceUsdCents: 5999 },
    ],
  },
  {
    slug: 'framerate-booster-pro',
    name: 'FrameRate Booster Pro',
    productType: 'software',
    category: 'software',
    description:
      'Frees memory, tunes background services and overlays live frame timings so you can find what is slowing your games down. Runs from the Steam library.',
    tags: ['utility', 'performance', 'overlay'],
    developer: 'Pixel Harbor',
    publisher: 'Pixel Harbor',
    ageRating: 'E',
    releasedDaysAgo: 1000,
    rating: 73,
    requirements: 'low',
    variants: [{ platform: 'steam', region: 'GLOBAL', faceValue: 'Lifetime', priceUsdCents: 799 }],
  },
  {
    slug: 'pixelforge-3d',
    name: 'PixelForge 3D',
    productType: 'software',
    category: 'software',
    description:
      'Model, texture and animate game-ready assets with a node-based workflow and one-click export to popular engines. The Pro licence adds commercial use and a render farm.',
    tags: ['3d modelling', 'game development', 'creator tools'],
    developer: 'Silverpine Digital',
    publisher: 'Silverpine Digital',
    ageRating: 'E',
    releasedDaysAgo: 850,
    rating: 88,
    requirements: 'high',
    variants: [
      { platform: 'steam', region: 'GLOBAL', faceValue: 'Indie Licence', priceUsdCents: 2999 },
      { platform: 'steam', region: 'GLOBAL', faceValue: 'Pro Licence', priceUsdCents: 7999 },
    ],
  },
];
