import type { SeedTranslations } from '../../catalog-spec';

export const nintendoGameTexts: SeedTranslations = {
  tidebound: {
    es: {
      name: 'Tidebound',
      description:
        'Naufraga en una isla a la deriva, hazte amigo de sus gentes del mar y navega con ella por un océano lleno de secretos. Una aventura tranquila sobre el hogar, las mareas y las segundas oportunidades.',
    },
    pt: {
      name: 'Tidebound',
      description:
        'Vá parar em uma ilha à deriva, faça amizade com o povo do mar e navegue com ela por um oceano de segredos. Uma aventura delicada sobre lar, marés e segundas chances.',
    },
  },
  'glimmerwood-tales': {
    es: {
      name: 'Glimmerwood Tales',
      description:
        'Un juego de plataformas de cuento en el que pintas nuevos caminos por un bosque encantado. Doce mundos, cooperativo para dos jugadores y una banda sonora interpretada por una orquesta folk.',
    },
    pt: {
      name: 'Glimmerwood Tales',
      description:
        'Um jogo de plataforma de livro de histórias em que você pinta novos caminhos por uma floresta encantada. Doze mundos, cooperativo para dois jogadores e uma trilha sonora tocada por uma orquestra folk.',
    },
  },
  'lantern-vale': {
    es: {
      name: 'Lantern Vale',
      description:
        'Devuelve la vida a un valle de farolillos de papel, festival a festival, en este próximo simulador de vida. Resérvalo para conseguir el set de farolillos Moonmoth desde el primer día.',
    },
    pt: {
      name: 'Lantern Vale',
      description:
        'Restaure um vale de lanternas de papel, um festival de cada vez, neste futuro simulador de vida. Faça a pré-venda para ganhar o conjunto de lanternas Moonmoth no primeiro dia.',
    },
  },
  'thunderkeg-brawlers': {
    es: {
      name: 'Thunderkeg Brawlers',
      description:
        'Peleas de fiesta para ocho jugadores con barriles explosivos, cubiertas resbaladizas y un árbitro que acepta sobornos. Perfecto para noches en el sofá y partidas rápidas en línea.',
    },
    pt: {
      name: 'Thunderkeg Brawlers',
      description:
        'Pancadaria festiva para oito jogadores com barris explosivos, conveses escorregadios e um juiz que aceita suborno. Perfeito para noites no sofá e partidas rápidas on-line.',
    },
  },
  'paperlight-quest': {
    es: {
      name: 'Paperlight Quest',
      description:
        'Dobla, rasga y despliega un mundo de papel para guiar a casa a un diminuto caballero de origami. Una aventura de puzles táctil con más de cien escenas hechas a mano.',
    },
    pt: {
      name: 'Paperlight Quest',
      description:
        'Dobre, rasgue e desdobre um mundo de papel para guiar um minúsculo cavaleiro de origami de volta para casa. Uma aventura de quebra-cabeças tátil com mais de cem cenários feitos à mão.',
    },
  },
  'brinewick-farm': {
    es: {
      name: 'Brinewick Farm',
      description:
        'Hereda una granja junto al mar, cultiva algas y pimientos marinos y gánate a un gruñón pueblo pesquero. Agricultura, pesca y amistad a tu ritmo.',
    },
    pt: {
      name: 'Brinewick Farm',
      description:
        'Herde uma fazenda à beira-mar, cultive algas e pimentas-do-mar e conquiste uma vila de pescadores rabugenta. Agricultura, pesca e amizade no seu ritmo.',
    },
  },
  'starlit-bakery': {
    es: {
      name: 'Starlit Bakery',
      description:
        'Lleva una panadería de medianoche para constelaciones viajeras, cada una con pedidos imposibles. Un juego de cocina y gestión con clientes encantadores y una banda sonora relajada.',
    },
    pt: {
      name: 'Starlit Bakery',
      description:
        'Administre uma padaria da meia-noite para constelações viajantes, cada uma com pedidos impossíveis. Um jogo de culinária e gerenciamento com clientes encantadores e uma trilha sonora tranquila.',
    },
  },
};
