import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router';

/**
 * History back, as the spec says; someone who arrived straight from a link has no page of ours
 * behind them, so they go home instead of leaving the site.
 */
export function BackButton({ label = 'Back', fallback = '/' }: { label?: string; fallback?: string }) {
  const navigate = useNavigate();
  const onClick = () => {
    const state: unknown = window.history.state;
    const index = typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : 0;
    if (index > 0) navigate(-1);
    else navigate(fallback);
  };
  return (
    <Button variant="light" mih={44} leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onClick}>
      {label}
    </Button>
  );
}
