import { customerAnswer } from '../../test/web/answers';
import { mockContractProblem } from '../../test/web/mockContract';

/*
 * What the contract check of the tests' mocked answers lets through and what it fails (test/web/mockContract.ts,
 * run on every answer of mockFetch and mockRoutes): the answers are held to contract/openapi.json.
 */
describe('the mocked answers’ contract check', () => {
  const customerPath = '/api/customers/getCustomerById/7';

  it('lets through an answer the server could send, matching the route by its path template', () => {
    expect(mockContractProblem('GET', customerPath, { body: customerAnswer({ id: 7 }) })).toBeUndefined();
    expect(mockContractProblem('DELETE', '/api/cartItem/deleteCartItemGroup', { status: 204 })).toBeUndefined();
    expect(mockContractProblem('GET', customerPath, { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'no' } } })).toBeUndefined();
  });

  it('fails a missing field, a field the server never sends and a wrong type, naming the route and status', () => {
    const { phoneNumber: _left, ...partial } = customerAnswer({ id: 7 });
    expect(mockContractProblem('GET', customerPath, { body: partial })).toMatch(/GET \/api\/customers\/getCustomerById\/\{customerId\} 200 .*required property 'phoneNumber'/);
    expect(mockContractProblem('GET', customerPath, { body: { ...customerAnswer({ id: 7 }), nickname: 'x' } })).toMatch(/additional properties "nickname"/);
    expect(mockContractProblem('GET', customerPath, { body: customerAnswer({ id: 7, points: 1.5 }) })).toMatch(/\/points must be integer/);
  });

  it('holds every error answer to the error shape, and fails a success status the route never answers', () => {
    expect(mockContractProblem('GET', customerPath, { status: 500, body: { message: 'boom' } })).toMatch(/500 .*required property 'error'/);
    expect(mockContractProblem('POST', '/api/auth/register', { status: 200, body: { customerId: 9 } })).toMatch(/never answers 200/);
  });

  it('fails a path or method the server does not have, but not files, gateways or the client’s own test routes', () => {
    expect(mockContractProblem('GET', '/api/cartItems/7', { body: [] })).toMatch(/no route of the server/);
    expect(mockContractProblem('POST', customerPath, { body: {} })).toMatch(/takes no POST/);
    expect(mockContractProblem('GET', '/media/uploads/avatars/7.webp', { body: 'x' })).toBeUndefined();
    expect(mockContractProblem('GET', customerPath, { status: 502 })).toBeUndefined();
    expect(mockContractProblem('POST', '/api/test-only/probe', { body: { id: 1 } })).toBeUndefined();
  });
});
