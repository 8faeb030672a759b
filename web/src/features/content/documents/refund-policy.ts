import type { LocalizedDocument } from '../content-document';

/** /refund-policy: the refund rules `shared/orders/refund-eligibility.ts` and the late pre-order refunds enforce. */
export const refundPolicy: LocalizedDocument = {
  en: {
    title: 'Refund Policy',
    description: 'When NeonKeys refunds a key, a pre-order or a whole order: unrevealed keys within {refundWindowDays} days, pre-orders until delivery, and late pre-orders automatically.',
    lead: 'Digital keys can be copied the moment they are seen, so our refunds depend on one thing above all: whether you have revealed the key. Here is exactly what you can refund yourself, what happens automatically, and when to write to us.',
    sections: [
      {
        id: 'unrevealed-keys',
        heading: 'Keys you have not revealed',
        blocks: [
          'Every key arrives hidden on your order page. While it stays hidden, you can refund it yourself for **{refundWindowDays} days from delivery**: open the order, press **Refund** next to the key and confirm.',
          {
            list: [
              'The full price you paid for that key goes back to the card or payment method you used, through Stripe.',
              'The key is cancelled on your order and goes back into our stock: nobody has seen it, so it can be sold again.',
              'You can refund one key of an order and keep the others.',
              'After {refundWindowDays} days the Refund button disappears. Write to us if something is wrong with a key after that.',
            ],
          },
        ],
      },
      {
        id: 'revealed-keys',
        heading: 'Keys you have revealed',
        blocks: [
          'Pressing **Reveal key** decrypts the key and shows it to you; we record when and from where it was revealed. From that moment you can no longer refund it yourself, because we cannot know whether it was redeemed. The order page warns you before you reveal.',
          'If a revealed key does not work (it was already used, it is for another product, or the platform rejects it), [contact support](/contact). We check the key with you and refund it when it is faulty. A refunded revealed key is retired and never sold again.',
        ],
      },
      {
        id: 'pre-orders',
        heading: 'Pre-orders',
        blocks: [
          'A pre-order is paid when you place it, and each unit takes its place in a first come, first served queue. Your order page shows your position and how many keys are ahead of you.',
          {
            list: [
              '**Cancel at any time until delivery.** Press Cancel on the waiting pre-order: you get a full refund and your place in the queue is freed.',
              '**Automatic refund when it is late.** If a pre-order is still waiting {preorderGraceDays} days after the expected delivery date shown on the product, we refund it in full without you asking. We check every hour and e-mail you when it happens.',
              'Once a pre-ordered key has been delivered, it follows the rules for keys above.',
            ],
          },
          'Some products can be bought while we restock; those units wait in the same queue and show as processing. You can cancel them the same way until they are delivered.',
        ],
      },
      {
        id: 'regions',
        heading: 'Wrong region',
        blocks: [
          'Keys are sold for a region (for example Global, Europe, North America or one country). If a key may not activate where you are, checkout asks you to confirm before you pay, and we keep that confirmation with the order. If you bought a key for the wrong region, refund it before revealing it, within the {refundWindowDays} days.',
        ],
      },
      {
        id: 'payments',
        heading: 'Payments that arrive late or never complete',
        blocks: [
          {
            list: [
              'While the payment page is open we hold your keys for {reservationMinutes} minutes. If you leave without paying, nothing is charged and the keys go back to stock.',
              'If a payment arrives after that hold has ended, we refund it in full at once instead of selling you whatever is left.',
              'If you dispute a charge with your bank, the keys of that order are flagged while the dispute is open.',
            ],
          },
        ],
      },
      {
        id: 'timing',
        heading: 'When the money arrives',
        blocks: [
          'We send the refund to Stripe at once, and we e-mail you when an order or part of it is refunded. Your bank usually shows the money within 5 to 10 business days. Refunds are made in US dollars, the currency you were charged in, so the amount in another currency can differ with the exchange rate.',
          'Nothing in this policy limits the rights your local consumer law gives you.',
        ],
      },
    ],
  },
  es: {
    title: 'Política de reembolsos',
    description: 'Cuándo reembolsa NeonKeys una clave, una reserva o un pedido entero: claves sin mostrar durante {refundWindowDays} días, reservas hasta la entrega y reservas con retraso de forma automática.',
    lead: 'Una clave digital se puede copiar en cuanto se ve, así que nuestros reembolsos dependen sobre todo de una cosa: si has mostrado la clave. Aquí tienes exactamente qué puedes reembolsar tú, qué ocurre de forma automática y cuándo escribirnos.',
    sections: [
      {
        id: 'unrevealed-keys',
        heading: 'Claves que no has mostrado',
        blocks: [
          'Cada clave llega oculta a la página de tu pedido. Mientras siga oculta, puedes reembolsarla tú mismo durante **{refundWindowDays} días desde la entrega**: abre el pedido, pulsa **Reembolsar** junto a la clave y confirma.',
          {
            list: [
              'El precio completo que pagaste por esa clave vuelve a la tarjeta o al método de pago que usaste, a través de Stripe.',
              'La clave se anula en tu pedido y vuelve a nuestro stock: nadie la ha visto, así que se puede volver a vender.',
              'Puedes reembolsar una clave de un pedido y quedarte con las demás.',
              'Pasados {refundWindowDays} días, el botón Reembolsar desaparece. Escríbenos si después algo falla con una clave.',
            ],
          },
        ],
      },
      {
        id: 'revealed-keys',
        heading: 'Claves que has mostrado',
        blocks: [
          'Al pulsar **Mostrar clave**, la clave se descifra y se te muestra; registramos cuándo y desde dónde se mostró. A partir de ese momento ya no puedes reembolsarla tú mismo, porque no podemos saber si se ha canjeado. La página del pedido te avisa antes de mostrarla.',
          'Si una clave mostrada no funciona (ya estaba usada, es de otro producto o la plataforma la rechaza), [contacta con soporte](/contact). Revisamos la clave contigo y te la reembolsamos si está defectuosa. Una clave mostrada que se reembolsa se retira y no se vuelve a vender nunca.',
        ],
      },
      {
        id: 'pre-orders',
        heading: 'Reservas',
        blocks: [
          'Una reserva se paga al hacerla, y cada unidad ocupa su lugar en una cola por orden de llegada. La página del pedido muestra tu posición y cuántas claves van por delante de ti.',
          {
            list: [
              '**Cancela cuando quieras hasta la entrega.** Pulsa Cancelar en la reserva en espera: recibes el reembolso completo y tu lugar en la cola queda libre.',
              '**Reembolso automático si se retrasa.** Si una reserva sigue en espera {preorderGraceDays} días después de la fecha de entrega prevista que indica el producto, te la reembolsamos entera sin que lo pidas. Lo comprobamos cada hora y te enviamos un correo cuando ocurre.',
              'Cuando una clave reservada ya se ha entregado, sigue las reglas de las claves de arriba.',
            ],
          },
          'Algunos productos se pueden comprar mientras reponemos existencias; esas unidades esperan en la misma cola y aparecen como en proceso. Puedes cancelarlas igual hasta que se entreguen.',
        ],
      },
      {
        id: 'regions',
        heading: 'Región equivocada',
        blocks: [
          'Las claves se venden para una región (por ejemplo Global, Europa, Norteamérica o un país). Si una clave podría no activarse donde estás, el pago te pide que lo confirmes antes de pagar, y guardamos esa confirmación con el pedido. Si compraste una clave de la región equivocada, reembólsala antes de mostrarla, dentro de los {refundWindowDays} días.',
        ],
      },
      {
        id: 'payments',
        heading: 'Pagos que llegan tarde o no se completan',
        blocks: [
          {
            list: [
              'Mientras la página de pago está abierta, te guardamos las claves durante {reservationMinutes} minutos. Si sales sin pagar, no se cobra nada y las claves vuelven al stock.',
              'Si un pago llega cuando esa retención ya ha terminado, lo reembolsamos entero al momento en lugar de venderte lo que quede.',
              'Si reclamas un cargo a tu banco, las claves de ese pedido quedan marcadas mientras la reclamación siga abierta.',
            ],
          },
        ],
      },
      {
        id: 'timing',
        heading: 'Cuándo llega el dinero',
        blocks: [
          'Enviamos el reembolso a Stripe al momento y te avisamos por correo cuando se reembolsa un pedido o una parte. Tu banco suele mostrar el dinero en un plazo de 5 a 10 días hábiles. Los reembolsos se hacen en dólares estadounidenses, la moneda en la que se te cobró, así que el importe en otra moneda puede variar con el tipo de cambio.',
          'Nada de esta política limita los derechos que te da la legislación de consumo de tu país.',
        ],
      },
    ],
  },
  pt: {
    title: 'Política de reembolso',
    description: 'Quando a NeonKeys reembolsa uma chave, uma pré-venda ou um pedido inteiro: chaves não reveladas por {refundWindowDays} dias, pré-vendas até a entrega e pré-vendas atrasadas automaticamente.',
    lead: 'Uma chave digital pode ser copiada no instante em que é vista, então nossos reembolsos dependem acima de tudo de uma coisa: se você revelou a chave. Veja exatamente o que você mesmo pode reembolsar, o que acontece automaticamente e quando falar com a gente.',
    sections: [
      {
        id: 'unrevealed-keys',
        heading: 'Chaves que você não revelou',
        blocks: [
          'Toda chave chega oculta na página do seu pedido. Enquanto ela continuar oculta, você mesmo pode reembolsá-la por **{refundWindowDays} dias a partir da entrega**: abra o pedido, toque em **Reembolsar** ao lado da chave e confirme.',
          {
            list: [
              'O valor integral que você pagou por essa chave volta para o cartão ou meio de pagamento usado, pela Stripe.',
              'A chave é cancelada no seu pedido e volta para o nosso estoque: ninguém a viu, então ela pode ser vendida de novo.',
              'Você pode reembolsar uma chave de um pedido e ficar com as outras.',
              'Depois de {refundWindowDays} dias, o botão Reembolsar desaparece. Fale com a gente se algo der errado com uma chave depois disso.',
            ],
          },
        ],
      },
      {
        id: 'revealed-keys',
        heading: 'Chaves que você revelou',
        blocks: [
          'Ao tocar em **Revelar chave**, a chave é descriptografada e mostrada a você; registramos quando e de onde ela foi revelada. A partir desse momento você não pode mais reembolsá-la sozinho, porque não temos como saber se ela foi resgatada. A página do pedido avisa antes de você revelar.',
          'Se uma chave revelada não funcionar (já tinha sido usada, é de outro produto ou a plataforma a recusa), [fale com o suporte](/contact). Verificamos a chave com você e reembolsamos se ela estiver com defeito. Uma chave revelada que é reembolsada é retirada e nunca mais é vendida.',
        ],
      },
      {
        id: 'pre-orders',
        heading: 'Pré-vendas',
        blocks: [
          'Uma pré-venda é paga na hora em que você a faz, e cada unidade entra numa fila por ordem de chegada. A página do pedido mostra sua posição e quantas chaves estão à sua frente.',
          {
            list: [
              '**Cancele quando quiser até a entrega.** Toque em Cancelar na pré-venda em espera: você recebe o reembolso integral e seu lugar na fila é liberado.',
              '**Reembolso automático em caso de atraso.** Se uma pré-venda ainda estiver esperando {preorderGraceDays} dias depois da data de entrega prevista mostrada no produto, reembolsamos o valor integral sem você pedir. Verificamos a cada hora e avisamos por e-mail quando isso acontece.',
              'Depois que uma chave de pré-venda é entregue, ela segue as regras das chaves acima.',
            ],
          },
          'Alguns produtos podem ser comprados enquanto repomos o estoque; essas unidades esperam na mesma fila e aparecem como em processamento. Você pode cancelá-las do mesmo jeito até serem entregues.',
        ],
      },
      {
        id: 'regions',
        heading: 'Região errada',
        blocks: [
          'As chaves são vendidas para uma região (por exemplo Global, Europa, América do Norte ou um país). Se uma chave puder não ativar onde você está, o checkout pede sua confirmação antes do pagamento, e guardamos essa confirmação com o pedido. Se você comprou uma chave da região errada, reembolse-a antes de revelar, dentro dos {refundWindowDays} dias.',
        ],
      },
      {
        id: 'payments',
        heading: 'Pagamentos que chegam atrasados ou não se completam',
        blocks: [
          {
            list: [
              'Enquanto a página de pagamento está aberta, seguramos suas chaves por {reservationMinutes} minutos. Se você sair sem pagar, nada é cobrado e as chaves voltam ao estoque.',
              'Se um pagamento chegar depois que esse prazo terminou, reembolsamos o valor integral na hora em vez de vender o que sobrou.',
              'Se você contestar uma cobrança com o seu banco, as chaves desse pedido ficam marcadas enquanto a contestação estiver aberta.',
            ],
          },
        ],
      },
      {
        id: 'timing',
        heading: 'Quando o dinheiro chega',
        blocks: [
          'Enviamos o reembolso à Stripe na hora e avisamos você por e-mail quando um pedido, ou parte dele, é reembolsado. Seu banco costuma mostrar o valor em 5 a 10 dias úteis. Os reembolsos são feitos em dólares americanos, a moeda em que você foi cobrado, então o valor em outra moeda pode variar com o câmbio.',
          'Nada nesta política limita os direitos que a lei de defesa do consumidor do seu país garante.',
        ],
      },
    ],
  },
};
