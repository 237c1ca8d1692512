/** The Mini App's code: one chunk, fetched only inside Telegram (start-up begins it, the layout mounts it). */
export const loadMiniApp = () => import(/* webpackChunkName: "telegram-mini-app" */ './MiniApp');
