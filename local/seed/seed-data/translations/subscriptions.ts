import type { SeedTranslations } from '../../catalog-spec';

export const subscriptionTexts: SeedTranslations = {
  'playstation-plus-essential': {
    es: {
      name: 'PlayStation Plus Essential',
      description:
        'Multijugador en línea, juegos mensuales para añadir a tu biblioteca y almacenamiento en la nube para tus partidas guardadas en PlayStation. La suscripción empieza cuando canjeas el código.',
    },
    pt: {
      name: 'PlayStation Plus Essential',
      description:
        'Multijogador on-line, jogos mensais para resgatar e armazenamento na nuvem para seus jogos salvos no PlayStation. A assinatura começa quando você resgata o código.',
    },
  },
  'xbox-game-pass-ultimate': {
    es: {
      name: 'Xbox Game Pass Ultimate',
      description: 'Cientos de juegos en consola, PC y la nube, además de multijugador en línea. Los códigos se suman a una suscripción existente.',
    },
    pt: {
      name: 'Xbox Game Pass Ultimate',
      description: 'Centenas de jogos no console, no PC e na nuvem, além de multijogador on-line. Os códigos se somam a uma assinatura existente.',
    },
  },
  'nintendo-switch-online': {
    es: {
      name: 'Nintendo Switch Online',
      description:
        'Juega en línea, guarda copias de seguridad de tus partidas en la nube y disfruta de un catálogo de juegos clásicos en Nintendo Switch. El plan familiar cubre hasta ocho cuentas.',
    },
    pt: {
      name: 'Nintendo Switch Online',
      description:
        'Jogue on-line, faça backup dos seus jogos salvos na nuvem e aproveite um catálogo de jogos clássicos no Nintendo Switch. O plano família cobre até oito contas.',
    },
  },
  'arcadia-plus-pc-game-library': {
    es: {
      name: 'Arcadia+: biblioteca de juegos para PC',
      description:
        'Un catálogo rotativo de más de 300 juegos independientes y clásicos para PC, jugables desde el lanzador de Arcadia. Cancela cuando quieras; tus partidas guardadas se quedan contigo.',
    },
    pt: {
      name: 'Arcadia+: biblioteca de jogos para PC',
      description:
        'Um catálogo rotativo com mais de 300 jogos independentes e clássicos para PC, jogáveis pelo inicializador Arcadia. Cancele quando quiser; seus jogos salvos ficam com você.',
    },
  },
};
