import type { SeedTranslations } from '../../catalog-spec';

/** The trending titles' packs in es and pt (Iron Meridian's are beside it in trending-titles.ts). */
export const trendingTitleTexts: SeedTranslations = {
  'call-of-duty-points': {
    es: {
      faceValues: { '1,100 Points': '1100 puntos', '2,400 Points': '2400 puntos', '5,000 Points': '5000 puntos' },
      name: 'Puntos de Call of Duty',
      description:
        'Los puntos de Call of Duty compran el pase de batalla, paquetes de operadores y diseños de armas. Se añaden a tu cuenta en cuanto canjeas el código y sirven en todos los juegos compatibles.',
    },
    pt: {
      faceValues: { '1,100 Points': '1.100 pontos', '2,400 Points': '2.400 pontos', '5,000 Points': '5.000 pontos' },
      name: 'Pontos de Call of Duty',
      description:
        'Os pontos de Call of Duty compram o passe de batalha, pacotes de operadores e visuais de armas. Entram na sua conta assim que você resgata o código e valem em todos os jogos compatíveis.',
    },
  },
  'fortnite-v-bucks': {
    es: {
      faceValues: { '1,000 V-Bucks': '1000 V-Bucks', '2,800 V-Bucks': '2800 V-Bucks', '5,000 V-Bucks': '5000 V-Bucks', '13,500 V-Bucks': '13.500 V-Bucks' },
      name: 'Fortnite V-Bucks',
      description:
        'Los V-Bucks son la moneda de Fortnite: compra atuendos, gestos, picos y el pase de batalla de la temporada. Canjea el código en tu cuenta de Epic Games y los V-Bucks aparecen en todas tus plataformas.',
    },
    pt: {
      faceValues: { '1,000 V-Bucks': '1.000 V-Bucks', '2,800 V-Bucks': '2.800 V-Bucks', '5,000 V-Bucks': '5.000 V-Bucks', '13,500 V-Bucks': '13.500 V-Bucks' },
      name: 'Fortnite V-Bucks',
      description:
        'V-Bucks são a moeda do Fortnite: compre trajes, gestos, picaretas e o passe de batalha da temporada. Resgate o código na sua conta Epic Games e os V-Bucks aparecem em todas as suas plataformas.',
    },
  },
};
