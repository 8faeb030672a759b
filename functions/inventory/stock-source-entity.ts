/** The variant entity's name in the stream's images (ElectroDB's `__edb_e__`): the only records stock alerts follow. */
export const stockSourceEntity = 'variant';
