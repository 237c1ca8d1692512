import { createActor, fromPromise, waitFor, type InspectionEvent } from 'xstate';
import { accountPanelMachine } from '../../../machines/accountPanel';
import { REDACTED } from '../../../machines/secrets';
import { inspectorTarget, redactedInspection } from './inspectorOptions';

describe('inspectorTarget', () => {
  it.each([
    ['?inspect=local', null, 'local'],
    ['?inspect=stately', null, 'stately'],
    ['?inspect=1', null, 'stately'],
    ['?inspect', null, 'stately'],
    ['', 'local', 'local'],
    ['', 'STATELY', 'stately'],
    ['?inspect=0', 'local', null],
    ['?q=dress', null, null],
    ['?inspect=chrome', null, 'unknown'],
  ])('reads %s with local storage %s as %s', (search, stored, expected) => {
    expect(inspectorTarget(search, stored)).toBe(expected);
  });
});

describe('redactedInspection', () => {
  const password = 'kuchli-parol-7';
  const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmVk';

  /** A sign-in on the real machine, each inspection event as @statelyai/inspect sends it: with the actor's snapshot. */
  async function signInMessages() {
    const inspections: InspectionEvent[] = [];
    const machine = accountPanelMachine.provide({ actors: { loginCustomer: fromPromise(async () => ({ accessToken: token, customerId: 7 })) } });
    const actor = createActor(machine, { inspect: (inspection) => inspections.push(inspection) }).start();
    actor.send({ type: 'CHOOSE_LOGIN' });
    actor.send({ type: 'SUBMIT_LOGIN', phoneNumber: '+998901234567', password });
    await waitFor(actor, (snapshot) => snapshot.matches('start'));
    return inspections.map((inspection) => ({
      type: inspection.type,
      event: 'event' in inspection ? inspection.event : undefined,
      snapshot: inspection.actorRef.getSnapshot() as unknown,
    }));
  }

  it('sends no password nor token of a sign-in, in events, contexts or the call’s own input and output', async () => {
    const messages = (await signInMessages()).map(redactedInspection);
    const sent = JSON.stringify(messages);

    expect(sent).not.toContain(password);
    expect(sent).not.toContain(token);
    const submitted = messages.find((message) => message.event?.type === 'SUBMIT_LOGIN');
    expect(submitted?.event).toEqual({ type: 'SUBMIT_LOGIN', phoneNumber: '+998901234567', password: REDACTED });
    expect(sent).toContain(`"input":{"phoneNumber":"+998901234567","password":"${REDACTED}"}`);
    expect(sent).toContain(`"output":{"accessToken":"${REDACTED}","customerId":7}`);
  });
});
