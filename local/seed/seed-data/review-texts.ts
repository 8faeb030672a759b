/** Sample review material for the demo catalogue; reviews are seed data only, served from the table. */
export const reviewerNames = [
  'Alex M.', 'Priya S.', 'Jonas K.', 'Camila R.', 'Wei L.', 'Sofia G.', 'Mateus P.', 'Hannah B.', 'Diego F.', 'Aiko T.',
  'Liam O.', 'Fatima Z.', 'Noah W.', 'Elena V.', 'Kwame A.', 'Chloé D.',
];

export const reviewComments = [
  'Key arrived within seconds and activated first try. Exactly what I paid for.',
  'Great price compared to the official store. Redeemed without any issue.',
  'Took a minute to find the redeem page, but the instructions on the product page helped.',
  'Bought it as a gift for my brother; he had it running the same evening.',
  'Works as advertised. Support answered a region question quickly before I bought.',
  'Solid deal. I would have liked a bigger discount, but delivery was instant.',
  'Second time buying here and both keys worked perfectly.',
  'The code came through immediately by email and on my account page.',
];

export const reviewPros = ['Instant delivery', 'Good price', 'Clear instructions', 'Worked first time', 'Fast support', 'Region clearly stated'];
export const reviewCons = ['Small discount', 'Had to check the region twice', 'Redeem page is hard to find', 'No physical box'];
