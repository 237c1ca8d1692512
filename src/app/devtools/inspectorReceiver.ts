import { createBrowserReceiver, type StatelyInspectionEvent } from '@statelyai/inspect';

/*
 * The offline receiver: the page the inspector opens for `?inspect=local` (inspector.ts), emitted by the development
 * build only (webpack.config.ts). It speaks the Stately inspector's protocol through the package's own receiver (the
 * `@statelyai.connected` handshake to its opener, then one message per inspection event) and lists the actors, the
 * events they receive and the states they reach, so a machine can be watched without stately.ai. A developer's
 * tool, not the shop: its few words are English and not translated.
 */

type Actor = { name: string; sessionId: string; parentName: string | null; state: string; status: string };

const actors = new Map<string, Actor>();

const styles = `
  body { font: 13px/1.45 system-ui, sans-serif; margin: 0; color: #1d1d1f; background: #f6f6f4; }
  header { position: sticky; top: 0; padding: 12px 20px; background: #1d1d1f; color: #fff; display: flex; gap: 16px; align-items: baseline; }
  h1 { font-size: 16px; margin: 0; }
  h2 { font-size: 13px; text-transform: uppercase; letter-spacing: .06em; color: #6b6b6b; margin: 18px 20px 6px; }
  table { border-collapse: collapse; margin: 0 20px; background: #fff; }
  th, td { text-align: left; padding: 4px 12px; border-bottom: 1px solid #e6e6e3; vertical-align: top; }
  ol { margin: 0 20px 40px; padding: 0; list-style: none; background: #fff; }
  li { padding: 4px 12px; border-bottom: 1px solid #e6e6e3; }
  li.event { border-left: 3px solid #2d6cdf; }
  li.state { border-left: 3px solid #2e9d5b; }
  li.actor { border-left: 3px solid #b06ad9; }
  .who { font-weight: 600; }
  .what { font-family: ui-monospace, monospace; }
  pre { margin: 4px 0; white-space: pre-wrap; word-break: break-all; font-size: 12px; color: #3a3a3a; }
  summary { cursor: pointer; }
`;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function stateText(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function actorName(sessionId: string | undefined): string {
  return (sessionId && actors.get(sessionId)?.name) ?? sessionId ?? '?';
}

/** One line of the log: who, what, and the message itself (already redacted by the shop) folded under it. */
function logLine(kind: 'actor' | 'event' | 'state', who: string, what: string, message: StatelyInspectionEvent): HTMLLIElement {
  const line = element('li', undefined, kind);
  const details = element('details');
  const summary = element('summary');
  summary.append(element('span', `${new Date(Number(message.createdAt)).toLocaleTimeString()}  `), element('span', who, 'who'), ` ${kind}: `, element('span', what, 'what'));
  const { definition: _definition, ...shown } = message as StatelyInspectionEvent & { definition?: string };
  details.append(summary, element('pre', JSON.stringify(shown, null, 2)));
  line.append(details);
  return line;
}

function logEntry(message: StatelyInspectionEvent): HTMLLIElement {
  switch (message.type) {
    case '@xstate.actor': {
      const parentName = message.parentId ? actorName(message.parentId) : null;
      const { value, status } = message.snapshot;
      actors.set(message.sessionId, { name: message.name, sessionId: message.sessionId, parentName, state: stateText(value), status: status ?? '' });
      return logLine('actor', message.name, parentName ? `started by ${parentName}` : 'started', message);
    }
    case '@xstate.event': {
      const from = message.sourceId ? ` from ${actorName(message.sourceId)}` : '';
      return logLine('event', actorName(message.sessionId), `${message.event.type}${from}`, message);
    }
    case '@xstate.snapshot': {
      const snapshot = message.snapshot as { value?: unknown; status?: string };
      const actor = actors.get(message.sessionId);
      // A stopped actor's last snapshot still says active (React's development mode starts and stops each one once more).
      const status = message.event.type === 'xstate.stop' ? 'stopped' : snapshot.status;
      if (actor) Object.assign(actor, { state: stateText(snapshot.value), status: status ?? actor.status });
      const state = stateText(snapshot.value) || snapshot.status || '';
      return logLine('state', actorName(message.sessionId), `${state} after ${message.event.type}`, message);
    }
  }
}

function drawActors(table: HTMLTableSectionElement): void {
  table.replaceChildren(
    ...[...actors.values()].map((actor) => {
      const row = element('tr');
      row.append(
        element('td', actor.name, 'who'),
        element('td', actor.sessionId, 'what'),
        element('td', actor.parentName ?? ''),
        element('td', actor.state, 'what'),
        element('td', actor.status),
      );
      return row;
    }),
  );
}

function start(): void {
  document.title = 'Libos · machine inspector';
  document.head.append(element('style', styles));
  const header = element('header');
  const status = element('span', 'Waiting for the shop’s machines…');
  status.setAttribute('role', 'status');
  header.append(element('h1', 'Libos machine inspector (offline)'), status);
  const actorTable = element('table');
  const head = element('thead');
  const headRow = element('tr');
  headRow.append(element('th', 'Actor'), element('th', 'Session'), element('th', 'Started by'), element('th', 'State'), element('th', 'Status'));
  head.append(headRow);
  const actorRows = element('tbody');
  actorTable.append(head, actorRows);
  actorTable.setAttribute('aria-label', 'Actors');
  const log = element('ol');
  log.setAttribute('aria-label', 'Inspection log');
  document.body.append(header, element('h2', 'Actors'), actorTable, element('h2', 'Events and states'), log);

  let received = 0;
  createBrowserReceiver().subscribe((message) => {
    received += 1;
    status.textContent = `${received} messages from ${window.opener ? 'the shop' : 'a closed shop window'}`;
    log.append(logEntry(message));
    drawActors(actorRows);
  });
}

start();
