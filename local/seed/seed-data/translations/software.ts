import type { SeedTranslations } from '../../catalog-spec';

export const softwareTexts: SeedTranslations = {
  'streamforge-studio': {
    es: {
      name: 'StreamForge Studio',
      description:
        'Retransmite, graba y edita tus partidas con cambio de escenas, alertas y un editor de clips integrado. Una sola licencia, sin suscripción.',
    },
    pt: {
      name: 'StreamForge Studio',
      description: 'Transmita, grave e edite suas partidas com troca de cenas, alertas e um editor de clipes integrado. Uma licença, sem assinatura.',
    },
  },
  'aegis-shield-antivirus': {
    es: {
      name: 'Antivirus Aegis Shield',
      description:
        'Protección ligera con un modo de juego que pausa los análisis y las notificaciones mientras juegas. Incluye recuperación frente al ransomware y un gestor de contraseñas.',
    },
    pt: {
      name: 'Antivírus Aegis Shield',
      description:
        'Proteção leve com um modo de jogo que pausa as verificações e as notificações enquanto você joga. Inclui recuperação contra ransomware e um cofre de senhas.',
    },
  },
  'framerate-booster-pro': {
    es: {
      name: 'FrameRate Booster Pro',
      description:
        'Libera memoria, ajusta los servicios en segundo plano y superpone los tiempos de fotograma en directo para que encuentres qué ralentiza tus juegos. Se ejecuta desde la biblioteca de Steam.',
    },
    pt: {
      name: 'FrameRate Booster Pro',
      description:
        'Libera memória, ajusta serviços em segundo plano e sobrepõe o tempo de cada quadro ao vivo para você descobrir o que deixa seus jogos lentos. Roda pela biblioteca do Steam.',
    },
  },
  'pixelforge-3d': {
    es: {
      name: 'PixelForge 3D',
      description:
        'Modela, texturiza y anima recursos listos para juegos con un flujo de trabajo por nodos y exportación con un clic a los motores más populares. La licencia Pro añade uso comercial y una granja de renderizado.',
    },
    pt: {
      name: 'PixelForge 3D',
      description:
        'Modele, texturize e anime recursos prontos para jogos com um fluxo de trabalho baseado em nós e exportação com um clique para os motores mais populares. A licença Pro adiciona uso comercial e uma fazenda de renderização.',
    },
  },
};
