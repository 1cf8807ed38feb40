import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createWidgetI18n, loadWidgetTexts, WIDGET_NS } from '../i18n';
import type { TransferFromLinkProps } from './TransferFromLink';
import TransferDialog from './TransferDialog';
import { useTransferLink } from './transferLink';

/** The transfer dialog with its own i18next instance (the widget texts), for TransferFromLink. */
export default function TransferFromLinkDialog({
  api,
  storage,
  code,
  language = 'en',
  i18n: host,
  onClose,
  onMerged,
}: TransferFromLinkProps) {
  const [i18n] = useState(() => createWidgetI18n(language, host ? { host } : {}));
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(true);
  const linkFor = useTransferLink();
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
      <TransferDialog
        api={api}
        storage={storage}
        linkFor={linkFor}
        redeemOnOpen={code}
        open={open}
        onClose={() => {
          setOpen(false);
          onClose?.();
        }}
        onMerged={onMerged}
      />
    </I18nextProvider>
  );
}
