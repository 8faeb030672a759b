import type { LocalizedDocument } from '../content-document';

/** /contact: how to reach support, when, and what to send so the first answer can solve it. */
export const contact: LocalizedDocument = {
  en: {
    title: 'Contact Us',
    description: 'Write to NeonKeys support about an order, a key or your account: our address, our hours and what to include.',
    lead: 'Real people answer every message. Write to us about an order, a key that will not activate, a refund or your account.',
    sections: [
      {
        id: 'write-to-us',
        heading: 'Write to us',
        blocks: [
          'E-mail **[{supportEmail}](mailto:{supportEmail})**.',
          'We answer Monday to Friday, {supportOpens}–{supportCloses} UTC, and reply within one business day. Messages sent at the weekend are answered on Monday.',
        ],
      },
      {
        id: 'what-to-include',
        heading: 'What to include',
        blocks: [
          'A complete first message saves a round trip:',
          {
            list: [
              'Your **order number** (it looks like NK-2026-000123 and is on the order page and in every order e-mail).',
              'The **e-mail address** you ordered with. For a guest order, write from that address.',
              'The **product**, platform and region, and what went wrong.',
              'For an activation error, a **screenshot** of the message the platform shows, and the country of the account you redeemed on.',
            ],
          },
        ],
      },
      {
        id: 'find-your-order',
        heading: 'Find your order',
        blocks: [
          {
            list: [
              'Signed in: your orders are under [Orders](/account/orders) and every key you own under [Keys](/account/keys).',
              'Guest: open the link in your order e-mail; it works for {guestLinkDays} days. If you lost the e-mail, write to us from the address you ordered with.',
            ],
          },
        ],
      },
      {
        id: 'do-it-yourself',
        heading: 'Quicker than writing',
        blocks: [
          {
            list: [
              'Refund a key you have not revealed, within {refundWindowDays} days of delivery, with the Refund button on the order page. See the [Refund Policy](/refund-policy).',
              'Cancel a waiting pre-order with its Cancel button, for a full refund.',
              'Answers about delivery, regions, payment and signing in are in the [Help Center](/help).',
            ],
          },
        ],
      },
      {
        id: 'safety',
        heading: 'Stay safe',
        blocks: [
          'We will never ask for your password, your card number or a sign-in code, and we never ask you to send us a key you have revealed. Our e-mails come only from our own address and never contain a key.',
        ],
      },
    ],
  },
  es: {
    title: 'Contacto',
    description: 'Escribe al soporte de NeonKeys sobre un pedido, una clave o tu cuenta: nuestra dirección, nuestro horario y qué incluir.',
    lead: 'Todos los mensajes los responden personas. Escríbenos sobre un pedido, una clave que no se activa, un reembolso o tu cuenta.',
    sections: [
      {
        id: 'write-to-us',
        heading: 'Escríbenos',
        blocks: [
          'Correo electrónico: **[{supportEmail}](mailto:{supportEmail})**.',
          'Atendemos de lunes a viernes, de {supportOpens} a {supportCloses} (UTC), y respondemos en un día laborable. Los mensajes del fin de semana se responden el lunes.',
        ],
      },
      {
        id: 'what-to-include',
        heading: 'Qué incluir',
        blocks: [
          'Un primer mensaje completo ahorra idas y vueltas:',
          {
            list: [
              'Tu **número de pedido** (tiene este aspecto: NK-2026-000123 y aparece en la página del pedido y en todos los correos del pedido).',
              'La **dirección de correo** con la que hiciste el pedido. Si compraste como invitado, escríbenos desde esa dirección.',
              'El **producto**, la plataforma y la región, y qué ha fallado.',
              'Si es un error de activación, una **captura** del mensaje que muestra la plataforma y el país de la cuenta en la que la canjeaste.',
            ],
          },
        ],
      },
      {
        id: 'find-your-order',
        heading: 'Encuentra tu pedido',
        blocks: [
          {
            list: [
              'Con sesión iniciada: tus pedidos están en [Pedidos](/account/orders) y todas tus claves en [Claves](/account/keys).',
              'Como invitado: abre el enlace del correo de tu pedido; funciona durante {guestLinkDays} días. Si has perdido el correo, escríbenos desde la dirección con la que compraste.',
            ],
          },
        ],
      },
      {
        id: 'do-it-yourself',
        heading: 'Más rápido que escribir',
        blocks: [
          {
            list: [
              'Reembolsa una clave que no hayas mostrado, en los {refundWindowDays} días siguientes a la entrega, con el botón Reembolsar de la página del pedido. Consulta la [Política de reembolsos](/refund-policy).',
              'Cancela una reserva en espera con su botón Cancelar y recibe el reembolso completo.',
              'Las respuestas sobre entrega, regiones, pago e inicio de sesión están en el [Centro de ayuda](/help).',
            ],
          },
        ],
      },
      {
        id: 'safety',
        heading: 'Protégete',
        blocks: [
          'Nunca te pediremos tu contraseña, el número de tu tarjeta ni un código de inicio de sesión, y nunca te pediremos que nos envíes una clave que hayas mostrado. Nuestros correos solo salen de nuestra propia dirección y nunca contienen una clave.',
        ],
      },
    ],
  },
  pt: {
    title: 'Fale conosco',
    description: 'Escreva para o suporte da NeonKeys sobre um pedido, uma chave ou sua conta: nosso endereço, nosso horário e o que incluir.',
    lead: 'Pessoas de verdade respondem cada mensagem. Escreva para a gente sobre um pedido, uma chave que não ativa, um reembolso ou sua conta.',
    sections: [
      {
        id: 'write-to-us',
        heading: 'Escreva para a gente',
        blocks: [
          'E-mail: **[{supportEmail}](mailto:{supportEmail})**.',
          'Atendemos de segunda a sexta, das {supportOpens} às {supportCloses} (UTC), e respondemos em até um dia útil. Mensagens enviadas no fim de semana são respondidas na segunda-feira.',
        ],
      },
      {
        id: 'what-to-include',
        heading: 'O que incluir',
        blocks: [
          'Uma primeira mensagem completa evita idas e vindas:',
          {
            list: [
              'O **número do pedido** (tem este formato: NK-2026-000123 e aparece na página do pedido e em todos os e-mails do pedido).',
              'O **endereço de e-mail** usado no pedido. Se você comprou como convidado, escreva desse endereço.',
              'O **produto**, a plataforma e a região, e o que deu errado.',
              'Em caso de erro de ativação, uma **captura de tela** da mensagem que a plataforma mostra e o país da conta em que você resgatou.',
            ],
          },
        ],
      },
      {
        id: 'find-your-order',
        heading: 'Encontre seu pedido',
        blocks: [
          {
            list: [
              'Com login: seus pedidos ficam em [Pedidos](/account/orders) e todas as suas chaves em [Chaves](/account/keys).',
              'Como convidado: abra o link do e-mail do seu pedido; ele funciona por {guestLinkDays} dias. Se você perdeu o e-mail, escreva do endereço usado na compra.',
            ],
          },
        ],
      },
      {
        id: 'do-it-yourself',
        heading: 'Mais rápido que escrever',
        blocks: [
          {
            list: [
              'Reembolse uma chave que você não revelou, em até {refundWindowDays} dias após a entrega, com o botão Reembolsar da página do pedido. Veja a [Política de reembolso](/refund-policy).',
              'Cancele uma pré-venda em espera com o botão Cancelar e receba o reembolso integral.',
              'Respostas sobre entrega, regiões, pagamento e login estão na [Central de ajuda](/help).',
            ],
          },
        ],
      },
      {
        id: 'safety',
        heading: 'Fique seguro',
        blocks: [
          'Nunca vamos pedir sua senha, o número do seu cartão ou um código de login, e nunca pedimos que você nos envie uma chave revelada. Nossos e-mails saem só do nosso próprio endereço e nunca contêm uma chave.',
        ],
      },
    ],
  },
};
