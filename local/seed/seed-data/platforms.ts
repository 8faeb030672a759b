import type { PlatformCode } from '../../../shared/catalog/platform';
import type { TranslatedLanguage } from '../../../shared/catalog/translations';

export interface PlatformSeed {
  code: PlatformCode;
  name: string;
  defaultInstructions: string;
  /** The same instructions in each translated language. */
  translations: Record<TranslatedLanguage, { defaultInstructions: string }>;
}

/** The seven storefront platforms; each platform's id is its code. */
export const platforms: readonly PlatformSeed[] = [
  {
    code: 'playstation',
    name: 'PlayStation',
    defaultInstructions:
      'Sign in to PlayStation Store on your console or at store.playstation.com, open your account menu, choose Redeem Codes, enter the 12-character code and confirm.',
    translations: {
      es: {
        defaultInstructions:
          'Inicia sesión en PlayStation Store desde tu consola o en store.playstation.com, abre el menú de tu cuenta, elige Canjear códigos, introduce el código de 12 caracteres y confirma.',
      },
      pt: {
        defaultInstructions:
          'Entre na PlayStation Store pelo console ou em store.playstation.com, abra o menu da sua conta, escolha Resgatar códigos, digite o código de 12 caracteres e confirme.',
      },
    },
  },
  {
    code: 'xbox',
    name: 'Xbox',
    defaultInstructions:
      'Go to microsoft.com/redeem or open the Microsoft Store on your console, sign in with your Microsoft account, enter the 25-character code and confirm.',
    translations: {
      es: {
        defaultInstructions:
          'Ve a microsoft.com/redeem o abre Microsoft Store en tu consola, inicia sesión con tu cuenta Microsoft, introduce el código de 25 caracteres y confirma.',
      },
      pt: {
        defaultInstructions:
          'Acesse microsoft.com/redeem ou abra a Microsoft Store no console, entre com sua conta Microsoft, digite o código de 25 caracteres e confirme.',
      },
    },
  },
  {
    code: 'steam',
    name: 'Steam',
    defaultInstructions:
      'Open the Steam client, choose Games > Activate a Product on Steam, accept the subscriber agreement and enter the key. The game then appears in your library.',
    translations: {
      es: {
        defaultInstructions:
          'Abre el cliente de Steam, elige Juegos > Activar un producto en Steam, acepta el acuerdo de suscriptor e introduce la clave. El juego aparecerá en tu biblioteca.',
      },
      pt: {
        defaultInstructions:
          'Abra o cliente Steam, escolha Jogos > Ativar um produto no Steam, aceite o acordo de assinatura e digite a chave. O jogo aparecerá na sua biblioteca.',
      },
    },
  },
  {
    code: 'nintendo',
    name: 'Nintendo',
    defaultInstructions:
      'Open Nintendo eShop on your Nintendo Switch, select your user, choose Redeem Code and enter the 16-character code.',
    translations: {
      es: {
        defaultInstructions:
          'Abre Nintendo eShop en tu Nintendo Switch, selecciona tu usuario, elige Canjear código e introduce el código de 16 caracteres.',
      },
      pt: {
        defaultInstructions:
          'Abra o Nintendo eShop no seu Nintendo Switch, selecione seu usuário, escolha Resgatar código e digite o código de 16 caracteres.',
      },
    },
  },
  {
    code: 'epic',
    name: 'Epic Games',
    defaultInstructions:
      'Sign in at epicgames.com or in the Epic Games Launcher, open your profile menu, choose Redeem Code, enter the code and confirm.',
    translations: {
      es: {
        defaultInstructions:
          'Inicia sesión en epicgames.com o en Epic Games Launcher, abre el menú de tu perfil, elige Canjear código, introduce el código y confirma.',
      },
      pt: {
        defaultInstructions:
          'Entre em epicgames.com ou no Epic Games Launcher, abra o menu do seu perfil, escolha Resgatar código, digite o código e confirme.',
      },
    },
  },
  {
    code: 'battlenet',
    name: 'Battle.net',
    defaultInstructions:
      'Open the Battle.net app, click your account name, choose Redeem a Code, enter the code and confirm.',
    translations: {
      es: {
        defaultInstructions: 'Abre la aplicación de Battle.net, haz clic en el nombre de tu cuenta, elige Canjear un código, introduce el código y confirma.',
      },
      pt: {
        defaultInstructions: 'Abra o aplicativo Battle.net, clique no nome da sua conta, escolha Resgatar um código, digite o código e confirme.',
      },
    },
  },
  {
    code: 'pc',
    name: 'PC',
    defaultInstructions:
      "Download the installer from the publisher's website, run it and enter the license key when asked. Keep the key: reinstalling needs it again.",
    translations: {
      es: {
        defaultInstructions:
          'Descarga el instalador desde el sitio web del editor, ejecútalo e introduce la clave de licencia cuando te la pida. Guarda la clave: la necesitarás si vuelves a instalarlo.',
      },
      pt: {
        defaultInstructions:
          'Baixe o instalador no site da publicadora, execute-o e digite a chave de licença quando for solicitada. Guarde a chave: você vai precisar dela para reinstalar.',
      },
    },
  },
];
