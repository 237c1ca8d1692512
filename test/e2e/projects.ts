import path from 'node:path';

/*
 * The browser suite's projects (two widths, two languages) and what the config and the journeys share about them:
 * which journey runs in which project, chosen before any page opens, and where the staff's saved sign-in is kept.
 */

export const projectNames = ['desktop-uz', 'desktop-ru', 'phone-uz', 'phone-ru'] as const;
export type ProjectName = (typeof projectNames)[number];

/** A wide and a phone project, one in each language: the two pairs most journeys run in. */
export const pairUzWide = ['desktop-uz', 'phone-ru'] as const;
export const pairRuWide = ['desktop-ru', 'phone-uz'] as const;

/**
 * The projects a journey runs in, as its tags (`test(title, runsIn(...pairUzWide), body)`); a journey without them
 * runs in all four. The config's per-project grep reads these tags, so a journey is left out of the other projects
 * before its page is made, and the report lists only the runs that happen.
 */
export function runsIn(...projects: readonly ProjectName[]): { tag: string[] } {
  return { tag: projects.map((project) => `@${project}`) };
}

/** For the config: the journeys tagged with this project, or with no project at all. */
export function projectGrep(project: ProjectName): RegExp {
  return new RegExp(`@${project}(?![\\w-])|^(?!.*@(?:${projectNames.join('|')})(?![\\w-]))`);
}

/** The first server's port; the run's outputs are kept apart per this port, so two runs on one machine do not mix. */
export const port = Number(process.env.E2E_PORT ?? 3210);
/**
 * The journeys run in this many workers, each against a shop of its own (its own port and data folder, started like
 * `npm start`): a journey never sees what another one changes, so they may run at the same time.
 */
export const workers = Number(process.env.E2E_WORKERS ?? 3);
export const serverPorts = Array.from({ length: workers }, (_, index) => port + index);
/** The port of the shop a worker drives: its `parallelIndex` (0, 1, ...) picks one. */
export const serverPortOf = (parallelIndex: number) => serverPorts[parallelIndex % serverPorts.length]!;
export const serverURL = (serverPort: number) => `http://127.0.0.1:${serverPort}`;

const root = path.resolve(__dirname, '../..');

/** The demo staff member's sign-in on one shop, saved once per run by staff.setup.ts. */
export const staffStatePath = (serverPort: number) => path.join(root, '.tmp', `e2e-staff-${serverPort}.json`);
