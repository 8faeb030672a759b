import type { SeedTranslations } from '../../catalog-spec';

export const steamGameTexts: SeedTranslations = {
  'starfall-odyssey': {
    es: {
      name: 'Starfall Odyssey',
      description:
        'Traza tu rumbo por una galaxia viva de 400 sistemas estelares, contrata una tripulación con sus propias ambiciones y decide qué facciones se alzan o caen. Cada decisión resuena a lo largo de una campaña de 60 horas.',
      seoTitle: 'Clave de Starfall Odyssey: Steam, PlayStation y Xbox',
      seoDescription: 'Compra una clave de Starfall Odyssey y explora 400 sistemas estelares. Entrega instantánea, ediciones estándar y Deluxe.',
    },
    pt: {
      name: 'Starfall Odyssey',
      description:
        'Trace sua rota por uma galáxia viva de 400 sistemas estelares, contrate uma tripulação com ambições próprias e decida quais facções sobem ou caem. Cada escolha ecoa ao longo de uma campanha de 60 horas.',
      seoTitle: 'Chave de Starfall Odyssey: Steam, PlayStation e Xbox',
      seoDescription: 'Compre uma chave de Starfall Odyssey e explore 400 sistemas estelares. Entrega imediata, edições padrão e Deluxe.',
    },
  },
  'voidline-operators': {
    es: {
      name: 'Voidline Operators',
      description:
        'Un shooter táctico por escuadras ambientado en estaciones orbitales abandonadas, donde una sola brecha puede despresurizar una cubierta entera. Planifica, irrumpe y extrae con cuatro operadores en partidas clasificatorias o cooperativas.',
    },
    pt: {
      name: 'Voidline Operators',
      description:
        'Um jogo de tiro tático em esquadrão ambientado em estações orbitais abandonadas, onde uma única brecha pode despressurizar um convés inteiro. Planeje, invada e extraia com quatro operadores em partidas ranqueadas ou cooperativas.',
    },
  },
  'frostbound-frontier': {
    es: {
      name: 'Frostbound Frontier',
      description:
        'Guía una caravana de colonos a través de un continente helado, raciona el calor y la comida y levanta puestos avanzados que sobrevivan a la larga noche. En solitario o con hasta tres amigos.',
    },
    pt: {
      name: 'Frostbound Frontier',
      description:
        'Conduza uma caravana de colonos por um continente congelado, racione o calor e a comida e construa postos avançados que sobrevivam à longa noite. Sozinho ou com até três amigos.',
    },
  },
  'deepwell-chronicles': {
    es: {
      name: 'Deepwell Chronicles',
      description:
        'Desciende a una ciudad-pozo sin fondo en la que cada nivel es más antiguo que el anterior. Un RPG de acción oscuro y dibujado a mano, con jefes implacables y una historia contada a fragmentos.',
    },
    pt: {
      name: 'Deepwell Chronicles',
      description:
        'Desça a uma cidade-poço sem fundo onde cada nível é mais antigo que o anterior. Um RPG de ação sombrio e desenhado à mão, com chefes brutais e uma história contada em fragmentos.',
    },
  },
  'saltwind-sailors': {
    es: {
      name: 'Saltwind Sailors',
      description:
        'Capitanea un bergantín mercante por archipiélagos azotados por tormentas, comercia con especias y esquiva a los corsarios. Un simulador de navegación relajado con una economía sorprendentemente profunda.',
    },
    pt: {
      name: 'Saltwind Sailors',
      description:
        'Comande um bergantim mercante por arquipélagos castigados por tempestades, negocie especiarias e fuja dos corsários. Um simulador de navegação tranquilo com uma economia surpreendentemente profunda.',
    },
  },
  gravebloom: {
    es: {
      name: 'Gravebloom',
      description:
        'Un roguelike gótico en el que tu jardín de flores malditas se hace más fuerte con cada muerte. Partidas cortas, combinaciones disparatadas y más de 200 reliquias por descubrir.',
    },
    pt: {
      name: 'Gravebloom',
      description:
        'Um roguelike gótico em que seu jardim de flores amaldiçoadas fica mais forte a cada morte. Partidas curtas, combinações malucas e mais de 200 relíquias para descobrir.',
    },
  },
  'nightglass-protocol': {
    es: {
      name: 'Nightglass Protocol',
      description:
        'Infíltrate planta a planta en la torre de una megacorporación de neón usando la luz, el sonido e identidades robadas. Un juego de sigilo sistémico en el que ninguna patrulla se repite.',
    },
    pt: {
      name: 'Nightglass Protocol',
      description:
        'Infiltre-se andar por andar na torre de uma megacorporação de neon usando luz, som e identidades roubadas. Um jogo de furtividade sistêmico em que nenhuma patrulha é igual à outra.',
    },
  },
  'sunforge-colony': {
    es: {
      name: 'Sunforge Colony',
      description:
        'Construye una ciudad próspera en un mundo desértico abrasado por el sol, aprovecha las tormentas solares como fuente de energía y mantén frescos y alimentados a miles de colonos. Un constructor de ciudades con campaña completa y modo libre.',
    },
    pt: {
      name: 'Sunforge Colony',
      description:
        'Construa uma cidade próspera em um mundo desértico castigado pelo sol, aproveite as tempestades solares como fonte de energia e mantenha milhares de colonos refrigerados e alimentados. Um construtor de cidades com campanha completa e modo livre.',
    },
  },
  'overclocked-hearts': {
    es: {
      name: 'Overclocked Hearts',
      description:
        'Una novela visual ramificada sobre cuatro ingenieros que corren para salvar su empresa emergente de robótica. Con voces completas y doce finales que dependen de en quién confíes.',
    },
    pt: {
      name: 'Overclocked Hearts',
      description:
        'Um romance visual ramificado sobre quatro engenheiros correndo para salvar sua empresa de robótica recém-criada. Totalmente dublado, com doze finais definidos por quem você escolhe confiar.',
    },
  },
  'iron-tide-armada': {
    es: {
      name: 'Iron Tide Armada',
      description:
        'Dirige flotas de guerra de la era del vapor en batallas navales en tiempo real por un océano devastado por la guerra. Diseña tus propios acorazados y lucha en un mapa de campaña dinámico.',
    },
    pt: {
      name: 'Iron Tide Armada',
      description:
        'Comande frotas de guerra da era do vapor em batalhas navais em tempo real por um oceano devastado pela guerra. Projete seus próprios encouraçados e lute em um mapa de campanha dinâmico.',
    },
  },
  'moonrail-express': {
    es: {
      name: 'Moonrail Express',
      description:
        'Conduce trenes de mercancías y de pasajeros por el primer ferrocarril que rodea la Luna, con una física fiel y estaciones lunares hechas a mano. Relajante, preciso y extrañamente bello.',
    },
    pt: {
      name: 'Moonrail Express',
      description:
        'Conduza trens de carga e de passageiros na primeira ferrovia ao redor da Lua, com física fiel e estações lunares feitas à mão. Relaxante, preciso e estranhamente bonito.',
    },
  },
  'quantum-quarry': {
    es: {
      name: 'Quantum Quarry',
      description:
        'Excava capas de roca cuántica en las que cada bloque existe en dos estados hasta que lo miras. Un ingenioso juego de puzles con 150 niveles hechos a mano.',
    },
    pt: {
      name: 'Quantum Quarry',
      description:
        'Escave camadas de rocha quântica em que cada bloco existe em dois estados até você olhar para ele. Um jogo de quebra-cabeça engenhoso com 150 fases feitas à mão.',
    },
  },
  'skyward-foundry': {
    es: {
      name: 'Skyward Foundry',
      description:
        'Construye fábricas flotantes entre las nubes, reparte la carga en dirigible y automatízalo todo, del mineral a la órbita. Resérvalo ya y juega el día del lanzamiento.',
    },
    pt: {
      name: 'Skyward Foundry',
      description:
        'Construa fábricas flutuantes entre as nuvens, transporte cargas de dirigível e automatize tudo, do minério à órbita. Faça a pré-venda agora e jogue no dia do lançamento.',
    },
  },
};
