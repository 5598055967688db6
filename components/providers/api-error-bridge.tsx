'use client';
import { App } from 'antd';
import '@/styles/antd/app.css';
import { useEffect } from 'react';
import { setErrorNotifier } from '@/lib/api/client';

/** Connects the API client's failure toasts to antd's message API. */
export function ApiErrorBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setErrorNotifier((text) => message.error(text));
  }, [message]);
  return null;
}
