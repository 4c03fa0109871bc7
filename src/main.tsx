import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appStore } from './state/store';
import { App } from './app/App';
import { activateInitialLocale } from './i18n/i18n';
import { registerServiceWorker } from './pwa/register-service-worker';
import { unlockSoundOnFirstGesture } from './state/sound/chime';
import { startTheme } from './ui/theme/theme-preference';
import './ui/theme.css';

const store = appStore;
startTheme(store);
registerServiceWorker(store);
unlockSoundOnFirstGesture();
await activateInitialLocale();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
