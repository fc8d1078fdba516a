import type { SizeName } from './constants.js';

/** A bed size as Singapore's shops make it: the mattress's width and length in cm. */
export interface BedSize {
  name: SizeName;
  widthCm: number;
  lengthCm: number;
  /** Who it sleeps, in the words the showroom staff use. */
  sleeps: string;
}

/**
 * Singapore's four bed sizes in the shop's own dimensions. They are narrower and shorter than
 * American ones of the same name (an American Queen is 152 x 203 cm), so a frame or a sheet bought
 * abroad may not fit.
 */
export const BED_SIZES: readonly BedSize[] = [
  { name: 'Single', widthCm: 91, lengthCm: 190, sleeps: 'One child or a small adult' },
  { name: 'Super Single', widthCm: 107, lengthCm: 190, sleeps: 'One adult, or a growing teenager' },
  { name: 'Queen', widthCm: 152, lengthCm: 190, sleeps: 'Two adults' },
  {
    name: 'King',
    widthCm: 183,
    lengthCm: 190,
    sleeps: 'Two adults with room to spare, or a child too',
  },
];
