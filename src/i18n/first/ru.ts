import common from '../ru/common.json';
import catalogue from '../ru/catalogue.json';
import layout from '../ru/layout.json';
import productCard from '../ru/productCard.json';

/** The first load's texts in this language: the top-level keys and texts.ts's firstLoadAreas. */
export const texts = { ...common, layout, catalogue, productCard };
