'use client';
import { Button } from 'antd';
import '@/styles/antd/button.css';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

/** The dialog, its form and the reason's schema load when the button is first used (issue 30: they were in every standards list's first load). */
const RepealDialog = dynamic(() => import('./repeal-dialog').then((m) => m.RepealDialog));

/** Repeals an approved standard with a required reason (its owner side and the public administrator); the dialog exists only while open. */
export function RepealButton({ standard, onDone }: { standard: { id: number; number: string }; onDone: () => void }) {
  const t = useTranslations('Standards');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" danger onClick={() => setOpen(true)} data-testid="std-repeal">
        {t('manage.repeal')}
      </Button>
      {open && <RepealDialog standard={standard} onClose={() => setOpen(false)} onDone={onDone} />}
    </>
  );
}
