import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import ModeStatsDialog from './ModeStatsDialog';
import { createWidgetI18n, loadWidgetTexts, WIDGET_NS } from '../i18n/instance';
import { PartFailed } from '../later';
import { createLocalStorage } from '../storage/storage';
import { useWidgetTexts } from '../widget/widgetTexts';
import type { StatsLauncherProps } from './StatsLauncher.types';
import { TransferFromCode } from '../transfer/TransferButton';

type Props = Omit<StatsLauncherProps, 'label'> & { open: boolean; onClose: () => void };

/**
 * The statistics dialog with its own i18next instance (the widget texts), for StatsLauncher. Texts
 * that fail to load show the retry of any part that loads later, where the launcher is, and load
 * again on its press, the connection's return or the page's focus (`useWidgetTexts`).
 */
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
  const [first] = useState(() => loadWidgetTexts(i18n, language));
  const texts = useWidgetTexts(i18n, first, language);
  const [store] = useState(() => storage ?? createLocalStorage());
  if (texts.status === 'failed') {
    return open || transferCode ? <PartFailed onRetry={texts.retry} /> : null;
  }
  if (texts.status !== 'ready') return null;
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
