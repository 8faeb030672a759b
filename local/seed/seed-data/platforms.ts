import type { PlatformCode } from '../../../shared/catalog/platform';

export interface PlatformSeed {
  code: PlatformCode;
  name: string;
  defaultInstructions: string;
}

/** The seven storefront platforms; each platform's id is its code. */
export const platforms: readonly PlatformSeed[] = [
  {
    code: 'playstation',
    name: 'PlayStation',
    defaultInstructions:
      'Sign in to PlayStation Store on your console or at store.playstation.com, open your account menu, choose Redeem Codes, enter the 12-character code and confirm.',
  },
  {
    code: 'xbox',
    name: 'Xbox',
    defaultInstructions:
      'Go to microsoft.com/redeem or open the Microsoft Store on your console, sign in with your Microsoft account, enter the 25-character code and confirm.',
  },
  {
    code: 'steam',
    name: 'Steam',
    defaultInstructions:
      'Open the Steam client, choose Games > Activate a Product on Steam, accept the subscriber agreement and enter the key. The game then appears in your library.',
  },
  {
    code: 'nintendo',
    name: 'Nintendo',
    defaultInstructions:
      'Open Nintendo eShop on your Nintendo Switch, select your user, choose Redeem Code and enter the 16-character code.',
  },
  {
    code: 'epic',
    name: 'Epic Games',
    defaultInstructions:
      'Sign in at epicgames.com or in the Epic Games Launcher, open your profile menu, choose Redeem Code, enter the code and confirm.',
  },
  {
    code: 'battlenet',
    name: 'Battle.net',
    defaultInstructions:
      'Open the Battle.net app, click your account name, choose Redeem a Code, enter the code and confirm.',
  },
  {
    code: 'pc',
    name: 'PC',
    defaultInstructions:
      "Download the installer from the publisher's website, run it and enter the license key when asked. Keep the key: reinstalling needs it again.",
  },
];
