import type { SeedTranslations } from '../../catalog-spec';

export const accountTexts: SeedTranslations = {
  'starfall-odyssey-steam-account': {
    es: {
      name: 'Starfall Odyssey: cuenta de Steam',
      description:
        'Una cuenta de Steam nueva que incluye Starfall Odyssey, lista para jugar. Recibes los datos de acceso al instante y puedes hacer tuya la cuenta por completo.',
      faceValues: { 'Full access, Standard Edition': 'Acceso total, edición estándar', 'Full access, Deluxe Edition': 'Acceso total, edición Deluxe' },
    },
    pt: {
      name: 'Starfall Odyssey: conta Steam',
      description:
        'Uma conta Steam nova que já tem Starfall Odyssey, pronta para jogar. Você recebe os dados de acesso na hora e pode tornar a conta totalmente sua.',
      faceValues: { 'Full access, Standard Edition': 'Acesso total, edição padrão', 'Full access, Deluxe Edition': 'Acesso total, edição Deluxe' },
    },
  },
  'crownfall-arena-battle-net-account': {
    es: {
      name: 'Crownfall Arena: cuenta de Battle.net',
      description:
        'Una cuenta de Crownfall Arena subida de nivel que te ahorra el esfuerzo y te lleva directo a las clasificatorias. Los héroes y cosméticos indicados en la versión ya están desbloqueados.',
      faceValues: { 'Level 30, ranked-ready': 'Nivel 30, lista para clasificatorias', 'Level 60, 24 heroes unlocked': 'Nivel 60, 24 héroes desbloqueados' },
    },
    pt: {
      name: 'Crownfall Arena: conta Battle.net',
      description:
        'Uma conta de Crownfall Arena já evoluída, que pula a parte repetitiva e vai direto para as ranqueadas. Os heróis e cosméticos indicados na versão já estão desbloqueados.',
      faceValues: { 'Level 30, ranked-ready': 'Nível 30, pronta para ranqueadas', 'Level 60, 24 heroes unlocked': 'Nível 60, 24 heróis desbloqueados' },
    },
  },
  'rift-racers-turbo-xbox-account': {
    es: {
      name: 'Rift Racers Turbo: cuenta de Xbox',
      description: 'Una cuenta de Xbox con Rift Racers Turbo y todos los coches de lanzamiento desbloqueados. Inicia sesión en tu consola y sal a la pista.',
      faceValues: { 'All launch cars unlocked': 'Todos los coches de lanzamiento desbloqueados' },
    },
    pt: {
      name: 'Rift Racers Turbo: conta Xbox',
      description: 'Uma conta Xbox com Rift Racers Turbo e todos os carros de lançamento desbloqueados. Entre no seu console e vá para a pista.',
      faceValues: { 'All launch cars unlocked': 'Todos os carros de lançamento desbloqueados' },
    },
  },
  'kingdom-of-embers-playstation-account': {
    es: {
      name: 'Kingdom of Embers: cuenta de PlayStation',
      description:
        'Una cuenta de PlayStation que incluye Kingdom of Embers. Configúrala como cuenta principal de la consola y juega también desde tu propio perfil.',
      faceValues: { 'Full game, primary console ready': 'Juego completo, lista como consola principal' },
    },
    pt: {
      name: 'Kingdom of Embers: conta PlayStation',
      description: 'Uma conta PlayStation que tem Kingdom of Embers. Defina-a como conta principal do console e jogue também com o seu próprio perfil.',
      faceValues: { 'Full game, primary console ready': 'Jogo completo, pronta para console principal' },
    },
  },
  'tidebound-nintendo-account': {
    es: {
      name: 'Tidebound: cuenta Nintendo',
      description:
        'Una cuenta Nintendo con Tidebound y la expansión Coral Kingdom ya comprados. Vincúlala a tu Switch y descarga ambos.',
      faceValues: { 'Full game + Coral Kingdom': 'Juego completo + Coral Kingdom' },
    },
    pt: {
      name: 'Tidebound: conta Nintendo',
      description: 'Uma conta Nintendo com Tidebound e a expansão Coral Kingdom já comprados. Vincule-a ao seu Switch e baixe os dois.',
      faceValues: { 'Full game + Coral Kingdom': 'Jogo completo + Coral Kingdom' },
    },
  },
  'voidline-operators-steam-account': {
    es: {
      name: 'Voidline Operators: cuenta de Steam',
      description:
        'Una veterana cuenta de Voidline Operators con las clasificatorias desbloqueadas y un buen montón de trajes de operador. Ideal para empezar de cero en el competitivo.',
      faceValues: { 'Prime status, 150 hours played': 'Estado Prime, 150 horas jugadas', 'Fresh account, ranked unlocked': 'Cuenta nueva, clasificatorias desbloqueadas' },
    },
    pt: {
      name: 'Voidline Operators: conta Steam',
      description:
        'Uma conta veterana de Voidline Operators com as ranqueadas desbloqueadas e vários trajes de operador. Ideal para começar do zero no competitivo.',
      faceValues: { 'Prime status, 150 hours played': 'Status Prime, 150 horas jogadas', 'Fresh account, ranked unlocked': 'Conta nova, ranqueadas desbloqueadas' },
    },
  },
  'skybreaker-legends-epic-games-account': {
    es: {
      name: 'Skybreaker Legends: cuenta de Epic Games',
      description: 'Una cuenta de Epic Games con aspectos de la temporada 1 y 2000 de Aether para gastar. Cambia el correo electrónico y será tuya.',
      faceValues: { 'Season 1 skins + 2,000 Aether': 'Aspectos de la temporada 1 + 2000 de Aether' },
    },
    pt: {
      name: 'Skybreaker Legends: conta Epic Games',
      description: 'Uma conta Epic Games com visuais da temporada 1 e 2.000 de Aether para gastar. Troque o e-mail e ela é sua.',
      faceValues: { 'Season 1 skins + 2,000 Aether': 'Visuais da temporada 1 + 2.000 de Aether' },
    },
  },
  'hollowspire-battle-net-account': {
    es: {
      name: 'Hollowspire: cuenta de Battle.net',
      description:
        'Una cuenta de Hollowspire preparada para el contenido final, con todas las clases al nivel máximo. Nuestro equipo la prepara al recibir el pedido y te la entrega en menos de una hora.',
      faceValues: { 'Paragon 300, all classes': 'Paragon 300, todas las clases' },
    },
    pt: {
      name: 'Hollowspire: conta Battle.net',
      description:
        'Uma conta de Hollowspire pronta para o conteúdo final, com todas as classes no nível máximo. Nossa equipe a prepara quando recebe o pedido e a entrega em até uma hora.',
      faceValues: { 'Paragon 300, all classes': 'Paragon 300, todas as classes' },
    },
  },
  'neon-requiem-pc-account': {
    es: {
      name: 'Neon Requiem: cuenta de PC',
      description: 'Una cuenta de lanzador que incluye Neon Requiem, con el guardado en la nube activado. Descarga, inicia sesión y empieza el caso.',
      faceValues: { 'Full game, cloud saves': 'Juego completo, guardado en la nube' },
    },
    pt: {
      name: 'Neon Requiem: conta de PC',
      description: 'Uma conta de inicializador que tem Neon Requiem, com salvamento na nuvem ativado. Baixe, entre e comece o caso.',
      faceValues: { 'Full game, cloud saves': 'Jogo completo, salvamento na nuvem' },
    },
  },
  'deepwell-chronicles-steam-account': {
    es: {
      name: 'Deepwell Chronicles: cuenta de Steam',
      description:
        'Una cuenta de Steam latinoamericana que incluye Deepwell Chronicles, a precio regional. Funciona mejor para jugadores de Latinoamérica.',
      faceValues: { 'Full game, Standard Edition': 'Juego completo, edición estándar' },
    },
    pt: {
      name: 'Deepwell Chronicles: conta Steam',
      description: 'Uma conta Steam latino-americana que tem Deepwell Chronicles, com preço regional. Funciona melhor para jogadores da América Latina.',
      faceValues: { 'Full game, Standard Edition': 'Jogo completo, edição padrão' },
    },
  },
};
