import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate';
import { accountPanelMachine } from '../accountPanel';
import { paymentResultMachine } from '../paymentResult';
import type { TapeMachine } from './tape';

/** Each machine a tape can name. */
export const tapedMachines = {
  accountPanel: accountPanelMachine,
  paymentResult: paymentResultMachine,
} as const satisfies Record<TapeMachine, AnyStateMachine>;

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)];
}

/** Every event type some state of the machine takes: a shopper's, a call's answer (xstate.done.actor.<id>), a delay's end. */
export function eventTypesOf(machine: AnyStateMachine): string[] {
  const types = allNodes(machine.root).flatMap((node) => [...node.transitions.keys()]);
  return [...new Set(types)].sort();
}

/** Why `value` is not a state of the machine (`"registerCode"` lacks its child, `"registerCod"` is no state), or undefined. */
export function stateProblem(machine: AnyStateMachine, value: unknown): string | undefined {
  const check = (node: AnyStateNode, part: unknown, where: string): string | undefined => {
    const children = Object.keys(node.states);
    const describe = (name: string) => (where ? `${where}.${name}` : name);
    if (typeof part === 'string') {
      const child = node.states[part];
      if (!child) return `${describe(part)} is not a state; ${where || 'the machine'} has ${children.join(', ')}`;
      return Object.keys(child.states).length > 0 ? `${describe(part)} has states of its own: write {"${part}": "<one of ${Object.keys(child.states).join(', ')}>"}` : undefined;
    }
    if (typeof part === 'object' && part !== null && !Array.isArray(part)) {
      const entries = Object.entries(part);
      if (entries.length === 0) return `an empty state in ${where || 'the machine'}`;
      for (const [name, inner] of entries) {
        const child = node.states[name];
        if (!child) return `${describe(name)} is not a state; ${where || 'the machine'} has ${children.join(', ')}`;
        const problem = check(child, inner, describe(name));
        if (problem) return problem;
      }
      return undefined;
    }
    return `a state is a name ("login") or an object ({"registerCode": "entering"}), not ${JSON.stringify(part)}`;
  };
  return check(machine.root, value, '');
}

/** A state value as people read it: `login`, `registerCode.entering`. */
export function stateLabel(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.keys(value)
    .sort()
    .map((name) => {
      const inner = value[name];
      return inner === undefined ? name : `${name}.${stateLabel(inner)}`;
    })
    .join(', ');
}
