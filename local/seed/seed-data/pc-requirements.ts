import type { PcRequirements } from '../catalog-spec';

/** Minimum system requirements by tier, shown on PC variants (Steam, Epic Games, Battle.net, PC). */
export const pcRequirements: Record<PcRequirements, Record<string, string>> = {
  low: {
    OS: 'Windows 10 64-bit',
    Processor: 'Intel Core i3-6100 or AMD Ryzen 3 1200',
    Memory: '8 GB RAM',
    Graphics: 'NVIDIA GeForce GTX 750 Ti or AMD Radeon R7 360',
    Storage: '10 GB available space',
  },
  mid: {
    OS: 'Windows 10 64-bit',
    Processor: 'Intel Core i5-8400 or AMD Ryzen 5 2600',
    Memory: '16 GB RAM',
    Graphics: 'NVIDIA GeForce GTX 1060 6 GB or AMD Radeon RX 580',
    Storage: '50 GB SSD',
  },
  high: {
    OS: 'Windows 11 64-bit',
    Processor: 'Intel Core i7-10700 or AMD Ryzen 7 3700X',
    Memory: '16 GB RAM',
    Graphics: 'NVIDIA GeForce RTX 2070 or AMD Radeon RX 6700 XT',
    Storage: '100 GB SSD',
  },
};
