import type { LocalizedDocument } from '../content-document';

/** /help: the Help Center and its FAQ (`/help#faq`), describing the purchase as the store runs it. */
export const help: LocalizedDocument = {
  en: {
    title: 'Help Center',
    description: 'How buying at NeonKeys works: delivery and where to find your keys, regions, pre-orders, refunds, payment and signing in.',
    lead: 'Everything about buying game keys, gift cards, accounts, subscriptions, DLC and software at NeonKeys, from checkout to activation. Can’t find your answer? [Contact us](/contact).',
    sections: [
      {
        id: 'how-it-works',
        heading: 'How buying works',
        blocks: [
          {
            steps: [
              'Choose the platform, region and edition or amount on the product page, then add it to your cart or buy it now.',
              'Check out signed in, or as a guest with just your e-mail address. We hold your keys while you pay.',
              'Pay on Stripe’s secure payment page. Your card details go to Stripe, never to us.',
              'Your keys appear on your order page as soon as the payment is confirmed, usually within seconds. Reveal a key when you are ready to redeem it.',
            ],
          },
        ],
      },
      {
        id: 'delivery',
        heading: 'Delivery and where your keys are',
        blocks: [
          'Keys are delivered instantly: there is nothing to ship. We keep every key encrypted, and we decrypt it only when you press **Reveal key** on your order page.',
          {
            list: [
              '**Signed in:** go to [Orders](/account/orders) for each order, or [Keys](/account/keys) for every key you own.',
              '**Guest checkout:** open the link in your order e-mail. It works for {guestLinkDays} days; after that, write to us from the same address.',
              'We e-mail you when an order is confirmed, when keys are ready, when a pre-order is delivered and when something is refunded. For your safety, no e-mail ever contains a key.',
            ],
          },
        ],
      },
      {
        id: 'regions',
        heading: 'Regions',
        blocks: [
          'Most keys only activate in certain countries. Each product shows its region:',
          {
            list: [
              '**Global** keys work everywhere, except in the few countries a product lists as excluded; the product page warns you if yours is one of them.',
              '**Regional** keys (for example Europe, United Kingdom, North America or Latin America) activate only in the countries of that region.',
            ],
          },
          'We read your country from your connection. If a key in your cart may not activate there, checkout asks you to confirm before you pay. Travelling or using a VPN can make the check wrong, so pick the region of the account you will redeem on.',
        ],
      },
      {
        id: 'pre-orders',
        heading: 'Pre-orders',
        blocks: [
          'You pay when you pre-order, and each unit joins a queue for that product, first come, first served. When keys arrive, they are delivered to the queue in order, automatically, and we e-mail you. Your order page shows your place and how many keys are ahead of you.',
          'You can cancel a waiting pre-order at any time for a full refund. If it is still waiting {preorderGraceDays} days after the expected delivery date, we refund it automatically.',
        ],
      },
      {
        id: 'refunds',
        heading: 'Refunds',
        blocks: [
          'You can refund a key yourself from your order page for {refundWindowDays} days after delivery, as long as you have not revealed it. Revealing a key ends that right, because a seen key can be used. The [Refund Policy](/refund-policy) has every rule.',
        ],
      },
      {
        id: 'payment',
        heading: 'Payment and currency',
        blocks: [
          'Payment is taken on Stripe’s secure page. You can pay by card, and Stripe may offer other methods available in your country. Some bank payments take a few days to confirm; your keys are delivered when they do.',
          'Prices are set and charged in **US dollars**. You can show prices in euros, pounds, yen, Canadian or Australian dollars from the language and currency menu, but those are estimates at the rates shown there; your bank converts the dollar amount.',
        ],
      },
      {
        id: 'account',
        heading: 'Your account and signing in',
        blocks: [
          {
            list: [
              '**E-mail and password:** sign up with your name, country, e-mail and a password, then enter the 6-digit code we e-mail you.',
              '**Google:** continue with your Google account; your Google name and e-mail start your profile.',
              '**Phone:** enter your number and the 6-digit code we text you. If you added that number to your account profile and verified it, you are signed in to that account; otherwise a new account is created for the number.',
            ],
          },
          'After too many wrong passwords or codes, sign-in pauses for a few minutes to protect your account. Your name, country and phone are on your [Account](/account) page.',
        ],
      },
      {
        id: 'faq',
        heading: 'Frequently asked questions',
        blocks: [
          {
            question: 'I paid but I don’t see my key. What now?',
            answer: [
              'Refresh your order page: keys appear as soon as Stripe confirms the payment. Some bank payments take a few days to confirm. If the order still says processing after an hour, [contact us](/contact) with your order number.',
            ],
          },
          {
            question: 'The key says it is already used or invalid.',
            answer: ['Don’t try it again on other accounts. Write to us with your order number and a screenshot of the error; we check the key and refund it when it is faulty.'],
          },
          {
            question: 'Can I buy several copies?',
            answer: ['Yes: up to {maxPerLine} of each item, {maxLines} different items in a cart and {maxUnits} units in one order.'],
          },
          {
            question: 'How long are keys held while I pay?',
            answer: ['{reservationMinutes} minutes. The payment page closes after {paymentMinutes} minutes; if you leave without paying, the keys go back to stock and nothing is charged.'],
          },
          {
            question: 'Can I buy without an account?',
            answer: ['Yes. Enter your e-mail at checkout and open your order through the link in the order e-mail. An account keeps all your orders and keys in one place.'],
          },
          {
            question: 'Is my payment safe?',
            answer: ['Payments are handled by Stripe, a certified payment provider. We never see or store your card number.'],
          },
          {
            question: 'Why does the price change when I switch currency?',
            answer: ['The dollar price is what you pay. Other currencies are converted at the rate shown in the currency menu and are only a guide.'],
          },
        ],
      },
    ],
  },
  es: {
    title: 'Centro de ayuda',
    description: 'Cómo se compra en NeonKeys: la entrega y dónde están tus claves, regiones, reservas, reembolsos, pago e inicio de sesión.',
    lead: 'Todo sobre comprar claves de juegos, tarjetas regalo, cuentas, suscripciones, DLC y software en NeonKeys, desde el pago hasta la activación. ¿No encuentras tu respuesta? [Contáctanos](/contact).',
    sections: [
      {
        id: 'how-it-works',
        heading: 'Cómo funciona la compra',
        blocks: [
          {
            steps: [
              'Elige la plataforma, la región y la edición o el importe en la página del producto, y añádelo al carrito o cómpralo ya.',
              'Paga con tu sesión iniciada o como invitado, solo con tu correo electrónico. Te guardamos las claves mientras pagas.',
              'Paga en la página de pago segura de Stripe. Los datos de tu tarjeta van a Stripe, nunca a nosotros.',
              'Tus claves aparecen en la página del pedido en cuanto se confirma el pago, normalmente en segundos. Muestra cada clave cuando vayas a canjearla.',
            ],
          },
        ],
      },
      {
        id: 'delivery',
        heading: 'La entrega y dónde están tus claves',
        blocks: [
          'Las claves se entregan al instante: no hay nada que enviar. Guardamos todas las claves cifradas y solo las desciframos cuando pulsas **Mostrar clave** en la página del pedido.',
          {
            list: [
              '**Con sesión iniciada:** entra en [Pedidos](/account/orders) para cada pedido, o en [Claves](/account/keys) para todas las claves que tienes.',
              '**Compra como invitado:** abre el enlace del correo de tu pedido. Funciona durante {guestLinkDays} días; después, escríbenos desde la misma dirección.',
              'Te escribimos cuando se confirma un pedido, cuando las claves están listas, cuando se entrega una reserva y cuando se reembolsa algo. Por tu seguridad, ningún correo contiene nunca una clave.',
            ],
          },
        ],
      },
      {
        id: 'regions',
        heading: 'Regiones',
        blocks: [
          'La mayoría de las claves solo se activan en ciertos países. Cada producto indica su región:',
          {
            list: [
              'Las claves **globales** funcionan en todas partes, salvo en los pocos países que un producto indica como excluidos; la página del producto te avisa si el tuyo es uno de ellos.',
              'Las claves **regionales** (por ejemplo Europa, Reino Unido, Norteamérica o Latinoamérica) solo se activan en los países de esa región.',
            ],
          },
          'Detectamos tu país a partir de tu conexión. Si una clave del carrito podría no activarse allí, el pago te pide que lo confirmes antes de pagar. Viajar o usar una VPN puede confundir la comprobación, así que elige la región de la cuenta en la que vayas a canjearla.',
        ],
      },
      {
        id: 'pre-orders',
        heading: 'Reservas',
        blocks: [
          'Pagas al reservar, y cada unidad entra en una cola de ese producto por orden de llegada. Cuando llegan las claves, se entregan a la cola en orden, de forma automática, y te avisamos por correo. La página del pedido muestra tu lugar y cuántas claves van por delante de ti.',
          'Puedes cancelar una reserva en espera cuando quieras y recibir el reembolso completo. Si sigue en espera {preorderGraceDays} días después de la fecha de entrega prevista, te la reembolsamos automáticamente.',
        ],
      },
      {
        id: 'refunds',
        heading: 'Reembolsos',
        blocks: [
          'Puedes reembolsar tú mismo una clave desde la página del pedido durante {refundWindowDays} días después de la entrega, siempre que no la hayas mostrado. Mostrar una clave pone fin a ese derecho, porque una clave vista se puede usar. La [Política de reembolsos](/refund-policy) tiene todas las reglas.',
        ],
      },
      {
        id: 'payment',
        heading: 'Pago y moneda',
        blocks: [
          'El pago se hace en la página segura de Stripe. Puedes pagar con tarjeta, y Stripe puede ofrecerte otros métodos disponibles en tu país. Algunos pagos bancarios tardan unos días en confirmarse; tus claves se entregan cuando se confirman.',
          'Los precios se fijan y se cobran en **dólares estadounidenses**. Puedes ver los precios en euros, libras, yenes o dólares canadienses o australianos desde el menú de idioma y moneda, pero son estimaciones según los tipos de cambio que se muestran allí; tu banco convierte el importe en dólares.',
        ],
      },
      {
        id: 'account',
        heading: 'Tu cuenta y el inicio de sesión',
        blocks: [
          {
            list: [
              '**Correo y contraseña:** regístrate con tu nombre, país, correo y una contraseña, y luego introduce el código de 6 dígitos que te enviamos por correo.',
              '**Google:** continúa con tu cuenta de Google; tu nombre y tu correo de Google inician tu perfil.',
              '**Teléfono:** introduce tu número y el código de 6 dígitos que te enviamos por SMS. Si añadiste ese número al perfil de tu cuenta y lo verificaste, entras en esa cuenta; si no, se crea una cuenta nueva para el número.',
            ],
          },
          'Tras demasiadas contraseñas o códigos incorrectos, el inicio de sesión se pausa unos minutos para proteger tu cuenta. Tu nombre, país y teléfono están en la página [Cuenta](/account).',
        ],
      },
      {
        id: 'faq',
        heading: 'Preguntas frecuentes',
        blocks: [
          {
            question: 'He pagado pero no veo mi clave. ¿Qué hago?',
            answer: [
              'Actualiza la página del pedido: las claves aparecen en cuanto Stripe confirma el pago. Algunos pagos bancarios tardan unos días en confirmarse. Si el pedido sigue en proceso después de una hora, [contáctanos](/contact) con tu número de pedido.',
            ],
          },
          {
            question: 'La clave dice que ya está usada o que no es válida.',
            answer: ['No la pruebes en otras cuentas. Escríbenos con tu número de pedido y una captura del error; revisamos la clave y te la reembolsamos si está defectuosa.'],
          },
          {
            question: '¿Puedo comprar varias copias?',
            answer: ['Sí: hasta {maxPerLine} de cada artículo, {maxLines} artículos distintos en el carrito y {maxUnits} unidades en un pedido.'],
          },
          {
            question: '¿Cuánto tiempo se guardan las claves mientras pago?',
            answer: ['{reservationMinutes} minutos. La página de pago se cierra a los {paymentMinutes} minutos; si sales sin pagar, las claves vuelven al stock y no se cobra nada.'],
          },
          {
            question: '¿Puedo comprar sin cuenta?',
            answer: ['Sí. Indica tu correo al pagar y abre tu pedido desde el enlace del correo del pedido. Con una cuenta tienes todos tus pedidos y claves en un solo sitio.'],
          },
          {
            question: '¿Es seguro el pago?',
            answer: ['Los pagos los gestiona Stripe, un proveedor de pagos certificado. Nunca vemos ni guardamos el número de tu tarjeta.'],
          },
          {
            question: '¿Por qué cambia el precio al cambiar de moneda?',
            answer: ['Lo que pagas es el precio en dólares. Las demás monedas se convierten con el tipo de cambio que aparece en el menú de moneda y son solo orientativas.'],
          },
        ],
      },
    ],
  },
  pt: {
    title: 'Central de ajuda',
    description: 'Como comprar na NeonKeys: entrega e onde ficam suas chaves, regiões, pré-vendas, reembolsos, pagamento e login.',
    lead: 'Tudo sobre comprar chaves de jogos, cartões-presente, contas, assinaturas, DLCs e softwares na NeonKeys, do pagamento à ativação. Não encontrou sua resposta? [Fale com a gente](/contact).',
    sections: [
      {
        id: 'how-it-works',
        heading: 'Como funciona a compra',
        blocks: [
          {
            steps: [
              'Escolha a plataforma, a região e a edição ou o valor na página do produto e adicione ao carrinho ou compre agora.',
              'Finalize com login ou como convidado, só com o seu e-mail. Seguramos suas chaves enquanto você paga.',
              'Pague na página de pagamento segura da Stripe. Os dados do seu cartão vão para a Stripe, nunca para nós.',
              'Suas chaves aparecem na página do pedido assim que o pagamento é confirmado, em geral em segundos. Revele cada chave quando for resgatá-la.',
            ],
          },
        ],
      },
      {
        id: 'delivery',
        heading: 'Entrega e onde ficam suas chaves',
        blocks: [
          'As chaves são entregues na hora: não há nada para enviar. Guardamos todas as chaves criptografadas e só as descriptografamos quando você toca em **Revelar chave** na página do pedido.',
          {
            list: [
              '**Com login:** acesse [Pedidos](/account/orders) para cada pedido, ou [Chaves](/account/keys) para todas as chaves que você tem.',
              '**Compra como convidado:** abra o link do e-mail do seu pedido. Ele funciona por {guestLinkDays} dias; depois disso, escreva para a gente do mesmo endereço.',
              'Mandamos e-mail quando um pedido é confirmado, quando as chaves estão prontas, quando uma pré-venda é entregue e quando algo é reembolsado. Para sua segurança, nenhum e-mail contém uma chave.',
            ],
          },
        ],
      },
      {
        id: 'regions',
        heading: 'Regiões',
        blocks: [
          'A maioria das chaves só ativa em certos países. Cada produto mostra sua região:',
          {
            list: [
              'Chaves **globais** funcionam em qualquer lugar, exceto nos poucos países que um produto lista como excluídos; a página do produto avisa se o seu for um deles.',
              'Chaves **regionais** (por exemplo Europa, Reino Unido, América do Norte ou América Latina) só ativam nos países daquela região.',
            ],
          },
          'Identificamos seu país pela sua conexão. Se uma chave do carrinho puder não ativar aí, o checkout pede sua confirmação antes do pagamento. Viagens ou VPN podem enganar essa verificação, então escolha a região da conta em que você vai resgatar.',
        ],
      },
      {
        id: 'pre-orders',
        heading: 'Pré-vendas',
        blocks: [
          'Você paga ao fazer a pré-venda, e cada unidade entra numa fila daquele produto, por ordem de chegada. Quando as chaves chegam, elas são entregues à fila em ordem, automaticamente, e avisamos você por e-mail. A página do pedido mostra sua posição e quantas chaves estão à sua frente.',
          'Você pode cancelar uma pré-venda em espera a qualquer momento e receber o reembolso integral. Se ela ainda estiver esperando {preorderGraceDays} dias depois da data de entrega prevista, reembolsamos automaticamente.',
        ],
      },
      {
        id: 'refunds',
        heading: 'Reembolsos',
        blocks: [
          'Você mesmo pode reembolsar uma chave pela página do pedido por {refundWindowDays} dias após a entrega, desde que não a tenha revelado. Revelar a chave encerra esse direito, porque uma chave vista pode ser usada. A [Política de reembolso](/refund-policy) traz todas as regras.',
        ],
      },
      {
        id: 'payment',
        heading: 'Pagamento e moeda',
        blocks: [
          'O pagamento é feito na página segura da Stripe. Você pode pagar com cartão, e a Stripe pode oferecer outros meios disponíveis no seu país. Alguns pagamentos bancários levam alguns dias para confirmar; suas chaves são entregues quando isso acontece.',
          'Os preços são definidos e cobrados em **dólares americanos**. Você pode ver os preços em euros, libras, ienes ou dólares canadenses ou australianos pelo menu de idioma e moeda, mas esses valores são estimativas pelo câmbio mostrado ali; seu banco converte o valor em dólares.',
        ],
      },
      {
        id: 'account',
        heading: 'Sua conta e o login',
        blocks: [
          {
            list: [
              '**E-mail e senha:** cadastre-se com nome, país, e-mail e uma senha, depois digite o código de 6 dígitos que enviamos por e-mail.',
              '**Google:** entre com sua conta Google; seu nome e seu e-mail do Google dão início ao seu perfil.',
              '**Telefone:** digite seu número e o código de 6 dígitos que enviamos por SMS. Se você adicionou esse número ao perfil da sua conta e o verificou, entra nessa conta; caso contrário, uma conta nova é criada para o número.',
            ],
          },
          'Depois de muitas senhas ou códigos errados, o login pausa por alguns minutos para proteger sua conta. Seu nome, país e telefone ficam na página [Conta](/account).',
        ],
      },
      {
        id: 'faq',
        heading: 'Perguntas frequentes',
        blocks: [
          {
            question: 'Paguei, mas não vejo minha chave. E agora?',
            answer: [
              'Atualize a página do pedido: as chaves aparecem assim que a Stripe confirma o pagamento. Alguns pagamentos bancários levam alguns dias para confirmar. Se o pedido continuar em processamento depois de uma hora, [fale com a gente](/contact) informando o número do pedido.',
            ],
          },
          {
            question: 'A chave diz que já foi usada ou que é inválida.',
            answer: ['Não tente usá-la em outras contas. Escreva para a gente com o número do pedido e uma captura de tela do erro; verificamos a chave e reembolsamos se ela estiver com defeito.'],
          },
          {
            question: 'Posso comprar várias cópias?',
            answer: ['Sim: até {maxPerLine} de cada item, {maxLines} itens diferentes no carrinho e {maxUnits} unidades por pedido.'],
          },
          {
            question: 'Por quanto tempo as chaves ficam seguradas enquanto pago?',
            answer: ['{reservationMinutes} minutos. A página de pagamento fecha depois de {paymentMinutes} minutos; se você sair sem pagar, as chaves voltam ao estoque e nada é cobrado.'],
          },
          {
            question: 'Posso comprar sem conta?',
            answer: ['Sim. Informe seu e-mail no checkout e abra seu pedido pelo link do e-mail do pedido. Com uma conta, todos os seus pedidos e chaves ficam num só lugar.'],
          },
          {
            question: 'Meu pagamento é seguro?',
            answer: ['Os pagamentos são processados pela Stripe, um provedor de pagamentos certificado. Nunca vemos nem guardamos o número do seu cartão.'],
          },
          {
            question: 'Por que o preço muda quando troco de moeda?',
            answer: ['O que você paga é o preço em dólares. As outras moedas são convertidas pelo câmbio mostrado no menu de moeda e servem só como referência.'],
          },
        ],
      },
    ],
  },
};
