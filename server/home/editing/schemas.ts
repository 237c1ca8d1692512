import { Type } from '@sinclair/typebox';
import { BANNER_PICTURE_KINDS } from '../../../contract/homepage';
import { MAX_SLIDER_PLACE } from '../../../contract/limits';

/* The home page editors' query and params; their bodies are the staff app's too: contract/homepage.ts. */

export const BannerPictureQuery = Type.Object({ kind: Type.Union(BANNER_PICTURE_KINDS.map((kind) => Type.Literal(kind))) });

export const PlaceParams = Type.Object({ n: Type.Integer({ minimum: 1, maximum: MAX_SLIDER_PLACE }) });
