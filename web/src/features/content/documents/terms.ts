import type { LocalizedDocument } from '../content-document';

/** /terms: the terms of sale and use, matching how checkout, delivery, regions and refunds work. */
export const terms: LocalizedDocument = {
  en: {
    title: 'Terms of Service',
    description: 'The terms of buying digital keys, gift cards, accounts, subscriptions, DLC and software at NeonKeys: prices, payment, delivery, regions, refunds and fair use.',
    lead: 'These terms apply when you use NeonKeys or buy from it. They are written to match exactly how the store works; where your local consumer law gives you more rights, those rights apply.',
    sections: [
      {
        id: 'what-we-sell',
        heading: 'What we sell',
        blocks: [
          'NeonKeys sells digital goods: game keys, gift cards and wallet top-ups, game accounts, subscriptions, DLC and software for PlayStation, Xbox, Steam, Nintendo, Epic Games, Battle.net and PC. What you receive is a code or access details that you redeem on the platform that issued them.',
          'Redeeming and using a product is governed by that platform’s and the publisher’s own terms. We are not affiliated with them unless we say so, and product names and logos belong to their owners.',
        ],
      },
      {
        id: 'account',
        heading: 'Your account',
        blocks: [
          'You may buy with an account or as a guest. Give true details, keep your sign-in to yourself and tell us at once if you think someone else used it. You must be old enough to make purchases where you live, or buy with a parent’s or guardian’s permission.',
        ],
      },
      {
        id: 'prices-and-payment',
        heading: 'Prices and payment',
        blocks: [
          {
            list: [
              'Prices are set and charged in US dollars. Prices shown in other currencies are estimates; your bank converts the dollar amount.',
              'If a price changes between your cart and checkout, we show you the new price before you pay; you are never charged a price you have not seen.',
              'Payment is taken by Stripe on its secure page. An order is placed when the payment is confirmed.',
              'While you pay, we hold the keys for you for {reservationMinutes} minutes. If the payment does not arrive, the order lapses and nothing is charged; a payment that arrives after that is refunded in full.',
              'A cart holds up to {maxPerLine} of each item and {maxLines} different items, and an order up to {maxUnits} units.',
            ],
          },
        ],
      },
      {
        id: 'delivery',
        heading: 'Delivery',
        blocks: [
          'Keys are delivered to your order page as soon as the payment is confirmed, and stay hidden until you reveal them. For guest orders, the order page opens through the link in the order e-mail, which works for {guestLinkDays} days. We may hold an order for a security review; its keys stay reserved for you and the order shows as processing until the review ends.',
          'Pre-orders are paid when placed and delivered in the order they were paid for when stock arrives. You may cancel a waiting pre-order at any time, and one still waiting {preorderGraceDays} days after its expected delivery date is refunded automatically.',
        ],
      },
      {
        id: 'regions',
        heading: 'Regions',
        blocks: [
          'Each product states the region it activates in. Choosing the right region for the account you will redeem on is your responsibility; when we can tell that a key may not activate where you are, we warn you and ask you to confirm before you pay.',
        ],
      },
      {
        id: 'refunds',
        heading: 'Refunds',
        blocks: [
          'You can refund a key you have not revealed within {refundWindowDays} days of delivery, and cancel a waiting pre-order until it is delivered. Revealing a key ends the self-service refund. The [Refund Policy](/refund-policy) sets out every case.',
        ],
      },
      {
        id: 'fair-use',
        heading: 'Fair use',
        blocks: [
          'You agree not to:',
          {
            list: [
              'buy with a payment method you are not entitled to use, or file a chargeback for an order you received;',
              'resell keys bought here, unless a product says that is allowed;',
              'use bots or scripts to buy, search or sign in, or try to get around our limits and security checks;',
              'probe, overload or attack the store, or access data that is not yours.',
            ],
          },
          'If we reasonably suspect fraud or abuse, we may cancel the orders involved (refunding what was not delivered), flag or retire their keys, and close the account.',
        ],
      },
      {
        id: 'liability',
        heading: 'Our responsibility',
        blocks: [
          'We deliver each product as its platform or publisher issues it, and we refund keys that do not work when the fault is not yours. We are not responsible for a platform’s own outages, bans or changes to a game or service. Beyond that, and as far as the law allows, our liability for an order is limited to what you paid for it. Nothing here limits liability that cannot be limited by law.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes and contact',
        blocks: [
          'We may update these terms; the version shown when you place an order applies to that order. Questions: [{supportEmail}](mailto:{supportEmail}) or our [Contact](/contact) page.',
        ],
      },
    ],
  },
  es: {
    title: 'Términos del servicio',
    description: 'Las condiciones para comprar claves digitales, tarjetas regalo, cuentas, suscripciones, DLC y software en NeonKeys: precios, pago, entrega, regiones, reembolsos y uso justo.',
    lead: 'Estos términos se aplican cuando usas NeonKeys o compras en ella. Están escritos para coincidir exactamente con cómo funciona la tienda; si la legislación de consumo de tu país te da más derechos, se aplican esos derechos.',
    sections: [
      {
        id: 'what-we-sell',
        heading: 'Qué vendemos',
        blocks: [
          'NeonKeys vende productos digitales: claves de juegos, tarjetas regalo y recargas de monedero, cuentas de juegos, suscripciones, DLC y software para PlayStation, Xbox, Steam, Nintendo, Epic Games, Battle.net y PC. Lo que recibes es un código o unos datos de acceso que canjeas en la plataforma que los emitió.',
          'El canje y el uso de un producto se rigen por las condiciones de esa plataforma y del editor. No estamos afiliados a ellos salvo que lo indiquemos, y los nombres y logotipos de los productos pertenecen a sus propietarios.',
        ],
      },
      {
        id: 'account',
        heading: 'Tu cuenta',
        blocks: [
          'Puedes comprar con una cuenta o como invitado. Da datos reales, no compartas tu acceso y avísanos enseguida si crees que otra persona lo ha usado. Debes tener la edad necesaria para hacer compras donde vives, o comprar con permiso de tu madre, padre o tutor.',
        ],
      },
      {
        id: 'prices-and-payment',
        heading: 'Precios y pago',
        blocks: [
          {
            list: [
              'Los precios se fijan y se cobran en dólares estadounidenses. Los precios en otras monedas son estimaciones; tu banco convierte el importe en dólares.',
              'Si un precio cambia entre el carrito y el pago, te mostramos el precio nuevo antes de pagar; nunca se te cobra un precio que no hayas visto.',
              'El pago lo cobra Stripe en su página segura. El pedido se realiza cuando se confirma el pago.',
              'Mientras pagas, te guardamos las claves durante {reservationMinutes} minutos. Si el pago no llega, el pedido caduca y no se cobra nada; un pago que llegue después se reembolsa entero.',
              'Un carrito admite hasta {maxPerLine} unidades de cada artículo y {maxLines} artículos distintos, y un pedido hasta {maxUnits} unidades.',
            ],
          },
        ],
      },
      {
        id: 'delivery',
        heading: 'Entrega',
        blocks: [
          'Las claves se entregan en la página de tu pedido en cuanto se confirma el pago, y siguen ocultas hasta que las muestras. En los pedidos de invitado, la página del pedido se abre con el enlace del correo del pedido, que funciona durante {guestLinkDays} días. Podemos retener un pedido para una revisión de seguridad; sus claves siguen reservadas para ti y el pedido aparece en proceso hasta que termina la revisión.',
          'Las reservas se pagan al hacerlas y se entregan en el orden en que se pagaron cuando llegan existencias. Puedes cancelar una reserva en espera cuando quieras, y una que siga en espera {preorderGraceDays} días después de su fecha de entrega prevista se reembolsa automáticamente.',
        ],
      },
      {
        id: 'regions',
        heading: 'Regiones',
        blocks: [
          'Cada producto indica la región en la que se activa. Elegir la región correcta para la cuenta en la que lo vas a canjear es responsabilidad tuya; cuando podemos saber que una clave podría no activarse donde estás, te avisamos y te pedimos que lo confirmes antes de pagar.',
        ],
      },
      {
        id: 'refunds',
        heading: 'Reembolsos',
        blocks: [
          'Puedes reembolsar una clave que no hayas mostrado en los {refundWindowDays} días siguientes a la entrega, y cancelar una reserva en espera hasta que se entregue. Mostrar una clave pone fin al reembolso por tu cuenta. La [Política de reembolsos](/refund-policy) recoge todos los casos.',
        ],
      },
      {
        id: 'fair-use',
        heading: 'Uso justo',
        blocks: [
          'Te comprometes a no:',
          {
            list: [
              'comprar con un medio de pago que no tengas derecho a usar, ni reclamar al banco un pedido que sí recibiste;',
              'revender claves compradas aquí, salvo que un producto indique que está permitido;',
              'usar bots o scripts para comprar, buscar o iniciar sesión, ni intentar saltarte nuestros límites y controles de seguridad;',
              'sondear, sobrecargar o atacar la tienda, ni acceder a datos que no son tuyos.',
            ],
          },
          'Si sospechamos razonablemente que hay fraude o abuso, podemos cancelar los pedidos afectados (reembolsando lo que no se haya entregado), marcar o retirar sus claves y cerrar la cuenta.',
        ],
      },
      {
        id: 'liability',
        heading: 'Nuestra responsabilidad',
        blocks: [
          'Entregamos cada producto tal como lo emite su plataforma o editor, y reembolsamos las claves que no funcionan cuando el fallo no es tuyo. No respondemos de las caídas, los bloqueos ni los cambios que una plataforma haga en un juego o servicio. Aparte de eso, y en la medida en que la ley lo permita, nuestra responsabilidad por un pedido se limita a lo que pagaste por él. Nada de esto limita la responsabilidad que la ley no permite limitar.',
        ],
      },
      {
        id: 'changes',
        heading: 'Cambios y contacto',
        blocks: [
          'Podemos actualizar estos términos; a cada pedido se le aplica la versión vigente cuando lo hiciste. Dudas: [{supportEmail}](mailto:{supportEmail}) o nuestra página de [Contacto](/contact).',
        ],
      },
    ],
  },
  pt: {
    title: 'Termos de serviço',
    description: 'As condições para comprar chaves digitais, cartões-presente, contas, assinaturas, DLCs e softwares na NeonKeys: preços, pagamento, entrega, regiões, reembolsos e uso justo.',
    lead: 'Estes termos valem quando você usa a NeonKeys ou compra nela. Eles foram escritos para corresponder exatamente ao funcionamento da loja; se a lei de defesa do consumidor do seu país der mais direitos, valem esses direitos.',
    sections: [
      {
        id: 'what-we-sell',
        heading: 'O que vendemos',
        blocks: [
          'A NeonKeys vende produtos digitais: chaves de jogos, cartões-presente e recargas de carteira, contas de jogos, assinaturas, DLCs e softwares para PlayStation, Xbox, Steam, Nintendo, Epic Games, Battle.net e PC. O que você recebe é um código ou dados de acesso que você resgata na plataforma que os emitiu.',
          'O resgate e o uso de um produto seguem os termos da plataforma e da publicadora. Não somos afiliados a elas, a menos que digamos o contrário, e os nomes e logotipos dos produtos pertencem aos seus donos.',
        ],
      },
      {
        id: 'account',
        heading: 'Sua conta',
        blocks: [
          'Você pode comprar com uma conta ou como convidado. Informe dados verdadeiros, não compartilhe seu acesso e avise a gente na hora se achar que outra pessoa o usou. Você precisa ter idade para fazer compras onde mora, ou comprar com a permissão de um responsável.',
        ],
      },
      {
        id: 'prices-and-payment',
        heading: 'Preços e pagamento',
        blocks: [
          {
            list: [
              'Os preços são definidos e cobrados em dólares americanos. Os preços em outras moedas são estimativas; seu banco converte o valor em dólares.',
              'Se um preço mudar entre o carrinho e o checkout, mostramos o novo preço antes do pagamento; você nunca paga um preço que não viu.',
              'O pagamento é cobrado pela Stripe na página segura dela. O pedido é feito quando o pagamento é confirmado.',
              'Enquanto você paga, seguramos as chaves por {reservationMinutes} minutos. Se o pagamento não chegar, o pedido expira e nada é cobrado; um pagamento que chegue depois disso é reembolsado integralmente.',
              'Um carrinho aceita até {maxPerLine} unidades de cada item e {maxLines} itens diferentes, e um pedido até {maxUnits} unidades.',
            ],
          },
        ],
      },
      {
        id: 'delivery',
        heading: 'Entrega',
        blocks: [
          'As chaves são entregues na página do seu pedido assim que o pagamento é confirmado e ficam ocultas até você revelá-las. Nos pedidos de convidado, a página do pedido abre pelo link do e-mail do pedido, que funciona por {guestLinkDays} dias. Podemos segurar um pedido para uma análise de segurança; as chaves continuam reservadas para você e o pedido aparece em processamento até a análise terminar.',
          'As pré-vendas são pagas na hora e entregues na ordem em que foram pagas quando o estoque chega. Você pode cancelar uma pré-venda em espera quando quiser, e uma que ainda esteja esperando {preorderGraceDays} dias depois da data de entrega prevista é reembolsada automaticamente.',
        ],
      },
      {
        id: 'regions',
        heading: 'Regiões',
        blocks: [
          'Cada produto informa a região em que ativa. Escolher a região certa para a conta em que você vai resgatar é responsabilidade sua; quando conseguimos saber que uma chave pode não ativar onde você está, avisamos e pedimos sua confirmação antes do pagamento.',
        ],
      },
      {
        id: 'refunds',
        heading: 'Reembolsos',
        blocks: [
          'Você pode reembolsar uma chave que não revelou em até {refundWindowDays} dias após a entrega, e cancelar uma pré-venda em espera até ela ser entregue. Revelar uma chave encerra o reembolso por conta própria. A [Política de reembolso](/refund-policy) detalha todos os casos.',
        ],
      },
      {
        id: 'fair-use',
        heading: 'Uso justo',
        blocks: [
          'Você concorda em não:',
          {
            list: [
              'comprar com um meio de pagamento que você não tem direito de usar, nem contestar no banco um pedido que recebeu;',
              'revender chaves compradas aqui, a menos que um produto diga que isso é permitido;',
              'usar bots ou scripts para comprar, buscar ou fazer login, nem tentar driblar nossos limites e verificações de segurança;',
              'sondar, sobrecarregar ou atacar a loja, nem acessar dados que não são seus.',
            ],
          },
          'Se suspeitarmos com razão de fraude ou abuso, podemos cancelar os pedidos envolvidos (reembolsando o que não foi entregue), marcar ou retirar as chaves deles e encerrar a conta.',
        ],
      },
      {
        id: 'liability',
        heading: 'Nossa responsabilidade',
        blocks: [
          'Entregamos cada produto como a plataforma ou a publicadora o emite, e reembolsamos as chaves que não funcionam quando a falha não é sua. Não respondemos por quedas, banimentos ou mudanças que uma plataforma faça num jogo ou serviço. Fora isso, e até onde a lei permite, nossa responsabilidade por um pedido se limita ao valor que você pagou por ele. Nada aqui limita responsabilidades que a lei não permite limitar.',
        ],
      },
      {
        id: 'changes',
        heading: 'Mudanças e contato',
        blocks: [
          'Podemos atualizar estes termos; a cada pedido vale a versão em vigor quando você o fez. Dúvidas: [{supportEmail}](mailto:{supportEmail}) ou nossa página [Fale conosco](/contact).',
        ],
      },
    ],
  },
};
