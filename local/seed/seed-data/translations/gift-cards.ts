import type { SeedTranslations } from '../../catalog-spec';

export const giftCardTexts: SeedTranslations = {
  'playstation-store-gift-card': {
    es: {
      name: 'Tarjeta regalo de PlayStation Store',
      description:
        'Añade fondos a tu monedero de PlayStation Network y gástalos en juegos, complementos y suscripciones. El código se entrega al instante y no caduca.',
    },
    pt: {
      name: 'Cartão-presente PlayStation Store',
      description:
        'Adicione fundos à sua carteira da PlayStation Network e gaste-os em jogos, complementos e assinaturas. O código é entregue na hora e não expira.',
    },
  },
  'xbox-gift-card': {
    es: {
      name: 'Tarjeta regalo de Xbox',
      description:
        'Saldo para Microsoft Store en Xbox y Windows: juegos, complementos, películas y Game Pass. Canjéala en tu consola o en línea en segundos.',
    },
    pt: {
      name: 'Cartão-presente Xbox',
      description:
        'Crédito para a Microsoft Store no Xbox e no Windows: jogos, complementos, filmes e Game Pass. Resgate no console ou on-line em segundos.',
    },
  },
  'steam-wallet-gift-card': {
    es: {
      name: 'Tarjeta regalo de Steam',
      description:
        'Recarga tu monedero de Steam para comprar juegos, software, hardware y artículos del Mercado de la Comunidad. El saldo se añade en la moneda de tu cuenta.',
    },
    pt: {
      name: 'Cartão-presente Steam',
      description:
        'Recarregue sua Carteira Steam para comprar jogos, software, hardware e itens do Mercado da Comunidade. O saldo é adicionado na moeda da sua conta.',
    },
  },
  'nintendo-eshop-card': {
    es: {
      name: 'Tarjeta de Nintendo eShop',
      description:
        'Fondos para Nintendo eShop en Nintendo Switch: juegos completos, contenido descargable y joyas independientes. Compra la tarjeta de la región de tu cuenta Nintendo.',
    },
    pt: {
      name: 'Cartão Nintendo eShop',
      description:
        'Fundos para o Nintendo eShop no Nintendo Switch: jogos completos, conteúdo adicional e joias independentes. Compre o cartão da região da sua conta Nintendo.',
    },
  },
  'epic-games-gift-card': {
    es: {
      name: 'Tarjeta regalo de Epic Games Store',
      description:
        'Saldo para Epic Games Store, válido para juegos, complementos y moneda del juego. Canjéalo en la web o en el lanzador.',
    },
    pt: {
      name: 'Cartão-presente Epic Games Store',
      description:
        'Crédito para a Epic Games Store, válido para jogos, complementos e moeda de jogo. Resgate no site ou no inicializador.',
    },
  },
  'battle-net-balance-gift-card': {
    es: {
      name: 'Tarjeta regalo de saldo de Battle.net',
      description:
        'Añade saldo de Battle.net para juegos, expansiones y servicios del juego en todo el catálogo de Battle.net. Se entrega como un código que canjeas en la aplicación.',
    },
    pt: {
      name: 'Cartão-presente de saldo Battle.net',
      description:
        'Adiciona saldo Battle.net para jogos, expansões e serviços de jogo em todo o catálogo do Battle.net. Entregue como um código que você resgata no aplicativo.',
    },
  },
  'pixelpay-prepaid-card': {
    es: {
      name: 'Tarjeta prepago PixelPay',
      description:
        'Un saldo prepago de PixelPay aceptado en cientos de tiendas de juegos para PC y tiendas independientes. Paga en línea sin compartir una tarjeta bancaria.',
    },
    pt: {
      name: 'Cartão pré-pago PixelPay',
      description:
        'Um saldo pré-pago PixelPay aceito em centenas de lojas de jogos para PC e lojas independentes. Pague on-line sem compartilhar um cartão bancário.',
    },
  },
};
