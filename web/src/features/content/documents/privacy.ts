import type { LocalizedDocument } from '../content-document';

/**
 * /privacy: what the store records and keeps, as the code does today (profile, orders, key reveal audit, search log,
 * logs and backups), and the visit analytics of features/tracking with their retention and the visitor's choice.
 */
export const privacy: LocalizedDocument = {
  en: {
    title: 'Privacy Policy',
    description: 'What NeonKeys records about you — account, orders, key reveals, searches and visits — why, who processes it and how long we keep it.',
    lead: 'This page lists what the store records about you, why, who else handles it and for how long. Questions or requests: write to [{supportEmail}](mailto:{supportEmail}).',
    sections: [
      {
        id: 'account',
        heading: 'Your account',
        blocks: [
          {
            list: [
              '**What:** your e-mail address and/or phone number, your full name, username and country, and whether your e-mail and phone are verified. If you use Google, the name, e-mail address and picture Google shares.',
              '**Passwords** are held by our sign-in provider (Amazon Cognito) in a form nobody can read back, us included.',
              '**Why:** to let you sign in, keep your orders together and write to you about them.',
            ],
          },
        ],
      },
      {
        id: 'orders',
        heading: 'Orders and payments',
        blocks: [
          {
            list: [
              '**What:** what you bought and for how much, the e-mail the keys are for, your order notes, the order’s status, refunds and disputes, the country read from your connection at checkout and any region warnings you confirmed.',
              '**Payments** are made on Stripe’s page. We receive a payment reference and its status, never your card number.',
              '**Your cart:** while you are signed out it stays in your browser; once you sign in it is kept with your account.',
              '**Why:** to deliver and refund what you bought, to handle disputes and to keep the records of sale the law requires.',
            ],
          },
        ],
      },
      {
        id: 'keys',
        heading: 'Your keys and their reveals',
        blocks: [
          'Keys are stored encrypted with AWS Key Management Service and decrypted only when their owner presses Reveal. Each reveal is recorded: which key, which account or guest order, when, the IP address and the browser’s user agent. We use this record to answer “my key was already used” reports and to stop fraud.',
        ],
      },
      {
        id: 'searches',
        heading: 'Searches',
        blocks: [
          'When you search, we record the words you typed, your language and currency, the platform filter, how many results came back, how long the search took, the time and your IP address; when you open a result we count it against the query with its place in the list, without your address. We use this to improve search results and to spot abuse; each address may log at most {searchLogPerMinute} searches a minute. Search itself is answered by our search provider, Algolia, which receives your query and IP address.',
        ],
      },
      {
        id: 'visits',
        heading: 'Visit analytics',
        blocks: [
          'The storefront measures how the shop is used and tells people from bots. Visit analytics record:',
          {
            list: [
              '**Sessions:** a random session id (kept in your browser tab, renewed after 4 hours without activity; a session ends after 30 minutes without input), when it started and how long it lasted.',
              '**Page and product views:** the address and title of each page, the page you came from, how long you stayed, and which products you opened.',
              '**Behaviour signals:** mouse movements, key presses (timing only, never what you type in fields), scrolling, touches, clicks, focus and screen rotation, summarised into a likelihood that the visitor is a bot.',
              '**Device fingerprint:** a hash computed from your browser and device settings (screen, language, time zone and similar), so repeat abuse can be recognised without cookies.',
              '**Journey:** the pages of a visit in order, where it came from (search engine, social network, another site or direct), the device type and browser, and your approximate location from your connection (country, region and city).',
            ],
          },
          '**How long:** each recorded event is deleted after 90 days; a session with its journey after about 13 months (400 days). Pages of the staff back office are not measured. **Your choice:** decline in the notice at the bottom of the page and nothing more is sent from that browser; if your browser sends Global Privacy Control, nothing is recorded and the notice is not shown.',
        ],
      },
      {
        id: 'security',
        heading: 'Security checks',
        blocks: [
          'Sign-in, sign-up and phone codes are protected by Google reCAPTCHA, which looks at how the page is used and gives us a score; Google processes that data under its own privacy policy. We and our sign-in provider also count failed attempts per address and per account for a few minutes to stop password guessing.',
        ],
      },
      {
        id: 'messages',
        heading: 'E-mails and notifications',
        blocks: [
          'We send order e-mails (confirmation, keys ready, pre-order delivered, refund) and sign-in codes. If you subscribe to the newsletter or press Notify me on a sold-out product, we keep your e-mail address for that purpose; write to us to be removed.',
        ],
      },
      {
        id: 'processors',
        heading: 'Who else handles your data',
        blocks: [
          {
            list: [
              '**Amazon Web Services:** hosting, database, sign-in (Cognito), key encryption and e-mail delivery.',
              '**Stripe:** payments and refunds.',
              '**Algolia:** search.',
              '**Google:** reCAPTCHA, and sign-in with Google if you choose it.',
            ],
          },
          'We do not sell your data or share it for advertising.',
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        blocks: [
          {
            list: [
              '**Account and profile:** until you ask us to delete your account.',
              '**Orders, keys and reveal records:** kept as records of sale, with no automatic deletion, because refunds, disputes and tax records depend on them.',
              '**Search log:** kept to improve search; it has no automatic expiry yet, and on request we delete the entries logged from your IP address.',
              '**Access logs** (IP address, address requested, time, browser): {accessLogDays} days. **Application logs:** {functionLogDays} days.',
              '**Backups:** a deleted record can remain in our database backups for up to {backupDays} days.',
              '**Sign-in codes** expire within minutes (sign-up codes within a day); a guest order link works for {guestLinkDays} days.',
            ],
          },
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights',
        blocks: [
          'You can see and correct your name, country and phone on your [Account](/account) page. Write to [{supportEmail}](mailto:{supportEmail}) to get a copy of your data, to have it corrected or deleted, or to object to how we use it. When we delete an account we remove the profile, the saved cart and any newsletter or Notify me entries; orders stay as records of sale, no longer linked to a profile. You may also complain to your data protection authority.',
          'How the store uses your browser’s storage is explained in the [Cookie Policy](/cookies).',
        ],
      },
    ],
  },
  es: {
    title: 'Política de privacidad',
    description: 'Qué registra NeonKeys sobre ti —cuenta, pedidos, claves mostradas, búsquedas y visitas—, para qué, quién lo trata y cuánto tiempo lo guardamos.',
    lead: 'En esta página figura qué registra la tienda sobre ti, para qué, quién más lo trata y durante cuánto tiempo. Preguntas o solicitudes: escribe a [{supportEmail}](mailto:{supportEmail}).',
    sections: [
      {
        id: 'account',
        heading: 'Tu cuenta',
        blocks: [
          {
            list: [
              '**Qué:** tu correo electrónico o tu número de teléfono (o ambos), tu nombre completo, nombre de usuario y país, y si tu correo y tu teléfono están verificados. Si usas Google, el nombre, el correo y la foto que comparte Google.',
              '**Las contraseñas** las guarda nuestro proveedor de inicio de sesión (Amazon Cognito) de forma que nadie puede leerlas, ni siquiera nosotros.',
              '**Para qué:** para que puedas iniciar sesión, reunir tus pedidos y escribirte sobre ellos.',
            ],
          },
        ],
      },
      {
        id: 'orders',
        heading: 'Pedidos y pagos',
        blocks: [
          {
            list: [
              '**Qué:** lo que compraste y por cuánto, el correo para el que son las claves, tus notas del pedido, el estado del pedido, los reembolsos y las reclamaciones, el país detectado en tu conexión al pagar y los avisos de región que confirmaste.',
              '**Los pagos** se hacen en la página de Stripe. Recibimos una referencia del pago y su estado, nunca el número de tu tarjeta.',
              '**Tu carrito:** mientras no inicias sesión se queda en tu navegador; al iniciar sesión se guarda con tu cuenta.',
              '**Para qué:** para entregar y reembolsar lo que compraste, gestionar reclamaciones y conservar los registros de venta que exige la ley.',
            ],
          },
        ],
      },
      {
        id: 'keys',
        heading: 'Tus claves y cuándo se muestran',
        blocks: [
          'Las claves se guardan cifradas con AWS Key Management Service y solo se descifran cuando su propietario pulsa Mostrar. Cada vez que se muestra una clave lo registramos: qué clave, qué cuenta o pedido de invitado, cuándo, la dirección IP y el agente de usuario del navegador. Usamos este registro para atender avisos de «mi clave ya estaba usada» y para frenar el fraude.',
        ],
      },
      {
        id: 'searches',
        heading: 'Búsquedas',
        blocks: [
          'Cuando buscas, registramos las palabras que escribiste, tu idioma y moneda, el filtro de plataforma, cuántos resultados salieron, la hora y tu dirección IP. Lo usamos para mejorar los resultados y detectar abusos; cada dirección puede registrar como máximo {searchLogPerMinute} búsquedas por minuto. Las búsquedas las responde nuestro proveedor de búsqueda, Algolia, que recibe tu consulta y tu dirección IP.',
        ],
      },
      {
        id: 'visits',
        heading: 'Analítica de visitas',
        blocks: [
          'La tienda mide cómo se usa y distingue a las personas de los bots. La analítica de visitas registra:',
          {
            list: [
              '**Sesiones:** un identificador de sesión aleatorio (guardado en la pestaña del navegador, que se renueva tras 4 horas sin actividad; una sesión termina tras 30 minutos sin interacción), cuándo empezó y cuánto duró.',
              '**Páginas y productos vistos:** la dirección y el título de cada página, la página de la que venías, cuánto tiempo te quedaste y qué productos abriste.',
              '**Señales de comportamiento:** movimientos del ratón, pulsaciones de teclas (solo el ritmo, nunca lo que escribes en los campos), desplazamiento, toques, clics, foco y giros de pantalla, resumidos en una probabilidad de que el visitante sea un bot.',
              '**Huella del dispositivo:** un hash calculado a partir de los ajustes de tu navegador y dispositivo (pantalla, idioma, zona horaria y similares), para reconocer abusos repetidos sin cookies.',
              '**Recorrido:** las páginas de una visita en orden, de dónde venía (buscador, red social, otro sitio o acceso directo), el tipo de dispositivo y el navegador, y tu ubicación aproximada según tu conexión (país, región y ciudad).',
            ],
          },
          '**Cuánto tiempo:** cada evento registrado se borra a los 90 días; una sesión con su recorrido, a los 400 días (unos 13 meses). Las páginas del panel interno del personal no se miden. **Tu elección:** si rechazas en el aviso al pie de la página, ese navegador no envía nada más; si tu navegador envía Global Privacy Control, no se registra nada y el aviso no aparece.',
        ],
      },
      {
        id: 'security',
        heading: 'Controles de seguridad',
        blocks: [
          'El inicio de sesión, el registro y los códigos por teléfono están protegidos por Google reCAPTCHA, que observa cómo se usa la página y nos da una puntuación; Google trata esos datos según su propia política de privacidad. Además, nosotros y nuestro proveedor de inicio de sesión contamos los intentos fallidos por dirección y por cuenta durante unos minutos para frenar a quien intenta adivinar contraseñas.',
        ],
      },
      {
        id: 'messages',
        heading: 'Correos y avisos',
        blocks: [
          'Enviamos correos de los pedidos (confirmación, claves listas, reserva entregada, reembolso) y códigos de inicio de sesión. Si te suscribes al boletín o pulsas Avísame en un producto agotado, guardamos tu correo para eso; escríbenos para darte de baja.',
        ],
      },
      {
        id: 'processors',
        heading: 'Quién más trata tus datos',
        blocks: [
          {
            list: [
              '**Amazon Web Services:** alojamiento, base de datos, inicio de sesión (Cognito), cifrado de claves y envío de correos.',
              '**Stripe:** pagos y reembolsos.',
              '**Algolia:** búsqueda.',
              '**Google:** reCAPTCHA, y el inicio de sesión con Google si lo eliges.',
            ],
          },
          'No vendemos tus datos ni los compartimos con fines publicitarios.',
        ],
      },
      {
        id: 'retention',
        heading: 'Cuánto tiempo los guardamos',
        blocks: [
          {
            list: [
              '**Cuenta y perfil:** hasta que nos pidas borrar tu cuenta.',
              '**Pedidos, claves y registros de claves mostradas:** se conservan como registros de venta, sin borrado automático, porque los reembolsos, las reclamaciones y los registros fiscales dependen de ellos.',
              '**Registro de búsquedas:** se conserva para mejorar la búsqueda; todavía no caduca automáticamente, y si lo pides borramos las entradas registradas desde tu dirección IP.',
              '**Registros de acceso** (dirección IP, dirección solicitada, hora, navegador): {accessLogDays} días. **Registros de la aplicación:** {functionLogDays} días.',
              '**Copias de seguridad:** un registro borrado puede seguir en las copias de seguridad de nuestra base de datos hasta {backupDays} días.',
              '**Los códigos de inicio de sesión** caducan en minutos (los de registro, en un día); el enlace de un pedido de invitado funciona durante {guestLinkDays} días.',
            ],
          },
        ],
      },
      {
        id: 'rights',
        heading: 'Tus derechos',
        blocks: [
          'Puedes ver y corregir tu nombre, país y teléfono en la página [Cuenta](/account). Escribe a [{supportEmail}](mailto:{supportEmail}) para obtener una copia de tus datos, corregirlos o borrarlos, o para oponerte a cómo los usamos. Al borrar una cuenta eliminamos el perfil, el carrito guardado y las suscripciones al boletín o los avisos de Avísame; los pedidos se conservan como registros de venta, ya sin vínculo con un perfil. También puedes presentar una reclamación ante tu autoridad de protección de datos.',
          'Cómo usa la tienda el almacenamiento de tu navegador se explica en la [Política de cookies](/cookies).',
        ],
      },
    ],
  },
  pt: {
    title: 'Política de privacidade',
    description: 'O que a NeonKeys registra sobre você — conta, pedidos, chaves reveladas, buscas e visitas —, para quê, quem trata esses dados e por quanto tempo os guardamos.',
    lead: 'Esta página lista o que a loja registra sobre você, para quê, quem mais trata esses dados e por quanto tempo. Dúvidas ou pedidos: escreva para [{supportEmail}](mailto:{supportEmail}).',
    sections: [
      {
        id: 'account',
        heading: 'Sua conta',
        blocks: [
          {
            list: [
              '**O quê:** seu e-mail e/ou número de telefone, seu nome completo, nome de usuário e país, e se seu e-mail e seu telefone estão verificados. Se você usa o Google, o nome, o e-mail e a foto que o Google compartilha.',
              '**As senhas** ficam com nosso provedor de login (Amazon Cognito) de um jeito que ninguém consegue ler, nem nós.',
              '**Para quê:** para você entrar na conta, reunir seus pedidos e escrever para você sobre eles.',
            ],
          },
        ],
      },
      {
        id: 'orders',
        heading: 'Pedidos e pagamentos',
        blocks: [
          {
            list: [
              '**O quê:** o que você comprou e por quanto, o e-mail para o qual vão as chaves, suas observações no pedido, o status do pedido, reembolsos e contestações, o país identificado pela sua conexão no checkout e os avisos de região que você confirmou.',
              '**Os pagamentos** são feitos na página da Stripe. Recebemos uma referência do pagamento e o status dele, nunca o número do seu cartão.',
              '**Seu carrinho:** enquanto você não faz login, ele fica no seu navegador; depois do login, fica guardado com a sua conta.',
              '**Para quê:** para entregar e reembolsar o que você comprou, tratar contestações e manter os registros de venda que a lei exige.',
            ],
          },
        ],
      },
      {
        id: 'keys',
        heading: 'Suas chaves e quando são reveladas',
        blocks: [
          'As chaves são guardadas criptografadas com o AWS Key Management Service e só são descriptografadas quando o dono toca em Revelar. Cada revelação é registrada: qual chave, qual conta ou pedido de convidado, quando, o endereço IP e a identificação do navegador (modelo e versão). Usamos esse registro para atender avisos de “minha chave já tinha sido usada” e para impedir fraudes.',
        ],
      },
      {
        id: 'searches',
        heading: 'Buscas',
        blocks: [
          'Quando você busca, registramos as palavras digitadas, seu idioma e moeda, o filtro de plataforma, quantos resultados vieram, o horário e seu endereço IP. Usamos isso para melhorar os resultados e detectar abusos; cada endereço pode registrar no máximo {searchLogPerMinute} buscas por minuto. A busca em si é respondida pelo nosso provedor de busca, a Algolia, que recebe sua consulta e seu endereço IP.',
        ],
      },
      {
        id: 'visits',
        heading: 'Análise de visitas',
        blocks: [
          'A loja mede como é usada e distingue pessoas de bots. A análise de visitas registra:',
          {
            list: [
              '**Sessões:** um identificador de sessão aleatório (guardado na aba do navegador e renovado após 4 horas sem atividade; uma sessão termina após 30 minutos sem interação), quando começou e quanto durou.',
              '**Páginas e produtos vistos:** o endereço e o título de cada página, a página de onde você veio, quanto tempo ficou e quais produtos abriu.',
              '**Sinais de comportamento:** movimentos do mouse, teclas pressionadas (só o ritmo, nunca o que você digita nos campos), rolagem, toques, cliques, foco e rotação da tela, resumidos numa probabilidade de o visitante ser um bot.',
              '**Impressão digital do dispositivo:** um hash calculado a partir das configurações do navegador e do dispositivo (tela, idioma, fuso horário e semelhantes), para reconhecer abusos repetidos sem cookies.',
              '**Jornada:** as páginas de uma visita em ordem, de onde ela veio (buscador, rede social, outro site ou acesso direto), o tipo de dispositivo e o navegador, e sua localização aproximada pela conexão (país, região e cidade).',
            ],
          },
          '**Por quanto tempo:** cada evento registrado é apagado após 90 dias; uma sessão com sua jornada, após 400 dias (cerca de 13 meses). As páginas do painel interno da equipe não são medidas. **Sua escolha:** se você recusar no aviso no pé da página, esse navegador não envia mais nada; se o seu navegador envia Global Privacy Control, nada é registrado e o aviso não aparece.',
        ],
      },
      {
        id: 'security',
        heading: 'Verificações de segurança',
        blocks: [
          'O login, o cadastro e os códigos por telefone são protegidos pelo Google reCAPTCHA, que observa como a página é usada e nos dá uma pontuação; o Google trata esses dados conforme sua própria política de privacidade. Nós e nosso provedor de login também contamos as tentativas que falham por endereço e por conta durante alguns minutos, para barrar quem tenta adivinhar senhas.',
        ],
      },
      {
        id: 'messages',
        heading: 'E-mails e avisos',
        blocks: [
          'Enviamos e-mails dos pedidos (confirmação, chaves prontas, pré-venda entregue, reembolso) e códigos de login. Se você assinar a newsletter ou tocar em Avise-me num produto esgotado, guardamos seu e-mail para isso; escreva para a gente para sair.',
        ],
      },
      {
        id: 'processors',
        heading: 'Quem mais trata seus dados',
        blocks: [
          {
            list: [
              '**Amazon Web Services:** hospedagem, banco de dados, login (Cognito), criptografia das chaves e envio de e-mails.',
              '**Stripe:** pagamentos e reembolsos.',
              '**Algolia:** busca.',
              '**Google:** reCAPTCHA, e o login com Google se você escolher.',
            ],
          },
          'Não vendemos seus dados nem os compartilhamos para publicidade.',
        ],
      },
      {
        id: 'retention',
        heading: 'Por quanto tempo guardamos',
        blocks: [
          {
            list: [
              '**Conta e perfil:** até você pedir para excluir sua conta.',
              '**Pedidos, chaves e registros de revelação:** guardados como registros de venda, sem exclusão automática, porque reembolsos, contestações e registros fiscais dependem deles.',
              '**Registro de buscas:** guardado para melhorar a busca; ainda não expira automaticamente, e, se você pedir, excluímos as entradas registradas a partir do seu endereço IP.',
              '**Logs de acesso** (endereço IP, endereço solicitado, horário, navegador): {accessLogDays} dias. **Logs da aplicação:** {functionLogDays} dias.',
              '**Backups:** um registro excluído pode continuar nos backups do nosso banco de dados por até {backupDays} dias.',
              '**Códigos de login** expiram em minutos (os de cadastro, em um dia); o link de um pedido de convidado funciona por {guestLinkDays} dias.',
            ],
          },
        ],
      },
      {
        id: 'rights',
        heading: 'Seus direitos',
        blocks: [
          'Você pode ver e corrigir seu nome, país e telefone na página [Conta](/account). Escreva para [{supportEmail}](mailto:{supportEmail}) para receber uma cópia dos seus dados, corrigi-los ou excluí-los, ou para se opor à forma como os usamos. Ao excluir uma conta, removemos o perfil, o carrinho salvo e as inscrições na newsletter ou nos avisos de Avise-me; os pedidos ficam como registros de venda, sem vínculo com um perfil. Você também pode reclamar à autoridade de proteção de dados do seu país.',
          'Como a loja usa o armazenamento do seu navegador está explicado na [Política de cookies](/cookies).',
        ],
      },
    ],
  },
};
