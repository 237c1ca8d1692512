import './app/global.css';
import { holdEarlyClicks } from './app/earlyClicks';
import { fetchScriptsHeldBack, firstScreenPainted } from './app/firstPaint';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
const root = container;

/*
 * This entry is small on purpose: the page paints first, then the shop starts. The shell preloads the shop's scripts
 * (the libraries and app/startShop.ts, webpack.config.ts) so they download meanwhile; a page the server drew fetches
 * them, with its page's and texts' scripts, after its paint, so its stylesheets and pictures come first.
 */
holdEarlyClicks(root);
void firstScreenPainted(root)
  .then(() => {
    fetchScriptsHeldBack();
    return import(/* webpackChunkName: "shop-start" */ './app/startShop');
  })
  .then(({ startShop }) => startShop(root));
