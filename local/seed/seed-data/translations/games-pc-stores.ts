import type { SeedTranslations } from '../../catalog-spec';

export const pcStoreGameTexts: SeedTranslations = {
  'skybreaker-legends': {
    es: {
      name: 'Skybreaker Legends',
      description:
        'Planea, engánchate y lucha entre islas flotantes en un battle royale para sesenta jugadores. La edición Deluxe añade dos planeadores legendarios y el primer pase Skyward.',
    },
    pt: {
      name: 'Skybreaker Legends',
      description:
        'Plane, agarre-se com o gancho e lute entre ilhas flutuantes em um battle royale para sessenta jogadores. A edição Deluxe adiciona dois planadores lendários e o primeiro passe Skyward.',
    },
  },
  'ironveil-tactics': {
    es: {
      name: 'Ironveil Tactics',
      description:
        'Táctica de escuadra tras un telón de acero de niebla: explora, flanquea y sé más listo que una IA que aprende tus costumbres. Veinticinco misiones y un despiadado modo sin segundas oportunidades.',
    },
    pt: {
      name: 'Ironveil Tactics',
      description:
        'Tática de esquadrão atrás de uma cortina de ferro de neblina: explore, flanqueie e supere uma IA que aprende seus hábitos. Vinte e cinco missões e um implacável modo sem segundas chances.',
    },
  },
  harborlight: {
    es: {
      name: 'Harborlight',
      description:
        'Guía a los barcos a puerto seguro como guardián de un faro consciente en un tranquilo juego narrativo. Breve, conmovedor y precioso en cualquier PC.',
    },
    pt: {
      name: 'Harborlight',
      description:
        'Guie navios até um porto seguro como guardião de um farol consciente em um jogo narrativo tranquilo. Curto, tocante e lindo em qualquer PC.',
    },
  },
  'northwind-legends': {
    es: {
      name: 'Northwind Legends',
      description:
        'Un RPG de mundo abierto inspirado en las sagas nórdicas, con barcos vikingos, rencillas y gigantes de escarcha. Levanta un salón, lidera un clan y escribe tu propia saga a lo largo de cuatro estaciones.',
    },
    pt: {
      name: 'Northwind Legends',
      description:
        'Um RPG de mundo aberto inspirado nas sagas nórdicas, com navios vikings, rixas e gigantes de gelo. Erga um salão, lidere um clã e escreva sua própria saga ao longo de quatro estações.',
    },
  },
  'crimson-arcanum': {
    es: {
      name: 'Crimson Arcanum',
      description:
        'Un juego de acción gótico de magia de sangre y monstruos de relojería, de los creadores de Deepwell Chronicles. Resérvalo para conseguir el conjunto de armadura Crimson Regalia.',
    },
    pt: {
      name: 'Crimson Arcanum',
      description:
        'Um jogo de ação gótico de magia de sangue e monstros de relojoaria, dos criadores de Deepwell Chronicles. Faça a pré-venda para ganhar o conjunto de armadura Crimson Regalia.',
    },
  },
  'hollowspire-reign-of-ash': {
    es: {
      name: 'Hollowspire: Reign of Ash',
      description:
        'Ábrete paso por los pisos asfixiados de ceniza de una torre interminable en un RPG de acción centrado en el botín. Cinco clases, clasificaciones por temporada y miles de combinaciones de objetos.',
    },
    pt: {
      name: 'Hollowspire: Reign of Ash',
      description:
        'Abra caminho pelos andares sufocados de cinzas de uma torre sem fim em um RPG de ação focado em saque. Cinco classes, rankings por temporada e milhares de combinações de itens.',
    },
  },
  'crownfall-arena': {
    es: {
      name: 'Crownfall Arena',
      description:
        'Combates de héroes de cinco contra cinco por el control de un salón del trono cambiante. Más de treinta héroes, cada uno con una habilidad característica capaz de darle la vuelta a una partida.',
    },
    pt: {
      name: 'Crownfall Arena',
      description:
        'Combates de heróis de cinco contra cinco pelo controle de uma sala do trono que muda o tempo todo. Mais de trinta heróis, cada um com uma habilidade característica capaz de virar uma partida.',
    },
  },
  'galeborn-dominion': {
    es: {
      name: 'Galeborn Dominion',
      description:
        'Estrategia en tiempo real en continentes celestes azotados por tormentas, con tres facciones asimétricas y una campaña completa. Resérvalo para acceder a la beta y obtener un retrato de comandante exclusivo.',
    },
    pt: {
      name: 'Galeborn Dominion',
      description:
        'Estratégia em tempo real em continentes celestes castigados por tempestades, com três facções assimétricas e uma campanha completa. Faça a pré-venda para ter acesso ao beta e um retrato de comandante exclusivo.',
    },
  },
  'stormcall-vanguard': {
    es: {
      name: 'Stormcall Vanguard',
      description:
        'Un RPG de acción en línea en el que tu gremio defiende una frontera azotada por las tormentas de incursiones y gremios rivales. Incluye el juego base y treinta días de tiempo de juego.',
    },
    pt: {
      name: 'Stormcall Vanguard',
      description:
        'Um RPG de ação on-line em que sua guilda defende uma fronteira castigada por tempestades contra ataques e guildas rivais. Inclui o jogo base e trinta dias de tempo de jogo.',
    },
  },
  'neon-requiem': {
    es: {
      name: 'Neon Requiem',
      description:
        'Un thriller detectivesco noir en una ciudad de neón empapada de lluvia donde los recuerdos se compran y se venden. Investiga, interroga y decide de qué recuerdos fiarte.',
    },
    pt: {
      name: 'Neon Requiem',
      description:
        'Um suspense policial noir em uma cidade de neon encharcada de chuva, onde memórias são compradas e vendidas. Investigue, interrogue e decida em quais memórias confiar.',
    },
  },
  'quillmoor-mysteries': {
    es: {
      name: 'Quillmoor Mysteries',
      description:
        'Resuelve siete acogedores asesinatos en el pueblo de Quillmoor con un cuaderno, una tetera y un loro poco fiable. Una aventura gráfica clásica de apuntar y hacer clic con pistas modernas.',
    },
    pt: {
      name: 'Quillmoor Mysteries',
      description:
        'Resolva sete assassinatos aconchegantes no vilarejo de Quillmoor com um caderno, um bule e um papagaio nada confiável. Um clássico de apontar e clicar com dicas modernas.',
    },
  },
  'velvet-static': {
    es: {
      name: 'Velvet Static',
      description:
        'Radio de madrugada, oyentes extraños y una ciudad que solo existe en antena. Un juego narrativo psicológico contado por completo desde una mesa de emisión antigua.',
    },
    pt: {
      name: 'Velvet Static',
      description:
        'Rádio de madrugada, ouvintes estranhos e uma cidade que só existe no ar. Um jogo narrativo psicológico contado inteiramente a partir de uma mesa de transmissão antiga.',
    },
  },
};
