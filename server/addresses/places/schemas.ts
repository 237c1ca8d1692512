import { Type } from '@sinclair/typebox';
import { Id } from '../../../contract/request';

/* The places' path params; the staff's requests and answers are in contract/staff-places.ts. */

export const RegionIdParams = Type.Object({ regionId: Id });
export const SubRegionIdParams = Type.Object({ subRegionId: Id });
