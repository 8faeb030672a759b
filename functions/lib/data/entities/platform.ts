import { Entity, type EntityItem } from 'electrodb';
import { platformInstructionsFields } from '../../../../shared/catalog/activation-instructions';
import { translationsAttribute } from '../../../../shared/catalog/translations';
import { service, timestamps } from './entity-config';

/** Platforms live in one partition: the storefront reads them all at once and there are seven. */
export const platformEntity = new Entity({
  model: { entity: 'platform', version: '1', service },
  attributes: {
    platformId: { type: 'string', required: true },
    code: { type: 'string', required: true },
    name: { type: 'string', required: true },
    iconUrl: { type: 'string' },
    /** A game's or DLC's default instructions; the other types have their own (`platformInstructionsField`). */
    defaultInstructions: { type: 'string' },
    giftCardInstructions: { type: 'string' },
    accountInstructions: { type: 'string' },
    subscriptionInstructions: { type: 'string' },
    softwareInstructions: { type: 'string' },
    translations: translationsAttribute(platformInstructionsFields),
    ...timestamps,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['platformId'] } },
    byCode: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['code'] }, sk: { field: 'gsi1sk', composite: [] } },
  },
});
export type PlatformItem = EntityItem<typeof platformEntity>;
