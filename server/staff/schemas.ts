import { Type } from '@sinclair/typebox';
import { MAX_TRACKING_NUMBER } from '../../contract/limits';
import { OrderStatus } from '../../contract/order';
import { ClosedObject, PageQuery } from '../http/schemas';

export const SendOrderBody = ClosedObject({
  postTrackingNumber: Type.String({ minLength: 1, maxLength: MAX_TRACKING_NUMBER, description: 'the post service’s tracking number' }),
});

export const StaffOrdersQuery = Type.Composite([
  PageQuery,
  Type.Object({ status: Type.Optional(OrderStatus) }),
]);
