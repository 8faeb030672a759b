import type { SeedTranslations } from '../../catalog-spec';

export const playstationGameTexts: SeedTranslations = {
  'kingdom-of-embers': {
    es: {
      name: 'Kingdom of Embers',
      description:
        'Recupera un reino en llamas como su último caballero de fuego en un gran RPG de acción. Domina la espada y la llama, forja alianzas con casas rivales y enfréntate a dragones que cambian el mapa.',
    },
    pt: {
      name: 'Kingdom of Embers',
      description:
        'Reconquiste um reino em chamas como seu último cavaleiro de fogo em um RPG de ação grandioso. Domine a lâmina e a chama, forme alianças com casas rivais e enfrente dragões que mudam o mapa.',
    },
  },
  'ashen-meridian': {
    es: {
      name: 'Ashen Meridian',
      description:
        'Un páramo posvolcánico, un caballo mecánico y un mapa que cambia con cada erupción. Caza bestias de ceniza, reconstruye una ruta comercial y descubre por qué despertó la montaña.',
    },
    pt: {
      name: 'Ashen Meridian',
      description:
        'Uma terra devastada pós-vulcânica, um cavalo mecânico e um mapa que muda a cada erupção. Cace feras de cinzas, reconstrua uma rota comercial e descubra por que a montanha despertou.',
    },
  },
  'obsidian-crown': {
    es: {
      name: 'Obsidian Crown',
      description:
        'Intrigas palaciegas y combate táctico en un reino donde cada noble esconde un puñal. Recluta un consejo, gana la corona e intenta conservarla.',
    },
    pt: {
      name: 'Obsidian Crown',
      description:
        'Intrigas da corte e combate tático em um reino onde cada nobre esconde uma lâmina. Recrute um conselho, conquiste a coroa e tente mantê-la.',
    },
  },
  'shardveil-saga': {
    es: {
      name: 'Shardveil Saga',
      description:
        'Una nueva epopeya JRPG por turnos sobre seis desconocidos unidos por un velo roto entre mundos. Resérvalo para recibir la Capa de los Fundadores y el libro de arte digital en el lanzamiento.',
    },
    pt: {
      name: 'Shardveil Saga',
      description:
        'Uma nova epopeia JRPG por turnos sobre seis estranhos unidos por um véu partido entre mundos. Faça a pré-venda para receber a Capa dos Fundadores e o livro de arte digital no lançamento.',
    },
  },
  'riftborne-relic': {
    es: {
      name: 'Riftborne Relic',
      description:
        'Busca tesoros en templos que se derrumban y se pliegan a través del tiempo, resolviendo puzles de desplazamiento a toda velocidad. Una aventura cinematográfica con una reliquia bromista como compañera.',
    },
    pt: {
      name: 'Riftborne Relic',
      description:
        'Cace tesouros em templos que desabam e se dobram através do tempo, resolvendo quebra-cabeças de travessia a toda velocidade. Uma aventura cinematográfica com uma relíquia piadista como companheira.',
    },
  },
  'rift-racers-turbo': {
    es: {
      name: 'Rift Racers Turbo',
      description:
        'Carreras arcade a través de grietas dimensionales donde el circuito se reescribe en cada vuelta. Pantalla dividida para cuatro, en línea para doce y un modo carrera lleno de rivales.',
    },
    pt: {
      name: 'Rift Racers Turbo',
      description:
        'Corridas arcade por fendas dimensionais onde a pista se reescreve a cada volta. Tela dividida para quatro, on-line para doze e um modo carreira cheio de rivais.',
    },
  },
  'tempest-harbor': {
    es: {
      name: 'Tempest Harbor',
      description:
        'Mantén con vida un pueblo con faro durante una temporada de tormentas imposibles desviando mareas y reparando sus diques de relojería. Una aventura de puzles acogedora y con mucho corazón.',
    },
    pt: {
      name: 'Tempest Harbor',
      description:
        'Mantenha viva uma cidade com farol durante uma temporada de tempestades impossíveis, desviando marés e consertando seus quebra-mares de relojoaria. Uma aventura de quebra-cabeças aconchegante e cheia de coração.',
    },
  },
  veilwatch: {
    es: {
      name: 'Veilwatch',
      description:
        'Eres el vigilante nocturno de un observatorio abandonado, y algo al otro lado del telescopio te está mirando. Survival horror construido sobre el sonido, la oscuridad y muy poca munición.',
    },
    pt: {
      name: 'Veilwatch',
      description:
        'Você é o vigia noturno de um observatório abandonado, e algo no telescópio está olhando de volta. Survival horror construído sobre som, escuridão e pouquíssima munição.',
    },
  },
};
