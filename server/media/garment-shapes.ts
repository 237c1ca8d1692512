import type { GarmentKind, GarmentShape } from './garment-kinds';
import { LOWER_SHAPES } from './garment-rest';
import { UPPER_SHAPES } from './garment-tops';

/** Every garment drawing by kind. */
export const GARMENT_SHAPES: Record<GarmentKind, GarmentShape> = { ...UPPER_SHAPES, ...LOWER_SHAPES };
