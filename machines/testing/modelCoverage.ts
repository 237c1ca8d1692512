import {
  createActor,
  createMachine,
  type AnyEventObject,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';
import {
  createTestModel,
  getStateNodes,
  serializeSnapshot,
  type SerializedEvent,
  type SerializedSnapshot,
  type StatePath,
  type TestModel,
  type TestParam,
  type TestPath,
} from 'xstate/graph';

/*
 * Model-based testing support shared by the machine tests and the UI tests. `createTestModel` walks a
 * machine purely and refuses `invoke` and `after` (a pure walk runs no actors and no clocks), so the
 * model is a copy of the machine where those become ordinary events; the test then performs each of them
 * on the real system: resolving or rejecting a fake actor, or advancing the clock.
 */

type Config = Record<string, unknown>;

function isRecord(value: unknown): value is Config {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function listOf(value: unknown): unknown[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** One state's config with invoke results and delays turned into `on` transitions of the same event types. */
function withoutActorsOrClocks(state: Config, path: string): Config {
  const { invoke, after, states, on, ...rest } = state;
  const id = typeof state.id === 'string' ? state.id : path;
  const transitions: Config = { ...(isRecord(on) ? on : {}) };
  for (const definition of listOf(invoke)) {
    if (!isRecord(definition) || typeof definition.id !== 'string') throw new Error(`Give every invoke in ${id} an id`);
    if (definition.onDone) transitions[`xstate.done.actor.${definition.id}`] = definition.onDone;
    if (definition.onError) transitions[`xstate.error.actor.${definition.id}`] = definition.onError;
  }
  if (isRecord(after)) {
    for (const [delay, transition] of Object.entries(after)) transitions[`xstate.after.${delay}.${id}`] = transition;
  }
  const children = isRecord(states)
    ? Object.fromEntries(
        Object.entries(states).map(([key, child]) => [key, withoutActorsOrClocks(isRecord(child) ? child : {}, `${path}.${key}`)]),
      )
    : undefined;
  return { ...rest, on: transitions, ...(children ? { states: children } : {}) };
}

/**
 * The same machine, same state ids, same event types, same guards and actions, but with every actor
 * outcome and delay as a plain event, which `createTestModel` can traverse.
 */
export function toModelMachine<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  const config = withoutActorsOrClocks(machine.config as unknown as Config, machine.id);
  // The copy differs from TMachine only in accepting the extra outcome events, which tests send as such.
  const implementations = machine.implementations as Parameters<typeof createMachine>[1];
  return createMachine(config as TMachine['config'], implementations) as unknown as TMachine;
}

/** A name for one transition of the definition: source state, event, candidate number, targets. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const { source, eventType } = transition;
  const candidates = source.transitions.get(eventType) ?? source.always ?? [];
  const index = candidates.indexOf(transition);
  const targets = transition.target?.map((node) => `#${node.id}`).join(',') ?? '(stays)';
  return `#${source.id} on ${eventType}[${index}] → ${targets}`;
}

/** Every transition the machine defines, delayed and actor-outcome ones included. */
export function definedTransitionKeys(machine: AnyStateMachine): string[] {
  const nodes = [machine.root, ...getStateNodes(machine.root)];
  return nodes.flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map(transitionKey));
}

/** An inspection observer that records the key of every transition the actor takes. */
export function transitionRecorder(taken: Set<string>) {
  return (inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.microstep') return;
    for (const transition of inspection._transitions) taken.add(transitionKey(transition));
  };
}

export function createModel<TMachine extends AnyStateMachine>(machine: TMachine, events: AnyEventObject[]) {
  return createTestModel(toModelMachine(machine), {
    // Outcome events (xstate.done.actor.*) are not in the machine's event type; the model machine takes them.
    events: events as unknown as Array<EventFromLogic<TMachine>>,
    // A state is its value and context; how it was reached does not matter (keeps the graph small).
    serializeState: (snapshot) => serializeSnapshot(snapshot),
  });
}

type Model<TMachine extends AnyStateMachine> = TestModel<SnapshotFrom<TMachine>, EventFromLogic<TMachine>, unknown>;
type Path<TMachine extends AnyStateMachine> = TestPath<SnapshotFrom<TMachine>, EventFromLogic<TMachine>>;

/** One path per edge of the state graph: the shortest way to the edge's source, then the edge itself. */
export function edgePaths<TMachine extends AnyStateMachine>(model: Model<TMachine>): Array<Path<TMachine>> {
  const shortest = new Map<string, Path<TMachine>>(
    model.getShortestPaths({ allowDuplicatePaths: true }).map((path) => [serializeSnapshot(path.state), path]),
  );
  const statePaths: Array<StatePath<SnapshotFrom<TMachine>, EventFromLogic<TMachine>>> = [];
  const adjacency = model.getAdjacencyMap();
  for (const stateKey of Object.keys(adjacency) as SerializedSnapshot[]) {
    const head = shortest.get(stateKey);
    if (!head) throw new Error(`No path reaches ${stateKey}`);
    const { transitions } = adjacency[stateKey]!;
    for (const eventKey of Object.keys(transitions) as SerializedEvent[]) {
      const { event, state } = transitions[eventKey]!;
      statePaths.push({ state, steps: [...head.steps, { state, event }], weight: head.weight + 1 });
    }
  }
  return model.getPaths(() => statePaths, { allowDuplicatePaths: true });
}

/** The transitions a path takes, found by replaying its events on the model machine. */
export function transitionsOf<TMachine extends AnyStateMachine>(machine: TMachine, path: Path<TMachine>): Set<string> {
  const taken = new Set<string>();
  const modelMachine: AnyStateMachine = toModelMachine(machine);
  const actor = createActor(modelMachine, { inspect: transitionRecorder(taken) }).start();
  taken.clear(); // the start-up microstep is not a transition of the definition
  for (const { event } of path.steps.slice(1)) actor.send(event);
  actor.stop();
  return taken;
}

/**
 * The fewest paths (greedily) that between them take every transition the definition has; for suites where
 * each path is expensive to run, like rendering the UI.
 */
export function coveringPaths<TMachine extends AnyStateMachine>(machine: TMachine, candidates: Array<Path<TMachine>>): Array<Path<TMachine>> {
  const uncovered = new Set(definedTransitionKeys(machine));
  const withCoverage = candidates
    .map((path) => ({ path, covers: transitionsOf(machine, path) }))
    .sort((a, b) => a.path.steps.length - b.path.steps.length);
  const chosen: Array<Path<TMachine>> = [];
  while (uncovered.size > 0) {
    let best: { path: Path<TMachine>; gain: number } | undefined;
    for (const { path, covers } of withCoverage) {
      const gain = [...covers].filter((key) => uncovered.has(key)).length;
      if (gain > (best?.gain ?? 0)) best = { path, gain };
    }
    if (!best) throw new Error(`No path takes: ${[...uncovered].join('; ')}`);
    chosen.push(best.path);
    for (const key of transitionsOf(machine, best.path)) uncovered.delete(key);
  }
  return chosen;
}

/**
 * Runs a path: `perform` makes each event happen on the system under test, `check` asserts the system
 * shows each state reached. TestModel looks executors up by event type, so one is registered per type.
 */
export function runPath<TMachine extends AnyStateMachine>(
  path: Path<TMachine>,
  handlers: {
    perform: (event: AnyEventObject, before: SnapshotFrom<TMachine>) => Promise<void> | void;
    check: (snapshot: SnapshotFrom<TMachine>) => Promise<void> | void;
  },
) {
  const events: Record<string, (step: { event: AnyEventObject }) => Promise<void>> = {};
  for (const { event } of path.steps.slice(1)) {
    events[(event as AnyEventObject).type] = async (step) => {
      // TestModel hands over the path's own step objects; the state before one is its predecessor's.
      const before = path.steps[path.steps.findIndex((candidate) => candidate === step) - 1];
      if (!before) throw new Error(`Step ${step.event.type} is not part of the path`);
      await handlers.perform(step.event, before.state);
    };
  }
  const params: TestParam<SnapshotFrom<TMachine>, EventFromLogic<TMachine>> = {
    events: events as TestParam<SnapshotFrom<TMachine>, EventFromLogic<TMachine>>['events'],
    states: { '*': (snapshot) => handlers.check(snapshot) },
  };
  return path.test(params);
}
