import common from '../uz/common.json';
import catalogue from '../uz/catalogue.json';
import layout from '../uz/layout.json';
import productCard from '../uz/productCard.json';

/** The first load's texts in this language: the top-level keys and texts.ts's firstLoadAreas. */
export const texts = { ...common, layout, catalogue, productCard };
