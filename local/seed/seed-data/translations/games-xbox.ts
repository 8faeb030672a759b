import type { SeedTranslations } from '../../catalog-spec';

export const xboxGameTexts: SeedTranslations = {
  'mechwarden-protocol': {
    es: {
      name: 'Mechwarden Protocol',
      description:
        'Pilota un armazón de guerra personalizable en combates de mechas rápidos y verticales por megaciudades en ruinas. Arranca el blindaje a tus enemigos, atorníllatelo y sigue luchando.',
    },
    pt: {
      name: 'Mechwarden Protocol',
      description:
        'Pilote uma armadura de guerra personalizável em combates de mechas rápidos e verticais por megacidades destruídas. Arranque a blindagem dos inimigos, parafuse-a em você e continue lutando.',
    },
  },
  'circuit-saints': {
    es: {
      name: 'Circuit Saints',
      description:
        'Una banda de hackers callejeros se enfrenta a la ciudad que los dio por perdidos. Acción en tercera persona con estilo, donde cada puerta, dron y valla publicitaria puede volverse contra el enemigo.',
    },
    pt: {
      name: 'Circuit Saints',
      description:
        'Um grupo de hackers de rua enfrenta a cidade que os deu como perdidos. Ação estilosa em terceira pessoa, em que cada porta, drone e outdoor pode ser usado contra o inimigo.',
    },
  },
  'duneline-riders': {
    es: {
      name: 'Duneline Riders',
      description:
        'Carreras todoterreno a lo largo de mil kilómetros de desierto, cañones y salinas. Ajusta tu buggy, oriéntate con el libro de ruta y sobrevive a un rally de doce etapas.',
    },
    pt: {
      name: 'Duneline Riders',
      description:
        'Corridas fora de estrada por mil quilômetros de deserto, cânions e salinas. Ajuste seu buggy, oriente-se pela planilha de navegação e sobreviva ao rali de doze etapas.',
    },
  },
  'cinder-and-sable': {
    es: {
      name: 'Cinder & Sable',
      description:
        'Dos hermanos distanciados, una espada maldita y un reino que los quiere muertos a ambos. Un RPG de acción cooperativo que también puedes jugar en solitario, alternando entre personajes en mitad de un combo.',
    },
    pt: {
      name: 'Cinder & Sable',
      description:
        'Dois irmãos afastados, uma espada amaldiçoada e um reino que quer os dois mortos. Um RPG de ação cooperativo que você também pode jogar sozinho, alternando entre os personagens no meio de um combo.',
    },
  },
  'phantom-relay': {
    es: {
      name: 'Phantom Relay',
      description:
        'Planea golpes como un equipo de mensajeros capaces de atravesar paredes, pero solo durante tres segundos seguidos. Misiones cooperativas ajustadas con infinitas maneras de que todo salga mal.',
    },
    pt: {
      name: 'Phantom Relay',
      description:
        'Planeje assaltos como uma equipe de entregadores que atravessam paredes, mas só por três segundos de cada vez. Missões cooperativas precisas com infinitas maneiras de dar errado.',
    },
  },
  'gilded-vanguard': {
    es: {
      name: 'Gilded Vanguard',
      description:
        'Gran estrategia en un renacimiento de relojería: financia expediciones, soborna a los gremios y despliega ejércitos de autómatas de latón. Cada campaña escribe su propia historia.',
    },
    pt: {
      name: 'Gilded Vanguard',
      description:
        'Grande estratégia em um renascimento movido a relojoaria: financie expedições, suborne guildas e coloque em campo exércitos de autômatos de latão. Cada campanha escreve a sua própria história.',
    },
  },
  'stormglass-siege': {
    es: {
      name: 'Stormglass Siege',
      description:
        'Defiende una fortaleza de cristal de oleadas de elementales de tormenta construyendo torres que desvían los rayos. Un híbrido de defensa de torres con unidades heroicas y una campaña de 40 mapas.',
    },
    pt: {
      name: 'Stormglass Siege',
      description:
        'Defenda uma fortaleza de vidro de ondas de elementais da tempestade construindo torres que desviam raios. Um híbrido de defesa de torres com unidades heroicas e uma campanha de 40 mapas.',
    },
  },
};
