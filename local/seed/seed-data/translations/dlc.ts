import type { SeedTranslations } from '../../catalog-spec';

export const dlcTexts: SeedTranslations = {
  'starfall-odyssey-shattered-nebula': {
    es: {
      name: 'Starfall Odyssey: Shattered Nebula',
      description:
        'Una expansión argumental que abre la Nebulosa Destrozada, una región de estrellas rotas gobernada por IA rebeldes. Añade quince horas de misiones, dos miembros de tripulación y una nueva clase de nave.',
    },
    pt: {
      name: 'Starfall Odyssey: Shattered Nebula',
      description:
        'Uma expansão de história que abre a Nebulosa Despedaçada, uma região de estrelas partidas governada por IAs rebeldes. Adiciona quinze horas de missões, dois tripulantes e uma nova classe de nave.',
    },
  },
  'hollowspire-embers-of-the-deep': {
    es: {
      name: 'Hollowspire: Embers of the Deep',
      description:
        'Desciende bajo la torre a unas catacumbas de lava con una nueva clase, el Cinderbinder. Incluye un nuevo acto, una clasificación de temporada y cuarenta objetos legendarios.',
    },
    pt: {
      name: 'Hollowspire: Embers of the Deep',
      description:
        'Desça sob a torre até catacumbas de lava com uma nova classe, o Cinderbinder. Inclui um novo ato, um ranking de temporada e quarenta itens lendários.',
    },
  },
  'rift-racers-turbo-midnight-circuit': {
    es: {
      name: 'Rift Racers Turbo: Midnight Circuit',
      description:
        'Ocho circuitos nocturnos iluminados con neón, seis coches nuevos y una banda rival que solo corre de noche. Requiere el juego base.',
    },
    pt: {
      name: 'Rift Racers Turbo: Midnight Circuit',
      description:
        'Oito pistas noturnas iluminadas por neon, seis carros novos e uma equipe rival que só corre depois que escurece. Requer o jogo base.',
    },
  },
  'tidebound-coral-kingdom': {
    es: {
      name: 'Tidebound: Coral Kingdom',
      description:
        'Navega con tu isla hacia el sur hasta el Reino de Coral, una ciudad arrecife con sus propias fiestas, misiones y conjuntos de muebles. Requiere Tidebound.',
    },
    pt: {
      name: 'Tidebound: Coral Kingdom',
      description:
        'Navegue com sua ilha para o sul até o Reino de Coral, uma cidade-recife com festivais, missões e conjuntos de móveis próprios. Requer Tidebound.',
    },
  },
  'ironveil-tactics-season-pass': {
    es: {
      name: 'Pase de temporada de Ironveil Tactics',
      description:
        'Tres próximos paquetes de misiones, cada uno con una nueva clase de escuadra y una campaña de diez misiones. Cómpralo una vez y recibe cada paquete en cuanto salga.',
    },
    pt: {
      name: 'Passe de temporada de Ironveil Tactics',
      description:
        'Três futuros pacotes de missões, cada um com uma nova classe de esquadrão e uma campanha de dez missões. Compre uma vez e receba cada pacote assim que for lançado.',
    },
  },
  'voidline-operators-operator-pack': {
    es: {
      name: 'Voidline Operators: paquete de operadores Vanguard',
      description:
        'Desbloquea dos operadores de élite, sus armas características y cinco trajes cosméticos. El progreso y los desbloqueos se mantienen en todos los modos.',
    },
    pt: {
      name: 'Voidline Operators: pacote de operadores Vanguard',
      description:
        'Desbloqueia dois operadores de elite, suas armas características e cinco trajes cosméticos. O progresso e os desbloqueios valem em todos os modos.',
    },
  },
};
