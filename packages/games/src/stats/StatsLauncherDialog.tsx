import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import ModeStatsDialog from './ModeStatsDialog';
import { createWidgetI18n, loadWidgetTexts, WIDGET_NS } from '../i18n/instance';
import { createLocalStorage } from '../storage/storage';
import type { StatsLauncherProps } from './StatsLauncher.types';
import { TransferFromCode } from '../transfer/TransferButton';

type Props = Omit<StatsLauncherProps, 'label'> & { open: boolean; onClose: () => void };

/** The statistics dialog with its own i18next instance (the widget texts), for StatsLauncher. */
export default function StatsLauncherDialog({
  api,
  storage,
  mode,
  difficulty = null,
  language = 'en',
  i18n: host,
  open,
  onClose,
  transferCode = null,
  onTransferClose,
}: Props) {
  const [i18n] = useState(() => createWidgetI18n(language, host ? { host } : {}));
  const [ready, setReady] = useState(false);
  const [store] = useState(() => storage ?? createLocalStorage());
  useEffect(() => {
    let live = true;
    const loading = loadWidgetTexts(i18n, language);
    const done = () => {
      if (live) void i18n.changeLanguage(language).then(() => live && setReady(true));
    };
    if (loading) void loading.then(done);
    else done();
    return () => {
      live = false;
    };
  }, [i18n, language]);
  if (!ready) return null;
  return (
    <I18nextProvider i18n={i18n} defaultNS={WIDGET_NS}>
      <ModeStatsDialog
        api={api}
        storage={store}
        target={{ mode, difficulty }}
        today={null}
        open={open}
        onClose={onClose}
      />
      {transferCode ? (
        <TransferFromCode
          api={api}
          storage={store}
          code={transferCode}
          onClose={() => onTransferClose?.()}
        />
      ) : null}
    </I18nextProvider>
  );
}
