import type { Random } from '../demo-keys';

/** Word lists the scale catalogue's names are combined from; 40 × 40 × 12 keeps 5,000 names unique without looking templated. */
export const titleAdjectives = [
  'Crimson', 'Silent', 'Broken', 'Eternal', 'Hollow', 'Iron', 'Neon', 'Savage', 'Frozen', 'Golden', 'Shattered', 'Last', 'Wild', 'Dark',
  'Hidden', 'Burning', 'Lost', 'Rising', 'Fallen', 'Endless', 'Ancient', 'Stellar', 'Rogue', 'Phantom', 'Emerald', 'Obsidian', 'Radiant',
  'Forgotten', 'Scarlet', 'Infinite', 'Wandering', 'Cursed', 'Electric', 'Silver', 'Violent', 'Quiet', 'Sunken', 'Distant', 'Twin', 'Feral',
] as const;
export const titleNouns = [
  'Kingdom', 'Frontier', 'Legion', 'Horizon', 'Citadel', 'Empire', 'Voyage', 'Outpost', 'Dynasty', 'Protocol', 'Requiem', 'Odyssey', 'Uprising',
  'Harbor', 'Station', 'Wasteland', 'Crusade', 'Covenant', 'Labyrinth', 'Tempest', 'Vanguard', 'Reckoning', 'Expanse', 'Sanctum', 'Colony',
  'Circuit', 'Garden', 'Abyss', 'Skyline', 'Paradox', 'Descent', 'Bastion', 'Mirage', 'Nexus', 'Chronicle', 'Arena', 'Summit', 'Relic', 'Tide', 'Forge',
] as const;
export const titleSuffixes = ['', '', '', '', ' II', ' III', ': Reborn', ': Origins', ' Remastered', ': Definitive Edition', ' Zero', ': Eclipse'] as const;
export const studios = [
  'Northlight Works', 'Bluefin Interactive', 'Cobalt Forge', 'Moonward Games', 'Ironbark Studio', 'Paper Lantern', 'Red Kite Games',
  'Gridlock Labs', 'Tidewater Entertainment', 'Ashgrove Digital', 'Starfall Studios', 'Pinecone Interactive', 'Lighthouse Games', 'Quartz Arcade',
] as const;
export const publishers = ['Arcfield Publishing', 'Meridian Games', 'Halcyon Interactive', 'Foxglove Publishing', 'Vertex Entertainment', 'Skyward Media'] as const;
export const genres = ['action', 'adventure', 'rpg', 'strategy', 'shooter', 'racing', 'simulation', 'puzzle', 'horror', 'sports', 'platformer', 'roguelike'] as const;
export const dlcKinds = ['Season Pass', 'Expansion Pack', 'Soundtrack Bundle', 'Character Pack', 'Story Chapter', 'Cosmetic Bundle'] as const;
export const currencyNames = ['Coins', 'Gems', 'Credits', 'Crystals', 'Points', 'Gold'] as const;
export const subscriptionKinds = ['Premium Membership', 'Ultimate Pass', 'Online Plus', 'Game Club', 'Cloud Saves'] as const;
export const softwareNames = ['Capture Studio', 'Stream Deck Pro', 'Voice Chat Plus', 'Mod Manager', 'Frame Booster', 'Secure VPN', 'Photo Lab', 'Code Editor'] as const;
export const softwareEditions = ['Personal', 'Professional', 'Family', 'Studio'] as const;
export const giftBrands = ['Arcade Plaza', 'Pixel Market', 'Gamer Wallet', 'Playzone', 'Level Up', 'Quest Shop'] as const;

export const firstNames = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Lucas', 'Sofia', 'Mateo', 'Mia', 'Ethan', 'Isabella', 'Leo', 'Amelia', 'Hugo', 'Chloe', 'Arthur',
  'Lucía', 'Martín', 'Valentina', 'Diego', 'Camila', 'João', 'Beatriz', 'Gabriel', 'Ana', 'Pedro', 'Yuki', 'Haruto', 'Aiko', 'Kenji', 'Zoe',
  'Oscar', 'Freya', 'Elias', 'Nora', 'Jonas', 'Ingrid', 'Tomás', 'Renée', 'Chidi', 'Amara', 'Ravi', 'Priya', 'Omar', 'Layla', 'Ivan', 'Elena',
] as const;
export const lastNames = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'García', 'Martínez', 'Silva', 'Santos', 'Oliveira', 'Müller', 'Schmidt', 'Rossi', 'Dubois',
  'Tanaka', 'Suzuki', 'Kowalski', 'Novak', 'Andersson', 'Nielsen', 'O’Brien', 'Murphy', 'Fernández', 'López', 'Costa', 'Pereira', 'Nakamura',
  'Okafor', 'Mensah', 'Patel', 'Sharma', 'Haddad', 'Petrov', 'Ivanova', 'Kim', 'Nguyen', 'Chen', 'Wang', 'Jensen', 'Moreau', 'Bianchi',
] as const;
export const mailDomains = ['example.com', 'example.org', 'example.net', 'mail.example', 'inbox.example'] as const;
export const countryCodes = ['US', 'US', 'US', 'GB', 'DE', 'FR', 'ES', 'BR', 'BR', 'MX', 'AR', 'PT', 'IT', 'NL', 'SE', 'PL', 'JP', 'AU', 'CA', 'IN'] as const;

export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
export const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
