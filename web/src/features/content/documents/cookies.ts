import type { LocalizedDocument } from '../content-document';

/**
 * /cookies: every cookie and browser-storage key the SPA writes (grep localStorage, sessionStorage and document.cookie
 * in web/src), plus Amplify's session keys and the third parties' own pages.
 */
export const cookies: LocalizedDocument = {
  en: {
    title: 'Cookie Policy',
    description: 'The one cookie and the browser storage NeonKeys uses — sign-in, cart, language, currency and recent searches — and why. No advertising or tracking cookies.',
    lead: 'NeonKeys uses no advertising or tracking cookies. It keeps a few things in your browser’s own storage so the shop remembers your choices, and staff get one cookie for the admin area. Everything is listed here.',
    sections: [
      {
        id: 'local-storage',
        heading: 'Stored in your browser until you clear it',
        blocks: [
          {
            list: [
              '`preferred-language` and `preferred-currency`: the language and the display currency you chose.',
              '`search-history`: your last 10 searches, shown as suggestions in the search box. It never leaves your browser.',
              '`neonkeys-cart`: the cart you build while signed out. When you sign in it joins your account’s cart and is removed here.',
              '`tracking-consent`: whether you declined or accepted visit measurement in the notice at the bottom of the page.',
              '`CognitoIdentityServiceProvider.…` (several keys): your sign-in, kept by our sign-in library so you stay signed in. They are removed when you sign out; the sign-in itself lasts up to 30 days.',
            ],
          },
        ],
      },
      {
        id: 'session-storage',
        heading: 'Stored only while the tab is open',
        blocks: [
          {
            list: [
              '`neonkeys-auth-return`: the page to take you back to after signing in with Google.',
              '`neonkeys-google-state`: a one-time value proving that a Google sign-in started in this tab.',
              '`neonkeys-stuck-refresh-at`: when you last pressed Refresh Page on the “Taking longer than expected” screen, so it does not reappear straight away.',
              '`nk-tracking-session`: the random id of this tab’s visit session, renewed after 4 hours without activity (see the [Privacy Policy](/privacy)).',
              '`nk-tracking-carry`: the pages and product events of a page you left before visit tracking had started, kept until the next page of this tab sends them (see the [Privacy Policy](/privacy)).',
            ],
          },
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        blocks: [
          '`sidebar_state`: set only for staff in the admin area, to remember whether its sidebar is open. It lasts 7 days.',
          'The shop sets no other cookies.',
        ],
      },
      {
        id: 'third-parties',
        heading: 'Other sites’ cookies',
        blocks: [
          {
            list: [
              '**Google reCAPTCHA** runs on the sign-in page and may use Google’s own cookies to tell people from bots.',
              '**Stripe’s payment page** is on Stripe’s own site and uses Stripe’s cookies there to prevent fraud.',
              '**Sign in with Google** takes you to Google, which uses its own cookies.',
            ],
          },
          'Each of them follows its own privacy and cookie policy.',
        ],
      },
      {
        id: 'choices',
        heading: 'Your choices',
        blocks: [
          'None of this storage is used for advertising. To stop visit measurement, choose Decline in its notice (or send Global Privacy Control). You can clear it at any time in your browser’s settings: you will be signed out, your signed-out cart and recent searches will be emptied, and the shop will go back to English and US dollars. What visit measurement records is in the [Privacy Policy](/privacy).',
        ],
      },
    ],
  },
  es: {
    title: 'Política de cookies',
    description: 'La única cookie y el almacenamiento del navegador que usa NeonKeys —sesión, carrito, idioma, moneda y búsquedas recientes— y para qué. Sin cookies publicitarias ni de seguimiento.',
    lead: 'NeonKeys no usa cookies publicitarias ni de seguimiento. Guarda unas pocas cosas en el almacenamiento propio de tu navegador para que la tienda recuerde tus preferencias, y el personal tiene una cookie para el área de administración. Aquí está todo.',
    sections: [
      {
        id: 'local-storage',
        heading: 'Guardado en tu navegador hasta que lo borres',
        blocks: [
          {
            list: [
              '`preferred-language` y `preferred-currency`: el idioma y la moneda de visualización que elegiste.',
              '`search-history`: tus últimas 10 búsquedas, que aparecen como sugerencias en el buscador. Nunca salen de tu navegador.',
              '`neonkeys-cart`: el carrito que montas sin iniciar sesión. Al iniciar sesión se une al carrito de tu cuenta y se borra de aquí.',
              '`tracking-consent`: si rechazaste o aceptaste la medición de visitas en el aviso al pie de la página.',
              '`CognitoIdentityServiceProvider.…` (varias claves): tu sesión, que guarda nuestra biblioteca de inicio de sesión para que no tengas que volver a entrar. Se borran al cerrar sesión; la sesión dura como máximo 30 días.',
            ],
          },
        ],
      },
      {
        id: 'session-storage',
        heading: 'Guardado solo mientras la pestaña está abierta',
        blocks: [
          {
            list: [
              '`neonkeys-auth-return`: la página a la que volver después de iniciar sesión con Google.',
              '`neonkeys-google-state`: un valor de un solo uso que demuestra que el inicio de sesión con Google empezó en esta pestaña.',
              '`neonkeys-stuck-refresh-at`: cuándo pulsaste por última vez Actualizar página en la pantalla «Está tardando más de lo esperado», para que no vuelva a aparecer enseguida.',
              '`nk-tracking-session`: el identificador aleatorio de la sesión de visita de esta pestaña, renovado tras 4 horas sin actividad (consulta la [Política de privacidad](/privacy)).',
              '`nk-tracking-carry`: las páginas y los eventos de producto de una página que dejaste antes de que empezara el seguimiento de visitas, guardados hasta que la siguiente página de esta pestaña los envía (consulta la [Política de privacidad](/privacy)).',
            ],
          },
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        blocks: [
          '`sidebar_state`: solo para el personal en el área de administración, para recordar si su barra lateral está abierta. Dura 7 días.',
          'La tienda no instala ninguna otra cookie.',
        ],
      },
      {
        id: 'third-parties',
        heading: 'Cookies de otros sitios',
        blocks: [
          {
            list: [
              '**Google reCAPTCHA** funciona en la página de inicio de sesión y puede usar las cookies propias de Google para distinguir a las personas de los bots.',
              '**La página de pago de Stripe** está en el sitio de Stripe y usa allí las cookies de Stripe para prevenir el fraude.',
              '**Iniciar sesión con Google** te lleva a Google, que usa sus propias cookies.',
            ],
          },
          'Cada uno de ellos sigue su propia política de privacidad y de cookies.',
        ],
      },
      {
        id: 'choices',
        heading: 'Tus opciones',
        blocks: [
          'Nada de este almacenamiento se usa para publicidad. Para dejar de medir tus visitas, elige Rechazar en su aviso (o envía Global Privacy Control). Puedes borrarlo cuando quieras desde los ajustes de tu navegador: se cerrará tu sesión, se vaciarán el carrito sin sesión y las búsquedas recientes, y la tienda volverá al inglés y a los dólares estadounidenses. Lo que registra la medición de visitas está en la [Política de privacidad](/privacy).',
        ],
      },
    ],
  },
  pt: {
    title: 'Política de cookies',
    description: 'O único cookie e o armazenamento do navegador que a NeonKeys usa — login, carrinho, idioma, moeda e buscas recentes — e por quê. Sem cookies de publicidade ou de rastreamento.',
    lead: 'A NeonKeys não usa cookies de publicidade nem de rastreamento. Ela guarda algumas coisas no armazenamento do próprio navegador para que a loja lembre suas escolhas, e a equipe tem um cookie para a área administrativa. Está tudo listado aqui.',
    sections: [
      {
        id: 'local-storage',
        heading: 'Guardado no seu navegador até você limpar',
        blocks: [
          {
            list: [
              '`preferred-language` e `preferred-currency`: o idioma e a moeda de exibição que você escolheu.',
              '`search-history`: suas últimas 10 buscas, mostradas como sugestões na caixa de busca. Elas nunca saem do seu navegador.',
              '`neonkeys-cart`: o carrinho que você monta sem login. Quando você entra, ele se junta ao carrinho da sua conta e é apagado daqui.',
              '`tracking-consent`: se você recusou ou aceitou a medição de visitas no aviso no pé da página.',
              '`CognitoIdentityServiceProvider.…` (várias chaves): seu login, guardado pela nossa biblioteca de login para você continuar conectado. Elas são apagadas quando você sai; o login dura no máximo 30 dias.',
            ],
          },
        ],
      },
      {
        id: 'session-storage',
        heading: 'Guardado só enquanto a aba está aberta',
        blocks: [
          {
            list: [
              '`neonkeys-auth-return`: a página para onde voltar depois de entrar com o Google.',
              '`neonkeys-google-state`: um valor de uso único que prova que o login com Google começou nesta aba.',
              '`neonkeys-stuck-refresh-at`: quando você tocou por último em Atualizar página na tela “Está demorando mais do que o esperado”, para ela não reaparecer logo em seguida.',
              '`nk-tracking-session`: o identificador aleatório da sessão de visita desta aba, renovado após 4 horas sem atividade (veja a [Política de privacidade](/privacy)).',
              '`nk-tracking-carry`: as páginas e os eventos de produto de uma página que você deixou antes de o acompanhamento de visitas começar, guardados até a próxima página desta aba enviá-los (veja a [Política de privacidade](/privacy)).',
            ],
          },
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        blocks: [
          '`sidebar_state`: só para a equipe na área administrativa, para lembrar se a barra lateral está aberta. Dura 7 dias.',
          'A loja não grava nenhum outro cookie.',
        ],
      },
      {
        id: 'third-parties',
        heading: 'Cookies de outros sites',
        blocks: [
          {
            list: [
              'O **Google reCAPTCHA** roda na página de login e pode usar os cookies do próprio Google para distinguir pessoas de bots.',
              'A **página de pagamento da Stripe** fica no site da Stripe e usa lá os cookies da Stripe para evitar fraudes.',
              '**Entrar com Google** leva você ao Google, que usa os próprios cookies.',
            ],
          },
          'Cada um deles segue a própria política de privacidade e de cookies.',
        ],
      },
      {
        id: 'choices',
        heading: 'Suas escolhas',
        blocks: [
          'Nada desse armazenamento é usado para publicidade. Para parar a medição de visitas, escolha Recusar no aviso (ou envie Global Privacy Control). Você pode limpar tudo quando quiser nas configurações do navegador: você sairá da conta, o carrinho sem login e as buscas recentes serão esvaziados, e a loja voltará para o inglês e o dólar americano. O que a medição de visitas registra está na [Política de privacidade](/privacy).',
        ],
      },
    ],
  },
};
