import './app/start-sdk-early';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appStore } from './state/store';
import { App } from './app/App';
import { createAppRouter, preloadScreenAt } from './app/router';
import { activateInitialLocale } from './i18n/i18n';
import { registerServiceWorker } from './pwa/register-service-worker';
import { listenForInstallPrompt } from './pwa/install-prompt';
import { takeRingFromAddress } from './pwa/notification-clicks';
import { unlockSoundOnFirstGesture } from './state/sound/chime';
import { startTheme } from './ui/theme/theme-preference';
import './ui/theme.css';

// A call push's invitation comes off the address before the router reads it (App rings it).
takeRingFromAddress();
const router = createAppRouter();
preloadScreenAt(router, location.pathname);
const store = appStore;
startTheme(store);
registerServiceWorker(store);
listenForInstallPrompt(store);
unlockSoundOnFirstGesture();
await activateInitialLocale();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App store={store} router={router} />
  </StrictMode>,
);
