import type { AnyEventObject, StateValue } from 'xstate';
import { TAPE_VERSION, tapeMachines, type Tape, type TapeMachine, type TapeStep } from './tape';
import { eventTypesOf, stateProblem, tapedMachines } from './tapedMachines';

/** A tape that cannot be replayed as written; the message says where and why, for the tester who edited it. */
export class TapeFormatError extends Error {
  override name = 'TapeFormatError';
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const languages = ['uz', 'ru'] as const;

function parseStep(machine: TapeMachine, value: unknown, index: number, knownEvents: string[]): TapeStep {
  const where = `step ${index + 1}`;
  if (!isObject(value)) throw new TapeFormatError(`${where} is not an object with "event" and "state"`);
  const { event, state } = value;
  if (!isObject(event) || typeof event.type !== 'string' || !event.type) {
    throw new TapeFormatError(`${where}: "event" must be an object with a "type", like {"type": "CHOOSE_LOGIN"}`);
  }
  if (!knownEvents.includes(event.type)) {
    throw new TapeFormatError(`${where}: the ${machine} machine takes no event "${event.type}"; it takes ${knownEvents.join(', ')}`);
  }
  if (state === undefined) throw new TapeFormatError(`${where} (${event.type}): "state" is missing: the state the machine should be in after the event`);
  const problem = stateProblem(tapedMachines[machine], state);
  if (problem) throw new TapeFormatError(`${where} (${event.type}): "state": ${problem}`);
  return { event: event as AnyEventObject, state: state as StateValue };
}

/**
 * Reads a tape (JSON text, as saved by the recorder or written by the model tests) and checks everything a replay
 * relies on: the version, a known machine, the language and width, and for each step an event the machine takes and
 * a state it has. `source` names the tape in the messages.
 */
export function parseTape(text: string, source = 'the tape'): Tape {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new TapeFormatError(`${source} is not JSON: ${(error as Error).message}`);
  }
  const fail = (problem: string): never => {
    throw new TapeFormatError(`${source}: ${problem}`);
  };
  if (!isObject(json)) return fail('a tape is a JSON object with version, machine, language, width and steps');
  const { version, machine, language, width, title, steps } = json;
  if (version !== TAPE_VERSION) fail(`"version" is ${JSON.stringify(version)}; this replay reads version ${TAPE_VERSION}`);
  const knownMachine = tapeMachines.find((name) => name === machine);
  if (!knownMachine) return fail(`"machine" is ${JSON.stringify(machine)}; a tape is of ${tapeMachines.join(' or ')}`);
  const knownLanguage = languages.find((name) => name === language);
  if (!knownLanguage) return fail(`"language" is ${JSON.stringify(language)}; the shop speaks ${languages.join(' or ')}`);
  if (typeof width !== 'number' || !Number.isInteger(width) || width < 200 || width > 4000) {
    fail(`"width" is ${JSON.stringify(width)}; it is the window's width in pixels (200 to 4000)`);
  }
  if (title !== undefined && typeof title !== 'string') fail('"title", when given, is text');
  if (!Array.isArray(steps) || steps.length === 0) return fail('"steps" must be a list of at least one {"event", "state"}');
  const knownEvents = eventTypesOf(tapedMachines[knownMachine]);
  const parsedSteps = steps.map((step, index) => {
    try {
      return parseStep(knownMachine, step, index, knownEvents);
    } catch (error) {
      return fail((error as Error).message);
    }
  });
  return {
    version: TAPE_VERSION,
    machine: knownMachine,
    language: knownLanguage,
    width: width as number,
    ...(typeof title === 'string' ? { title } : {}),
    steps: parsedSteps,
  };
}
