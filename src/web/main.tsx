import './styles.css';

/**
 * The page's first script: it waits until the browser has painted the page, then starts the app
 * (docs/decisions/109-little-work-at-start-up.md). A page the server rendered is whole without the app's code, so
 * the phone shows it before spending a few hundred milliseconds evaluating and hydrating; the app's code is
 * fetched meanwhile (the build preloads it from index.html), only its running waits.
 */
function afterFirstPaint(): Promise<void> {
  // A tab opened in the background paints nothing until it is shown: it starts at once instead.
  if (document.visibilityState === 'hidden') return Promise.resolve();
  // A frame's callbacks run just before its paint; a task queued from one runs after it.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * The app's code could not be fetched (a page cached before a deploy whose scripts are gone, a connection that
 * dropped): the page's own start-up failure notice, as public/startup-watch.js shows it for the first script.
 */
function showStartupFailed(): void {
  const page = document.getElementById('startup-failed');
  if (!page?.hidden) return;
  document.getElementById('root')?.setAttribute('hidden', '');
  page.hidden = false;
  page.style.display = 'flex';
  page.querySelector('button')?.addEventListener('click', () => window.location.reload());
}

afterFirstPaint()
  .then(() => import('./app/boot.tsx'))
  .then(({ startTheApp }) => startTheApp(), showStartupFailed);
