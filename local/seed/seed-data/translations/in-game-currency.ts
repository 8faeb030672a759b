import type { SeedTranslations } from '../../catalog-spec';

export const inGameCurrencyTexts: SeedTranslations = {
  'starfall-odyssey-stardust': {
    es: {
      name: 'Polvo estelar de Starfall Odyssey',
      description:
        'El polvo estelar sirve para comprar aspectos de nave, atuendos de tripulación y el pase de temporada Voyager en Starfall Odyssey. Canjea el código en la tienda del juego.',
      faceValues: { '1,000 Stardust': '1000 de polvo estelar', '5,000 Stardust': '5000 de polvo estelar', '13,500 Stardust': '13.500 de polvo estelar' },
    },
    pt: {
      name: 'Poeira estelar de Starfall Odyssey',
      description:
        'A poeira estelar compra visuais de nave, roupas de tripulação e o passe de temporada Voyager em Starfall Odyssey. Resgate o código na loja do jogo.',
      faceValues: { '1,000 Stardust': '1.000 de poeira estelar', '5,000 Stardust': '5.000 de poeira estelar', '13,500 Stardust': '13.500 de poeira estelar' },
    },
  },
  'crownfall-arena-crown-shards': {
    es: {
      name: 'Fragmentos de corona de Crownfall Arena',
      description:
        'Los fragmentos de corona desbloquean héroes, aspectos legendarios y niveles del pase de batalla en Crownfall Arena. Llegan a tu cuenta en cuanto canjeas el código.',
      faceValues: { '500 Crown Shards': '500 fragmentos de corona', '2,400 Crown Shards': '2400 fragmentos de corona', '6,000 Crown Shards': '6000 fragmentos de corona' },
    },
    pt: {
      name: 'Fragmentos da coroa de Crownfall Arena',
      description:
        'Os fragmentos da coroa desbloqueiam heróis, visuais lendários e níveis do passe de batalha em Crownfall Arena. Eles chegam à sua conta assim que você resgata o código.',
      faceValues: { '500 Crown Shards': '500 fragmentos da coroa', '2,400 Crown Shards': '2.400 fragmentos da coroa', '6,000 Crown Shards': '6.000 fragmentos da coroa' },
    },
  },
  'rift-racers-turbo-nitro-coins': {
    es: {
      name: 'Monedas Nitro de Rift Racers Turbo',
      description:
        'Las monedas Nitro pagan coches, decoraciones y pases de circuito en Rift Racers Turbo. Elige el paquete de la consola en la que corres.',
      faceValues: { '1,500 Nitro Coins': '1500 monedas Nitro', '4,000 Nitro Coins': '4000 monedas Nitro' },
    },
    pt: {
      name: 'Moedas Nitro de Rift Racers Turbo',
      description:
        'As moedas Nitro pagam carros, pinturas e passes de pista em Rift Racers Turbo. Escolha o pacote do console em que você corre.',
      faceValues: { '1,500 Nitro Coins': '1.500 moedas Nitro', '4,000 Nitro Coins': '4.000 moedas Nitro' },
    },
  },
  'tidebound-pearls': {
    es: {
      name: 'Perlas de Tidebound',
      description:
        'Las perlas decoran tu isla, contratan carpinteros de ribera y abren las expediciones a aguas profundas de Tidebound. Cómpralas para la región de tu cuenta Nintendo.',
      faceValues: { '600 Pearls': '600 perlas', '1,800 Pearls': '1800 perlas' },
    },
    pt: {
      name: 'Pérolas de Tidebound',
      description:
        'As pérolas decoram sua ilha, contratam construtores navais e abrem as expedições às águas profundas de Tidebound. Compre para a região da sua conta Nintendo.',
      faceValues: { '600 Pearls': '600 pérolas', '1,800 Pearls': '1.800 pérolas' },
    },
  },
  'voidline-operators-credits': {
    es: {
      name: 'Créditos de Voidline Operators',
      description:
        'Los créditos de operador compran planos de armas, trajes de operador y el pase de temporada de campo en Voidline Operators. Los créditos quedan vinculados a la cuenta que los canjea.',
      faceValues: { '1,100 Credits': '1100 créditos', '5,000 Credits': '5000 créditos' },
    },
    pt: {
      name: 'Créditos de Voidline Operators',
      description:
        'Os créditos de operador compram projetos de armas, trajes de operador e o passe de temporada de campo em Voidline Operators. Os créditos ficam vinculados à conta que os resgata.',
      faceValues: { '1,100 Credits': '1.100 créditos', '5,000 Credits': '5.000 créditos' },
    },
  },
  'skybreaker-legends-aether': {
    es: {
      name: 'Aether de Skybreaker Legends',
      description:
        'El Aether es la moneda premium de Skybreaker Legends y se gasta en planeadores, gestos y el pase Skyward. Se añade en el momento en que canjeas el código.',
      faceValues: { '1,000 Aether': '1000 de Aether', '5,000 Aether': '5000 de Aether' },
    },
    pt: {
      name: 'Aether de Skybreaker Legends',
      description:
        'O Aether é a moeda premium de Skybreaker Legends, gasta em planadores, gestos e no passe Skyward. Ele é adicionado no momento em que você resgata o código.',
      faceValues: { '1,000 Aether': '1.000 de Aether', '5,000 Aether': '5.000 de Aether' },
    },
  },
};
