import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The parts of the sandbox's telegram-web-app.js, in the order they run: each uses what the ones before declared. */
const PARTS = ['web-view.js', 'state.js', 'buttons.js', 'web-app.js'];

const HEADER = `/*
 * Libos's Telegram sandbox: a stand-in for https://telegram.org/js/telegram-web-app.js (docs/api.md "Telegram").
 * It defines window.Telegram.WebApp as Telegram's script does, for the part of the API the shop uses, and speaks
 * Telegram's web protocol with the page hosting the Mini App. Outside an iframe it still defines everything and is
 * inert, as the real script is in a plain browser tab.
 */
`;

let script: string | undefined;

/**
 * The script as served: its parts (server/telegram/sandbox/telegram-web-app/, each under 300 lines) in one function,
 * so they share their declarations and leave nothing on window but window.Telegram. Read once.
 */
export function webAppScript(): string {
  script ??= `${HEADER}(function () {\n'use strict';\n\n${PARTS.map((part) => readFileSync(path.join(__dirname, 'telegram-web-app', part), 'utf8')).join('\n')}})();\n`;
  return script;
}
