import type { PlatformInstructionsField } from '../../../shared/catalog/activation-instructions';
import type { PlatformCode } from '../../../shared/catalog/platform';
import type { TranslatedLanguage } from '../../../shared/catalog/translations';

type Instructions = { [F in PlatformInstructionsField]?: string };

/**
 * A platform with its default instructions by product type: `defaultInstructions` redeems a game's or DLC's key, the
 * others say how to use a gift card, sign in to an account, start a subscription or install software there. A type
 * left out gets the generic words of `shared/catalog/activation-instructions.ts`.
 */
export interface PlatformSeed extends Instructions {
  code: PlatformCode;
  name: string;
  defaultInstructions: string;
  /** The same instructions in each translated language. */
  translations: Record<TranslatedLanguage, Instructions & { defaultInstructions: string }>;
}

/** The seven storefront platforms; each platform's id is its code. */
export const platforms: readonly PlatformSeed[] = [
  {
    code: 'playstation',
    name: 'PlayStation',
    defaultInstructions:
      'Sign in to PlayStation Store on your console or at store.playstation.com, open your account menu, choose Redeem Codes, enter the 12-character code and confirm.',
    giftCardInstructions:
      'Sign in to PlayStation Store on your console or at store.playstation.com, open your account menu, choose Redeem Codes, enter the 12-character code and confirm. The amount is added to your PlayStation Network wallet.',
    accountInstructions:
      'On your PlayStation console, add a user and sign in with the email and password you receive, then change the password and the sign-in ID under Settings > Users and Accounts and turn on 2-step verification.',
    subscriptionInstructions:
      'Sign in to PlayStation Store on your console or at store.playstation.com with the account the membership is for, open your account menu, choose Redeem Codes, enter the 12-character code and confirm. The membership starts at once, or is added to the end of your current one.',
    translations: {
      es: {
        defaultInstructions:
          'Inicia sesión en PlayStation Store desde tu consola o en store.playstation.com, abre el menú de tu cuenta, elige Canjear códigos, introduce el código de 12 caracteres y confirma.',
        giftCardInstructions:
          'Inicia sesión en PlayStation Store desde tu consola o en store.playstation.com, abre el menú de tu cuenta, elige Canjear códigos, introduce el código de 12 caracteres y confirma. El importe se añade al monedero de tu cuenta de PlayStation Network.',
        accountInstructions:
          'En tu consola PlayStation, añade un usuario e inicia sesión con el correo y la contraseña que recibas; después cambia la contraseña y el ID de inicio de sesión en Ajustes > Usuarios y cuentas y activa la verificación en dos pasos.',
        subscriptionInstructions:
          'Inicia sesión en PlayStation Store desde tu consola o en store.playstation.com con la cuenta para la que es la suscripción, abre el menú de tu cuenta, elige Canjear códigos, introduce el código de 12 caracteres y confirma. La suscripción empieza al momento o se suma al final de la actual.',
      },
      pt: {
        defaultInstructions:
          'Entre na PlayStation Store pelo console ou em store.playstation.com, abra o menu da sua conta, escolha Resgatar códigos, digite o código de 12 caracteres e confirme.',
        giftCardInstructions:
          'Entre na PlayStation Store pelo console ou em store.playstation.com, abra o menu da sua conta, escolha Resgatar códigos, digite o código de 12 caracteres e confirme. O valor é adicionado à carteira da sua conta PlayStation Network.',
        accountInstructions:
          'No seu console PlayStation, adicione um usuário e entre com o e-mail e a senha que você receber; depois troque a senha e o ID de início de sessão em Configurações > Usuários e contas e ative a verificação em duas etapas.',
        subscriptionInstructions:
          'Entre na PlayStation Store pelo console ou em store.playstation.com com a conta para a qual é a assinatura, abra o menu da sua conta, escolha Resgatar códigos, digite o código de 12 caracteres e confirme. A assinatura começa na hora ou é somada ao fim da atual.',
      },
    },
  },
  {
    code: 'xbox',
    name: 'Xbox',
    defaultInstructions:
      'Go to microsoft.com/redeem or open the Microsoft Store on your console, sign in with your Microsoft account, enter the 25-character code and confirm.',
    giftCardInstructions:
      'Go to microsoft.com/redeem or open the Microsoft Store on your console, sign in with your Microsoft account, enter the 25-character code and confirm. The amount is added to your Microsoft account balance.',
    accountInstructions:
      'On your Xbox, choose Add new under Profile & system and sign in with the email and password you receive, then change the password and the security info at account.microsoft.com and turn on two-step verification.',
    subscriptionInstructions:
      'Go to microsoft.com/redeem or open the Microsoft Store on your console, sign in with the Microsoft account the membership is for, enter the 25-character code and confirm. The membership starts at once, or is added to the end of your current one.',
    translations: {
      es: {
        defaultInstructions:
          'Ve a microsoft.com/redeem o abre Microsoft Store en tu consola, inicia sesión con tu cuenta Microsoft, introduce el código de 25 caracteres y confirma.',
        giftCardInstructions:
          'Ve a microsoft.com/redeem o abre Microsoft Store en tu consola, inicia sesión con tu cuenta Microsoft, introduce el código de 25 caracteres y confirma. El importe se añade al saldo de tu cuenta Microsoft.',
        accountInstructions:
          'En tu Xbox, elige Agregar nuevo en Perfil y sistema e inicia sesión con el correo y la contraseña que recibas; después cambia la contraseña y la información de seguridad en account.microsoft.com y activa la verificación en dos pasos.',
        subscriptionInstructions:
          'Ve a microsoft.com/redeem o abre Microsoft Store en tu consola, inicia sesión con la cuenta Microsoft para la que es la suscripción, introduce el código de 25 caracteres y confirma. La suscripción empieza al momento o se suma al final de la actual.',
      },
      pt: {
        defaultInstructions:
          'Acesse microsoft.com/redeem ou abra a Microsoft Store no console, entre com sua conta Microsoft, digite o código de 25 caracteres e confirme.',
        giftCardInstructions:
          'Acesse microsoft.com/redeem ou abra a Microsoft Store no console, entre com sua conta Microsoft, digite o código de 25 caracteres e confirme. O valor é adicionado ao saldo da sua conta Microsoft.',
        accountInstructions:
          'No seu Xbox, escolha Adicionar novo em Perfil e sistema e entre com o e-mail e a senha que você receber; depois troque a senha e as informações de segurança em account.microsoft.com e ative a verificação em duas etapas.',
        subscriptionInstructions:
          'Acesse microsoft.com/redeem ou abra a Microsoft Store no console, entre com a conta Microsoft para a qual é a assinatura, digite o código de 25 caracteres e confirme. A assinatura começa na hora ou é somada ao fim da atual.',
      },
    },
  },
  {
    code: 'steam',
    name: 'Steam',
    defaultInstructions:
      'Open the Steam client, choose Games > Activate a Product on Steam, accept the subscriber agreement and enter the key. The game then appears in your library.',
    giftCardInstructions:
      'Sign in to Steam in the client or at store.steampowered.com, open your account menu, choose Account details > Add funds to your Steam Wallet > Redeem a Steam Wallet Code, enter the code and confirm. The amount is added to your Steam Wallet balance.',
    accountInstructions:
      'Sign in to the Steam client with the username and password you receive, then change the password and the contact email under Account details and turn on Steam Guard.',
    softwareInstructions:
      'Open the Steam client, choose Games > Activate a Product on Steam, accept the subscriber agreement and enter the licence key, then install the program from your library.',
    translations: {
      es: {
        defaultInstructions:
          'Abre el cliente de Steam, elige Juegos > Activar un producto en Steam, acepta el acuerdo de suscriptor e introduce la clave. El juego aparecerá en tu biblioteca.',
        giftCardInstructions:
          'Inicia sesión en Steam desde el cliente o en store.steampowered.com, abre el menú de tu cuenta, elige Detalles de la cuenta > Añadir fondos a tu Cartera de Steam > Canjear un código de la Cartera de Steam, introduce el código y confirma. El importe se añade al saldo de tu Cartera de Steam.',
        accountInstructions:
          'Inicia sesión en el cliente de Steam con el usuario y la contraseña que recibas; después cambia la contraseña y el correo de contacto en Detalles de la cuenta y activa Steam Guard.',
        softwareInstructions:
          'Abre el cliente de Steam, elige Juegos > Activar un producto en Steam, acepta el acuerdo de suscriptor e introduce la clave de licencia; después instala el programa desde tu biblioteca.',
      },
      pt: {
        defaultInstructions:
          'Abra o cliente Steam, escolha Jogos > Ativar um produto no Steam, aceite o acordo de assinatura e digite a chave. O jogo aparecerá na sua biblioteca.',
        giftCardInstructions:
          'Entre no Steam pelo cliente ou em store.steampowered.com, abra o menu da sua conta, escolha Detalhes da conta > Adicionar fundos à Carteira Steam > Resgatar um código da Carteira Steam, digite o código e confirme. O valor é adicionado ao saldo da sua Carteira Steam.',
        accountInstructions:
          'Entre no cliente Steam com o usuário e a senha que você receber; depois troque a senha e o e-mail de contato em Detalhes da conta e ative o Steam Guard.',
        softwareInstructions:
          'Abra o cliente Steam, escolha Jogos > Ativar um produto no Steam, aceite o acordo de assinatura e digite a chave de licença; depois instale o programa pela sua biblioteca.',
      },
    },
  },
  {
    code: 'nintendo',
    name: 'Nintendo',
    defaultInstructions:
      'Open Nintendo eShop on your Nintendo Switch, select your user, choose Redeem Code and enter the 16-character code.',
    giftCardInstructions:
      'Open Nintendo eShop on your Nintendo Switch, select your user, choose Redeem Code and enter the 16-character code. The amount is added to your Nintendo eShop balance.',
    accountInstructions:
      'On your Nintendo Switch, add a user and sign in to the Nintendo Account with the email and password you receive, then change the password and the email at accounts.nintendo.com and turn on 2-step verification.',
    subscriptionInstructions:
      'Open Nintendo eShop on your Nintendo Switch, select the user the membership is for, choose Redeem Code and enter the 16-character code. The membership starts at once, or is added to the end of your current one.',
    translations: {
      es: {
        defaultInstructions:
          'Abre Nintendo eShop en tu Nintendo Switch, selecciona tu usuario, elige Canjear código e introduce el código de 16 caracteres.',
        giftCardInstructions:
          'Abre Nintendo eShop en tu Nintendo Switch, selecciona tu usuario, elige Canjear código e introduce el código de 16 caracteres. El importe se añade al saldo de tu Nintendo eShop.',
        accountInstructions:
          'En tu Nintendo Switch, añade un usuario e inicia sesión en la cuenta Nintendo con el correo y la contraseña que recibas; después cambia la contraseña y el correo en accounts.nintendo.com y activa la verificación en dos pasos.',
        subscriptionInstructions:
          'Abre Nintendo eShop en tu Nintendo Switch, selecciona el usuario para el que es la suscripción, elige Canjear código e introduce el código de 16 caracteres. La suscripción empieza al momento o se suma al final de la actual.',
      },
      pt: {
        defaultInstructions:
          'Abra o Nintendo eShop no seu Nintendo Switch, selecione seu usuário, escolha Resgatar código e digite o código de 16 caracteres.',
        giftCardInstructions:
          'Abra o Nintendo eShop no seu Nintendo Switch, selecione seu usuário, escolha Resgatar código e digite o código de 16 caracteres. O valor é adicionado ao saldo do seu Nintendo eShop.',
        accountInstructions:
          'No seu Nintendo Switch, adicione um usuário e entre na Conta Nintendo com o e-mail e a senha que você receber; depois troque a senha e o e-mail em accounts.nintendo.com e ative a verificação em duas etapas.',
        subscriptionInstructions:
          'Abra o Nintendo eShop no seu Nintendo Switch, selecione o usuário para o qual é a assinatura, escolha Resgatar código e digite o código de 16 caracteres. A assinatura começa na hora ou é somada ao fim da atual.',
      },
    },
  },
  {
    code: 'epic',
    name: 'Epic Games',
    defaultInstructions:
      'Sign in at epicgames.com or in the Epic Games Launcher, open your profile menu, choose Redeem Code, enter the code and confirm.',
    giftCardInstructions:
      'Sign in at epicgames.com or in the Epic Games Launcher, open your profile menu, choose Redeem Code, enter the code and confirm. The amount is added to your Epic account balance.',
    accountInstructions:
      'Sign in at epicgames.com or in the Epic Games Launcher with the email and password you receive, then change the password and the email under Account settings and turn on two-factor authentication.',
    translations: {
      es: {
        defaultInstructions:
          'Inicia sesión en epicgames.com o en Epic Games Launcher, abre el menú de tu perfil, elige Canjear código, introduce el código y confirma.',
        giftCardInstructions:
          'Inicia sesión en epicgames.com o en Epic Games Launcher, abre el menú de tu perfil, elige Canjear código, introduce el código y confirma. El importe se añade al saldo de tu cuenta de Epic.',
        accountInstructions:
          'Inicia sesión en epicgames.com o en Epic Games Launcher con el correo y la contraseña que recibas; después cambia la contraseña y el correo en Configuración de la cuenta y activa la autenticación en dos pasos.',
      },
      pt: {
        defaultInstructions:
          'Entre em epicgames.com ou no Epic Games Launcher, abra o menu do seu perfil, escolha Resgatar código, digite o código e confirme.',
        giftCardInstructions:
          'Entre em epicgames.com ou no Epic Games Launcher, abra o menu do seu perfil, escolha Resgatar código, digite o código e confirme. O valor é adicionado ao saldo da sua conta Epic.',
        accountInstructions:
          'Entre em epicgames.com ou no Epic Games Launcher com o e-mail e a senha que você receber; depois troque a senha e o e-mail em Configurações da conta e ative a autenticação de dois fatores.',
      },
    },
  },
  {
    code: 'battlenet',
    name: 'Battle.net',
    defaultInstructions:
      'Open the Battle.net app, click your account name, choose Redeem a Code, enter the code and confirm.',
    giftCardInstructions:
      'Open the Battle.net app, click your account name, choose Redeem a Code, enter the code and confirm. The amount is added to your Battle.net Balance.',
    accountInstructions:
      'Sign in to the Battle.net app with the email and password you receive, then change the password and the email under Account Settings and attach the Battle.net Authenticator.',
    translations: {
      es: {
        defaultInstructions: 'Abre la aplicación de Battle.net, haz clic en el nombre de tu cuenta, elige Canjear un código, introduce el código y confirma.',
        giftCardInstructions:
          'Abre la aplicación de Battle.net, haz clic en el nombre de tu cuenta, elige Canjear un código, introduce el código y confirma. El importe se añade a tu saldo de Battle.net.',
        accountInstructions:
          'Inicia sesión en la aplicación de Battle.net con el correo y la contraseña que recibas; después cambia la contraseña y el correo en Ajustes de la cuenta y vincula el Autenticador de Battle.net.',
      },
      pt: {
        defaultInstructions: 'Abra o aplicativo Battle.net, clique no nome da sua conta, escolha Resgatar um código, digite o código e confirme.',
        giftCardInstructions:
          'Abra o aplicativo Battle.net, clique no nome da sua conta, escolha Resgatar um código, digite o código e confirme. O valor é adicionado ao seu saldo Battle.net.',
        accountInstructions:
          'Entre no aplicativo Battle.net com o e-mail e a senha que você receber; depois troque a senha e o e-mail em Configurações da conta e vincule o Autenticador Battle.net.',
      },
    },
  },
  {
    code: 'pc',
    name: 'PC',
    defaultInstructions:
      "Download the installer from the publisher's website, run it and enter the license key when asked. Keep the key: reinstalling needs it again.",
    softwareInstructions:
      "Download the installer from the publisher's website, run it and enter the licence key when asked to activate the program. Keep the key: reinstalling needs it again.",
    translations: {
      es: {
        defaultInstructions:
          'Descarga el instalador desde el sitio web del editor, ejecútalo e introduce la clave de licencia cuando te la pida. Guarda la clave: la necesitarás si vuelves a instalarlo.',
        softwareInstructions:
          'Descarga el instalador desde el sitio web del editor, ejecútalo e introduce la clave de licencia cuando te la pida para activar el programa. Guarda la clave: la necesitarás si vuelves a instalarlo.',
      },
      pt: {
        defaultInstructions:
          'Baixe o instalador no site da publicadora, execute-o e digite a chave de licença quando for solicitada. Guarde a chave: você vai precisar dela para reinstalar.',
        softwareInstructions:
          'Baixe o instalador no site da publicadora, execute-o e digite a chave de licença quando for solicitada para ativar o programa. Guarde a chave: você vai precisar dela para reinstalar.',
      },
    },
  },
];
